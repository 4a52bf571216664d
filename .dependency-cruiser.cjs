/**
 * The dependency rule of the hexagon: domain ← application ← adapters ← web; the server may use domain.
 * Each package may import only its own files, the packages below it and the libraries listed for its layer.
 * @type {import('dependency-cruiser').IConfiguration}
 */
const pkg = (name) => `^packages/${name}/`;
const mod = (names) => `^node_modules/(${names.join('|')})/`;

const allowedFor = {
  domain: { packages: ['domain'], libs: ['fp-ts', 'io-ts'] },
  application: { packages: ['domain', 'application'], libs: ['fp-ts', 'rxjs'] },
  adapters: {
    packages: ['domain', 'application', 'adapters'],
    libs: ['fp-ts', 'io-ts', 'rxjs', 'openapi-fetch', 'openapi-typescript-helpers', 'js-cookie', 'jose'],
  },
};

const layerRules = Object.entries(allowedFor).map(([layer, { packages, libs }]) => ({
  name: `${layer}-imports-only-its-layers`,
  comment: `${layer} may import only ${packages.join(', ')} and ${libs.join(', ')}.`,
  severity: 'error',
  from: { path: `^packages/${layer}/src/`, pathNot: '\\.(test|spec|test-support)\\.tsx?$' },
  to: {
    pathNot: [...packages.map(pkg), mod(libs), '^node_modules/@types/'],
  },
}));

module.exports = {
  forbidden: [
    ...layerRules,
    {
      name: 'nothing-imports-web-or-server',
      comment: 'web and server are leaves: no package imports them.',
      severity: 'error',
      from: { pathNot: '^packages/(web|server)/' },
      to: { path: '^packages/(web|server)/' },
    },
    {
      name: 'server-uses-only-domain',
      comment: 'The reference server may use the domain, never application, adapters or web.',
      severity: 'error',
      from: { path: pkg('server') },
      to: { path: '^packages/(application|adapters|web)/' },
    },
    {
      name: 'no-node-builtins-below-adapters',
      comment: 'domain and application are pure: no node: modules.',
      severity: 'error',
      from: { path: '^packages/(domain|application)/src/' },
      to: { dependencyTypes: ['core'] },
    },
    {
      name: 'inversify-only-in-the-composition-root',
      comment: 'web/src/app/container.ts is the only file that wires dependencies; no decorators or DI elsewhere.',
      severity: 'error',
      from: { path: '^packages/', pathNot: '^packages/web/src/app/container\\.ts$' },
      to: { path: '^node_modules/(inversify|@inversifyjs|reflect-metadata)/' },
    },
    {
      name: 'test-data-only-in-tests',
      comment: "The application's testing entry (fakes and object mothers) is for tests only.",
      severity: 'error',
      from: { path: '^packages/', pathNot: ['\\.(test|spec|test-support)\\.tsx?$', '/testing/', '^packages/application/src/testing\\.ts$', '^packages/web/src/test/'] },
      to: { path: ['^packages/application/src/testing\\.ts$', '^packages/application/src/[^/]+/testing/'] },
    },
    { name: 'no-circular', severity: 'error', from: {}, to: { circular: true } },
    { name: 'not-to-unresolvable', severity: 'error', from: {}, to: { couldNotResolve: true } },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '^packages/[^/]+/dist/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.base.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['@cadence/source', 'import', 'default'],
      extensions: ['.ts', '.tsx', '.js', '.mjs'],
    },
    combinedDependencies: true,
  },
};
