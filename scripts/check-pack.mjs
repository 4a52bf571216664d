// Packs @cadence/domain as npm would publish it, checks what the tarball carries (a README, no tests, every file the
// exports map names, no source map pointing at a file that is not shipped), installs it into a scratch project
// outside the workspace, then type-checks (nodenext and bundler resolution) and runs a consumer that uses every
// subpath with plain values and never imports fp-ts: proves another app can use it without our build setup.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const scratch = mkdtempSync(path.join(tmpdir(), 'cadence-pack-'));
const tsc = path.join(root, 'node_modules/typescript/bin/tsc');
const run = (cmd, args, cwd) => execFileSync(cmd, args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] });
const fail = (message) => {
  throw new Error(`pack check: ${message}`);
};

/** Every path an exports entry points at, through nested conditions. */
const targetsOf = (entry) => (typeof entry === 'string' ? [entry] : Object.values(entry).flatMap(targetsOf));

/** The tarball's own problems: missing README, leaked tests, missing export targets, dangling source maps. */
const tarballProblems = (shipped, installed) => {
  const has = (file) => shipped.has(path.posix.normalize(file));
  const manifest = JSON.parse(readFileSync(path.join(installed, 'package.json'), 'utf8'));
  const maps = [...shipped].filter((file) => file.endsWith('.map'));
  const dangling = maps.flatMap((map) => {
    const { sources } = JSON.parse(readFileSync(path.join(installed, map), 'utf8'));
    return sources.map((source) => path.posix.join(path.posix.dirname(map), source)).filter((source) => !has(source));
  });
  const unmapped = [...shipped]
    .filter((file) => /\.(js|d\.ts)$/.test(file))
    .flatMap((file) => {
      const link = /\/\/# sourceMappingURL=(\S+)\s*$/.exec(readFileSync(path.join(installed, file), 'utf8'));
      const map = link === null ? null : path.posix.join(path.posix.dirname(file), link[1]);
      return map === null || has(map) ? [] : [`${file} -> ${map}`];
    });
  return [
    ...(has('README.md') ? [] : ['no README.md']),
    ...[...shipped].filter((file) => /\.test\.|tsbuildinfo/.test(file)).map((file) => `ships ${file}`),
    ...targetsOf(manifest.exports).filter((target) => !has(target)).map((target) => `exports name a missing ${target}`),
    ...dangling.map((source) => `a source map points at the missing ${source}`),
    ...unmapped.map((link) => `a sourceMappingURL points at a missing map: ${link}`),
  ];
};

