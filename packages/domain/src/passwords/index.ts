export {
  PASSWORD_MIN_LENGTH,
  PASSWORD_SPECIAL_CHARACTERS,
  PASSWORD_RULES,
  meetsPasswordRule,
  unmetPasswordRules,
  type PasswordRule,
} from './password-rules.js';
export { validatePassword, type ValidPassword } from './password-validation.js';
export {
  PASSWORD_REQUIREMENTS_MESSAGE_PREFIX,
  UNMET_PASSWORD_RULE_TEXT,
  passwordRequirementsMessage,
} from './password-messages.js';
export { PASSWORD_CHECKLIST_LABELS, passwordChecklist, type PasswordChecklistItem } from './password-checklist.js';
export {
  PASSWORDS_DO_NOT_MATCH_MESSAGE,
  validateNewPasswordForm,
  newPasswordFormErrorMessage,
  isNewPasswordSubmitDisabled,
  type NewPasswordFormError,
  type NewPasswordEntries,
  type NewPasswordSubmitState,
} from './new-password-form.js';
