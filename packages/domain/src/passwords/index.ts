export {
  PASSWORD_MIN_LENGTH,
  PASSWORD_SPECIAL_CHARACTERS,
  PASSWORD_RULES,
  meetsPasswordRule,
  unmetPasswordRules,
  type PasswordRule,
} from './password-rules.js';
export { validatePassword, type ValidPassword } from './password-validation.js';
export { passwordChecklist, type PasswordChecklistItem } from './password-checklist.js';
export {
  validateNewPasswordForm,
  isNewPasswordSubmitDisabled,
  type NewPasswordFormError,
  type NewPasswordEntries,
  type NewPasswordSubmitState,
} from './new-password-form.js';