const CONSUMER = `// Uses every subpath of @cadence/domain with plain values; no fp-ts import.
declare const console: { log(text: string): void; error(text: string): void };
import { closeActionDialog, parseActionQuery } from '@cadence/domain/account-action';
import { cookieName, isInCcpaState } from '@cadence/domain/consent';
import { SOMETHING_WENT_WRONG_MESSAGE, serverMessageOr } from '@cadence/domain/copy';
import { dialogueCharacterCount, validateDialogue } from '@cadence/domain/dialogue';
import { downloadFormatFor, extensionForContentType } from '@cadence/domain/downloads';
import { feedbackCharactersRemaining } from '@cadence/domain/feedback';
import { formatCount, formatSize } from '@cadence/domain/formatting';
import { LANDING_PAGES, findLandingPage } from '@cadence/domain/landing-pages';
import { isLanguageCode } from '@cadence/domain/languages';
import { remainingCharacters } from '@cadence/domain/limits';
import { ONBOARDING_ITEM_IDS } from '@cadence/domain/onboarding';
import { unmetPasswordRules, validatePassword } from '@cadence/domain/passwords';
import { isPlanButtonEnabled, planActionLabel, planBadges, planButton, planButtonLabel } from '@cadence/domain/plan-actions';
import { PLAN_CATALOGUE, formatPrice, planPrice, toCents } from '@cadence/domain/plans';
import { formatPlayerTime, nextPlayerState } from '@cadence/domain/player';
import { isSpecialOfferCode } from '@cadence/domain/promo';
import { isAllowedRedirectTarget, parseSafeRedirect, safeRedirect } from '@cadence/domain/redirects';
import { isRight, toNullable, toResult } from '@cadence/domain/results';
import { TOKEN_REFRESH_INTERVAL_MS } from '@cadence/domain/session';
import { displayShareLink } from '@cadence/domain/sharing';
import { initialBillingPeriodChoice, subscriptionFromApiRecord, type Subscription } from '@cadence/domain/subscriptions';
import { tierDisplayName, type Tier } from '@cadence/domain/tiers';
import { DEFAULT_VOICE_SETTINGS } from '@cadence/domain/voices';
import { hasRoleAtLeast } from '@cadence/domain/workspace';

const checks: Array<[string, unknown, unknown]> = [];
const expect = (what: string, actual: unknown, expected: unknown): void => { checks.push([what, actual, expected]); };
const origin = 'https://cadence.example';

const subscription: Subscription = subscriptionFromApiRecord({
  tier: 'free', billing_period: 'monthly_period', status: 'free', currency: 'usd', previously_subscribed_tiers: [],
  payment_provider: { subscription: null, subscription_schedule: null },
});
const target = { tier: 'creator', billingPeriod: 'monthly_period' } as const;
const button = planButton({ loggedIn: true, subscription, target, environment: { isolated: false } });
expect('plan button label', button.label, 'Subscribe');
expect('plan button action', button.action, 'create');
expect('no workspace data', planButton({ loggedIn: true, subscription: null, target, environment: { isolated: false } }).action, null);
expect('label rule', planButtonLabel(null, 'free'), 'Get Started Free');
expect('action label', planActionLabel('renewSubscription'), 'Do Not Cancel');
expect('enablement rule', isPlanButtonEnabled('create', subscription, 'creator', { isolated: true }), false);
expect('badge rule', planBadges(subscription, 'free'), []);

const fallback: string = '/app/sign-in';
expect('plain fallback', safeRedirect('https://evil.example/x', origin, fallback), '/app/sign-in');
expect('refused fallback', safeRedirect(null, origin, 'https://evil.example'), '/app/home');
expect('redirect result', toResult(parseSafeRedirect('/app/history', origin)), { ok: true, value: '/app/history' });
expect('allow-list', isAllowedRedirectTarget('/app/secret', null), false);
expect('close dialog', closeActionDialog({ continueUrl: '/app/history', internalCode: 'c1', newUser: null }, origin, fallback).redirectTo, '/app/history?internalCode=c1');
expect('action query', isRight(parseActionQuery({ mode: 'verifyEmail' })), true);
expect('billing toggle', initialBillingPeriodChoice(null, 'annual_period'), 'yearly');
expect('cents', toResult(toCents(-1)), { ok: false, error: 'cents_not_a_non_negative_safe_integer' });
expect('price', formatPrice(planPrice('creator', 'monthly_period', 'usd')), '$22');
expect('catalogue data', PLAN_CATALOGUE.map((plan) => plan.allowances.studioLimit), [3, null, 20, 1000, 3000, 20000]);
const tier: Tier = 'growing_business';
expect('tier name', tierDisplayName(tier), 'Scale');
expect('cookie', cookieName('theme'), 'xi_website_theme');
expect('ccpa', isInCcpaState({ country: 'US', region: 'CA' }), true);
expect('copy', serverMessageOr(null, SOMETHING_WENT_WRONG_MESSAGE), 'Something went wrong, please try again later.');
expect('dialogue', dialogueCharacterCount([{ text: 'Hi' }, { text: 'there' }]), 7);
expect('dialogue limits', toResult(validateDialogue([])).ok, true);
expect('download format', downloadFormatFor('wav_44100'), 'wav');
expect('extension', toNullable(extensionForContentType('audio/mpeg')), 'mp3');
expect('feedback counter', feedbackCharactersRemaining('abc'), 197);
expect('count', formatCount(1500), '1.5K');
expect('size', formatSize(1500), '1.5 KB');
expect('landing pages', LANDING_PAGES.length, 27);
expect('landing page', toNullable(findLandingPage('danish'))?.name, 'Danish');
expect('language', isLanguageCode('en'), true);
expect('limits', remainingCharacters({ tier: 'creator', characterLimit: 100, characterCount: 30 }), 70);
expect('onboarding', ONBOARDING_ITEM_IDS.length > 0, true);
expect('password rules', unmetPasswordRules('Abcdefg1!').length, 0);
expect('password', toResult(validatePassword('abc')).ok, false);
expect('player', nextPlayerState('idle', 'load'), 'loading');
expect('player time', formatPlayerTime(75), '1:15');
expect('promo', isSpecialOfferCode('nope'), false);
expect('session', TOKEN_REFRESH_INTERVAL_MS, 300000);
expect('share link', displayShareLink('https://x.example/s'), 'https://x.example/s');
expect('voices', DEFAULT_VOICE_SETTINGS.stability, 0.5);
expect('roles', hasRoleAtLeast('admin', 'editor'), true);

const failed = checks.filter(([, actual, expected]) => JSON.stringify(actual) !== JSON.stringify(expected));
for (const [what, actual, expected] of failed) console.error(\`\${what}: got \${JSON.stringify(actual)}, expected \${JSON.stringify(expected)}\`);
if (failed.length > 0) throw new Error(\`\${failed.length} checks failed\`);
console.log(JSON.stringify({ checks: checks.length }));
`;

