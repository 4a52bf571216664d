import { describe, expect, it } from 'vitest';
import * as root from './index.js';
import * as accountAction from './account-action/index.js';
import * as consent from './consent/index.js';
import * as copy from './copy/index.js';
import * as dialogue from './dialogue/index.js';
import * as downloads from './downloads/index.js';
import * as feedback from './feedback/index.js';
import * as formatting from './formatting/index.js';
import * as landingPages from './landing-pages/index.js';
import * as languages from './languages/index.js';
import * as limits from './limits/index.js';
import * as onboarding from './onboarding/index.js';
import * as passwords from './passwords/index.js';
import * as planActions from './plan-actions/index.js';
import * as plans from './plans/index.js';
import * as player from './player/index.js';
import * as promo from './promo/index.js';
import * as redirects from './redirects/index.js';
import * as results from './results/index.js';
import * as session from './session/index.js';
import * as sharing from './sharing/index.js';
import * as subscriptions from './subscriptions/index.js';
import * as tiers from './tiers/index.js';
import * as voices from './voices/index.js';
import * as workspace from './workspace/index.js';

// The runtime names of each subpath (package.json's exports map is checked against the folders by domain-docs).
const SUBPATHS: Readonly<Record<string, object>> = {
  'account-action': accountAction, consent, copy, dialogue, downloads, feedback, formatting, 'landing-pages': landingPages,
  languages, limits, onboarding, passwords, 'plan-actions': planActions, plans, player, promo, redirects, session, sharing,
  subscriptions, tiers, voices, workspace,
};
const namesOf = (module: object): readonly string[] => Object.keys(module).sort();

describe('subpaths', () => {
  it('give every root export exactly one subpath, and the root nothing else', () => {
    const all = Object.values(SUBPATHS).flatMap(namesOf);
    expect(new Set(all).size).toBe(all.length);
    expect([...all].sort()).toEqual(namesOf(root));
  });

  it('keep every message in /copy: no other subpath exports a *_MESSAGE or *Message name', () => {
    const strays = Object.entries(SUBPATHS)
      .filter(([name]) => name !== 'copy')
      .flatMap(([name, module]) => namesOf(module).filter((n) => /(MESSAGE|Message)$/.test(n)).map((n) => `${name}/${n}`));
    expect(strays).toEqual([]);
  });

  it('leave /results out of the root, which the monorepo reads with fp-ts directly', () => {
    expect(namesOf(results).filter((name) => name in root)).toEqual([]);
  });
});
