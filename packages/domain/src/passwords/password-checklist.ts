import { meetsPasswordRule } from './password-rules.js';

/** The three checklist labels shown under a password field, in order. */
export const PASSWORD_CHECKLIST_LABELS = [
  'Minimum 8 letters',
  'At least one number',
  'At least one special character',
] as const;

/** One line of the password checklist. */
export interface PasswordChecklistItem {
  readonly label: (typeof PASSWORD_CHECKLIST_LABELS)[number];
  readonly met: boolean;
}

/**
 * The checklist for a password: "Minimum 8 letters" is met when the trimmed password is long enough and
 * holds at least one letter (the letter rule has no line of its own), then the number and special-character lines.
 */
export const passwordChecklist = (password: string): readonly PasswordChecklistItem[] => [
  {
    label: 'Minimum 8 letters',
    met: meetsPasswordRule(password, 'minLength') && meetsPasswordRule(password, 'letter'),
  },
  { label: 'At least one number', met: meetsPasswordRule(password, 'digit') },
  { label: 'At least one special character', met: meetsPasswordRule(password, 'specialCharacter') },
];
