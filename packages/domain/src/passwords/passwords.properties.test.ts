import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import * as E from 'fp-ts/lib/Either.js';
import { validatePassword } from './password-validation.js';
import { passwordChecklist } from './password-checklist.js';
import { validateNewPasswordForm } from './new-password-form.js';
import { passwordRequirementsMessage } from './password-messages.js';

const SPEC_SPECIALS = '!@#$%^&*()_+-=[]{};\':"\\|,.<>/?';
const character = fc.oneof(
  fc.constantFrom(...'abcXYZ'),
  fc.constantFrom(...'0189'),
  fc.constantFrom(...SPEC_SPECIALS),
  fc.constantFrom(' ', '\t', '\n', '~', '`', 'é', 'ß', '٣', '🎵', '\u00a0'),
  fc.string({ minLength: 1, maxLength: 1, unit: 'grapheme' }),
);
const password = fc.array(character, { maxLength: 16 }).map((parts) => parts.join(''));
const whitespace = fc.array(fc.constantFrom(' ', '\t', '\n', '\r', '\u00a0', '\u2003'), { maxLength: 4 }).map((w) => w.join(''));

/** The rule restated independently of the implementation. */
const specVerdict = (candidate: string): boolean =>
  Array.from(candidate.trim()).length >= 8 &&
  Array.from(candidate).some((c) => /^[a-zA-Z]$/.test(c)) &&
  Array.from(candidate).some((c) => '0123456789'.includes(c)) &&
  Array.from(candidate).some((c) => SPEC_SPECIALS.includes(c));

describe('password rule properties', () => {
  it('property: a password is accepted iff its trimmed length is at least 8 and it has a letter, a digit and a special character', () => {
    fc.assert(fc.property(password, (p) => E.isRight(validatePassword(p)) === specVerdict(p)), { numRuns: 3000 });
  });

  it('property: surrounding whitespace never changes the verdict of an already-trimmed password', () => {
    fc.assert(
      fc.property(password, whitespace, whitespace, (p, before, after) => {
        const trimmed = p.trim();
        expect(E.isRight(validatePassword(`${before}${trimmed}${after}`))).toBe(E.isRight(validatePassword(trimmed)));
      }),
    );
  });

  it('property: every checklist line is ticked exactly when the password is accepted', () => {
    fc.assert(
      fc.property(password, (p) => passwordChecklist(p).every((item) => item.met) === E.isRight(validatePassword(p))),
    );
  });

  it('property: the failure message names every unmet rule and only those', () => {
    fc.assert(
      fc.property(password, (p) => {
        const result = validatePassword(p);
        if (E.isRight(result)) return;
        const message = passwordRequirementsMessage(result.left);
        expect(message.startsWith("Your password doesn't meet our security requirements: ")).toBe(true);
        expect(message.includes('at least one number')).toBe(!/[0-9]/.test(p));
        expect(message.includes('at least 8 characters')).toBe(Array.from(p.trim()).length < 8);
      }),
    );
  });

  it('property: entries that differ are always refused as not matching', () => {
    fc.assert(
      fc.property(password, password, (a, b) => {
        fc.pre(a !== b);
        expect(validateNewPasswordForm({ password: a, repeatedPassword: b })).toEqual(E.left({ _tag: 'PasswordsDoNotMatch' }));
      }),
    );
  });
});
