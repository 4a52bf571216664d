import { describe, it, expect } from 'vitest';
import * as E from 'fp-ts/lib/Either.js';
import { PASSWORD_MIN_LENGTH, PASSWORD_SPECIAL_CHARACTERS, unmetPasswordRules } from './password-rules.js';
import { validatePassword } from './password-validation.js';
import { passwordRequirementsMessage } from './password-messages.js';
import { PASSWORD_CHECKLIST_LABELS, passwordChecklist } from './password-checklist.js';

describe('password rules', () => {
  it('uses the spec constants', () => {
    expect(PASSWORD_MIN_LENGTH).toBe(8);
    expect(PASSWORD_SPECIAL_CHARACTERS).toBe('!@#$%^&*()_+-=[]{};\':"\\|,.<>/?');
    expect(PASSWORD_SPECIAL_CHARACTERS).toHaveLength(30);
  });

  it.each([
    ['abcdefg1!', []],
    ['Passw0rd?', []],
    ['   abcd1!xy   ', []],
    ['abc1!xy', ['minLength']],
    ['  abc1!  ', ['minLength']],
    ['abcdefgh1', ['specialCharacter']],
    ['abcdefgh!', ['digit']],
    ['12345678!', ['letter']],
    ['abcd1234~', ['specialCharacter']],
    ['ééééééé1!', ['letter']],
    ['', ['minLength', 'letter', 'digit', 'specialCharacter']],
    ['        ', ['minLength', 'letter', 'digit', 'specialCharacter']],
  ])('%j misses %j', (password, unmet) => {
    expect(unmetPasswordRules(password)).toEqual(unmet);
    expect(E.isRight(validatePassword(password))).toBe(unmet.length === 0);
  });

  it('accepts every listed special character and keeps the password untrimmed', () => {
    for (const special of PASSWORD_SPECIAL_CHARACTERS) {
      expect(validatePassword(`abcdef1${special}`)).toEqual(E.right(`abcdef1${special}`));
    }
    expect(validatePassword(' abcdef1! ')).toEqual(E.right(' abcdef1! '));
  });

  it('counts characters, not UTF-16 units, for the length rule', () => {
    expect(unmetPasswordRules('a1!🎵🎵🎵🎵')).toEqual(['minLength']);
    expect(unmetPasswordRules('a1!🎵🎵🎵🎵🎵')).toEqual([]);
  });
});

describe('password failure message', () => {
  it('starts with the spec text and lists the unmet rules', () => {
    expect(passwordRequirementsMessage(['digit', 'specialCharacter'])).toBe(
      "Your password doesn't meet our security requirements: at least one number, at least one special character.",
    );
    expect(passwordRequirementsMessage(['minLength'])).toBe(
      "Your password doesn't meet our security requirements: at least 8 characters.",
    );
    expect(passwordRequirementsMessage(['letter'])).toBe(
      "Your password doesn't meet our security requirements: at least one letter.",
    );
  });
});

describe('password checklist', () => {
  it('has the three spec labels in order', () => {
    expect(PASSWORD_CHECKLIST_LABELS).toEqual(['Minimum 8 letters', 'At least one number', 'At least one special character']);
    expect(passwordChecklist('x').map((item) => item.label)).toEqual([...PASSWORD_CHECKLIST_LABELS]);
  });

  it('ticks each line independently, with the letter rule inside the length line', () => {
    expect(passwordChecklist('abcdefgh').map((item) => item.met)).toEqual([true, false, false]);
    expect(passwordChecklist('12345678').map((item) => item.met)).toEqual([false, true, false]);
    expect(passwordChecklist('!').map((item) => item.met)).toEqual([false, false, true]);
    expect(passwordChecklist('abcdef1!').map((item) => item.met)).toEqual([true, true, true]);
  });
});
