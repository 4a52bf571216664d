import { describe, expect, it } from 'vitest';
import { WindowNavigator } from './window-navigator.adapter.js';

describe('WindowNavigator', () => {
  it('assigns the address to the location', () => {
    const assigned: string[] = [];
    new WindowNavigator({ assign: (url: string | URL) => { assigned.push(String(url)); } }).assign('https://pay.test/checkout/cs_1');
    expect(assigned).toEqual(['https://pay.test/checkout/cs_1']);
  });
});