const tsconfig = (moduleResolution, extra) =>
  JSON.stringify({
    compilerOptions: {
      target: 'ES2022', module: moduleResolution === 'bundler' ? 'ESNext' : 'NodeNext', moduleResolution,
      strict: true, skipLibCheck: false, types: [], outDir: 'out', ...extra,
    },
    files: ['consumer.ts'],
  });

try {
  const [{ filename, files }] = JSON.parse(run('npm', ['pack', '--json', '--pack-destination', scratch, '-w', 'packages/domain'], root));
  writeFileSync(path.join(scratch, 'package.json'), JSON.stringify({ name: 'scratch', private: true, type: 'module' }));
  run('npm', ['install', '--no-audit', '--no-fund', '--prefer-offline', path.join(scratch, filename)], scratch);
  const installed = path.join(scratch, 'node_modules/@cadence/domain');
  const problems = tarballProblems(new Set(files.map((file) => file.path)), installed);
  if (problems.length > 0) fail(`the tarball is not publishable:\n  ${problems.join('\n  ')}`);

  const { exports } = JSON.parse(readFileSync(path.join(installed, 'package.json'), 'utf8'));
  const subpaths = Object.keys(exports).filter((key) => key.startsWith('./') && key !== './package.json');
  if (/from '(fp-ts|@cadence\/domain')/.test(CONSUMER)) fail('the consumer must use subpaths only, and never import fp-ts');
  const unused = subpaths.filter((key) => !CONSUMER.includes(`'@cadence/domain/${key.slice(2)}'`));
  if (unused.length > 0) fail(`the consumer does not use ${unused.join(', ')}`);

  writeFileSync(path.join(scratch, 'consumer.ts'), CONSUMER);
  writeFileSync(path.join(scratch, 'tsconfig.json'), tsconfig('nodenext', {}));
  writeFileSync(path.join(scratch, 'tsconfig.bundler.json'), tsconfig('bundler', { noEmit: true }));
  run('node', [tsc, '-p', 'tsconfig.json'], scratch);
  run('node', [tsc, '-p', 'tsconfig.bundler.json'], scratch);
  const { checks } = JSON.parse(run('node', ['out/consumer.js'], scratch));
  console.log(
    `pack check: ${filename} (${files.length} files) installs in a scratch project; a consumer of all ${subpaths.length} subpaths ` +
      `type-checks (nodenext, bundler) and passes ${checks} checks with plain values.`,
  );
} finally {
  rmSync(scratch, { recursive: true, force: true });
}
