import type { PasswordRule } from './password-rules.js';

/** The start of the message shown when a password fails the check; the unmet rules follow it. */
export const PASSWORD_REQUIREMENTS_MESSAGE_PREFIX = "Your password doesn't meet our security requirements: ";

/** How each unmet rule reads inside the failure message. */
export const UNMET_PASSWORD_RULE_TEXT: Readonly<Record<PasswordRule, string>> = {
  minLength: 'at least 8 characters',
  letter: 'at least one letter',
  digit: 'at least one number',
  specialCharacter: 'at least one special character',
};

/** The failure message: the prefix, then the unmet rules joined with ", " and a closing full stop. */
export const passwordRequirementsMessage = (unmet: readonly PasswordRule[]): string =>
  `${PASSWORD_REQUIREMENTS_MESSAGE_PREFIX}${unmet.map((rule) => UNMET_PASSWORD_RULE_TEXT[rule]).join(', ')}.`;
