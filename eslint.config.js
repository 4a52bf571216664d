// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import globals from 'globals';

/** Globals that pure code must not reach: time, randomness and the outside world come in as parameters or ports. */
const impureGlobals = ['window', 'document', 'localStorage', 'sessionStorage', 'fetch', 'navigator', 'location', 'crypto'];

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', '**/*.gen.ts', '**/generated/**', 'coverage/**'] },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    languageOptions: { ecmaVersion: 2022, sourceType: 'module', globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      eqeqeq: ['error', 'always'],
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    files: ['packages/domain/src/**/*.ts', 'packages/application/src/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-globals': ['error', ...impureGlobals],
      'no-restricted-properties': [
        'error',
        { object: 'Date', property: 'now', message: 'Time comes in as a parameter or a Clock port.' },
        { object: 'Math', property: 'random', message: 'Randomness comes in as a parameter or a port.' },
      ],
      'no-restricted-syntax': [
        'error',
        { selector: "NewExpression[callee.name='Date'][arguments.length=0]", message: 'Time comes in as a parameter or a Clock port.' },
      ],
    },
  },
  {
    // Use-cases derive state with scan over intents and port events: no subject is read for a decision, no
    // variable is patched inside a pipeline (docs/adr/0006-port-error-unions-and-reducers.md).
    files: ['packages/application/src/**/*.ts'],
    ignores: ['**/*.test.ts', '**/testing/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        { selector: "NewExpression[callee.name='Date'][arguments.length=0]", message: 'Time comes in as a parameter or a Clock port.' },
        { selector: "VariableDeclaration[kind='let']", message: 'No mutable variables: fold state with scan (a reducer).' },
        { selector: "MemberExpression[property.name='value']", message: "No .value reads: derive state with scan, read options with fp-ts' match." },
        { selector: "CallExpression[callee.property.name='getValue']", message: 'No getValue(): derive state with scan.' },
      ],
    },
  },
  {
    files: ['scripts/**/*.mjs', 'bench/**/*.mjs', '.ci/**/*.mjs'],
    rules: { 'no-console': 'off' },
  },
  {
    // Benchmarks drive Chromium: the functions they hand to page.evaluate run in the page.
    files: ['bench/**/*.mjs'],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
  },
);
