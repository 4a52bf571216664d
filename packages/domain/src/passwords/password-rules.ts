/** A password needs at least this many characters once surrounding whitespace is trimmed. */
export const PASSWORD_MIN_LENGTH = 8;

/** The characters that count as special in a password, exactly as the spec lists them. */
export const PASSWORD_SPECIAL_CHARACTERS = `!@#$%^&*()_+-=[]{};':"\\|,.<>/?`;

/** The four password rules, in the order they are reported. */
export const PASSWORD_RULES = ['minLength', 'letter', 'digit', 'specialCharacter'] as const;

/** One rule a password must meet. */
export type PasswordRule = (typeof PASSWORD_RULES)[number];

const SPECIAL = new Set(PASSWORD_SPECIAL_CHARACTERS);

/** Length in characters (code points), so an emoji counts once. */
const characterCount = (text: string): number => [...text].length;

const CHECKS: Readonly<Record<PasswordRule, (password: string) => boolean>> = {
  minLength: (password) => characterCount(password.trim()) >= PASSWORD_MIN_LENGTH,
  letter: (password) => /[A-Za-z]/.test(password),
  digit: (password) => /[0-9]/.test(password),
  specialCharacter: (password) => [...password].some((character) => SPECIAL.has(character)),
};

/** True when the password meets the rule (letters are A–Z in either case, digits 0–9). */
export const meetsPasswordRule = (password: string, rule: PasswordRule): boolean => CHECKS[rule](password);

/** The rules the password does not meet, in rule order; empty when the password is acceptable. */
export const unmetPasswordRules = (password: string): readonly PasswordRule[] =>
  PASSWORD_RULES.filter((rule) => !meetsPasswordRule(password, rule));
