import { describe, it, expect } from 'vitest';
import {
  characterLimitAboveCeilingMessage, characterLimitExtendedMessage, characterLimitRefusal, characterLimitRefusalMessage,
} from './character-limit-messages.js';
import { extensionCeilingOf } from './character-limit-extension.js';

describe('character-limit extension messages', () => {
  it('a success says the new limit, until when, and the ceiling, with separators', () => {
    expect(characterLimitExtendedMessage(120_000, 150_050, '12/23/2026')).toBe(
      'Your character limit is now 120,000 characters until 12/23/2026. It can be extended up to 150,050 characters.',
    );
    expect(characterLimitExtendedMessage(120_000, 150_050, null)).toContain('120,000 characters for this period.');
  });

  it('refuses a limit above the ceiling, not above the current one, or not whole, always naming the ceiling', () => {
    expect(characterLimitRefusal(150_051, 100_000, 150_050)).toEqual({ _tag: 'aboveCeiling', newLimit: 150_051, ceiling: 150_050 });
    expect(characterLimitRefusal(100_000, 100_000, 150_050)).toEqual({ _tag: 'notAboveCurrent', current: 100_000, ceiling: 150_050 });
    expect(characterLimitRefusal(120_000.5, 100_000, 150_050)).toEqual({ _tag: 'notWholeNumber', ceiling: 150_050 });
    expect(characterLimitRefusal(Number.NaN, 100_000, 150_050)).toEqual({ _tag: 'notWholeNumber', ceiling: 150_050 });
    expect(characterLimitRefusal(150_050, 100_000, 150_050)).toBeNull();
    expect(characterLimitRefusalMessage({ _tag: 'aboveCeiling', newLimit: 200_000, ceiling: 150_050 })).toBe(
      '200,000 is above the ceiling: your character limit can be extended up to 150,050 characters.',
    );
    for (const refusal of [
      { _tag: 'notAboveCurrent', current: 100_000, ceiling: 150_050 },
      { _tag: 'notWholeNumber', ceiling: 150_050 },
    ] as const) expect(characterLimitRefusalMessage(refusal)).toContain('150,050 characters');
    expect(characterLimitAboveCeilingMessage(150_050)).toBe('Your character limit can be extended up to 150,050 characters.');
  });

  it('counts the ceiling from the plan\'s own limit, so an extended limit does not raise it', () => {
    expect(extensionCeilingOf('creator', 100_000)).toBe(150_050);
    expect(extensionCeilingOf('creator', 150_050)).toBe(150_050);
    expect(extensionCeilingOf('enterprise', 1_000_000)).toBe(1_500_050);
  });
});
