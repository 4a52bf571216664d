import { fileURLToPath } from 'node:url';

/** Everything the server reads from its environment, decoded once at start. */
export interface Config {
  readonly port: number;
  readonly host: string;
  /** The web client's origin: CORS, e-mail links and the redirect rule are built on it. */
  readonly appOrigin: string;
  /** This API's public origin: the payment sandbox's hosted pages (checkout, portal) are linked on it. */
  readonly apiOrigin: string;
  /** PGlite's data folder; ignored when databaseUrl is set. */
  readonly dataDir: string;
  /** Where rendered share videos are kept (VIDEO_DIR): by default a folder beside the data folder, `<dataDir>-videos`. */
  readonly videoDir: string;
  /** A PostgreSQL connection string; when set, node-postgres is used instead of PGlite. */
  readonly databaseUrl: string | null;
  /** E-mail domains whose owners are internal staff (support). */
  readonly internalStaffDomains: readonly string[];
  /** Whether the dev tools answer: GET /v1/dev/mailbox, /dev/mailbox and POST /v1/dev/sandbox/advance-clock. */
  readonly devMailbox: boolean;
  /** The HS256 secret of access tokens; when null one is generated once and kept in the database. */
  readonly jwtSecret: string | null;
  /** Trust the first X-Forwarded-For address as the client (only behind a proxy you run). */
  readonly trustProxy: boolean;
  /** The feature flags every user gets (GET /v1/user/feature-flags), from CADENCE_FEATURE_FLAGS. */
  readonly featureFlags: readonly string[];
}

export type Env = Readonly<Record<string, string | undefined>>;

const DEFAULT_DATA_DIR = fileURLToPath(new URL('../../../.data/pglite', import.meta.url));

/** Flags on unless CADENCE_FEATURE_FLAGS says otherwise: share videos. */
const DEFAULT_FEATURE_FLAGS = 'tts-video-generation';

const nonEmpty = (value: string | undefined): string | null =>
  value === undefined || value.trim() === '' ? null : value.trim();

const parsePort = (value: string | undefined): number => {
  const port = Number(nonEmpty(value) ?? '8787');
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`PORT is not a port number: ${value ?? ''}`);
  return port;
};

const parseList = (value: string | undefined, fallback: string): readonly string[] =>
  (nonEmpty(value) ?? fallback)
    .split(',')
    .map((item) => item.trim().toLowerCase())
    .filter((item) => item !== '');

const isOn = (value: string | undefined, fallback: boolean): boolean => {
  const text = nonEmpty(value)?.toLowerCase();
  if (text === undefined) return fallback;
  return !['off', 'false', '0', 'no'].includes(text);
};

const origin = (value: string): string => value.replace(/\/+$/, '');

/** Reads the configuration from environment variables, with the documented defaults. */
export const loadConfig = (env: Env): Config => {
  const port = parsePort(env['PORT']);
  const host = nonEmpty(env['HOST']) ?? '127.0.0.1';
  return {
    port,
    host,
    appOrigin: origin(nonEmpty(env['APP_ORIGIN']) ?? 'http://localhost:5173'),
    apiOrigin: origin(nonEmpty(env['API_ORIGIN']) ?? `http://${host}:${port}`),
    dataDir: nonEmpty(env['DATA_DIR']) ?? DEFAULT_DATA_DIR,
    videoDir: nonEmpty(env['VIDEO_DIR']) ?? `${nonEmpty(env['DATA_DIR']) ?? DEFAULT_DATA_DIR}-videos`,
    databaseUrl: nonEmpty(env['DATABASE_URL']),
    internalStaffDomains: parseList(env['INTERNAL_STAFF_DOMAINS'], 'cadence.dev'),
    devMailbox: isOn(env['DEV_MAILBOX'], true),
    jwtSecret: nonEmpty(env['JWT_SECRET']),
    trustProxy: isOn(env['TRUST_PROXY'], false),
    featureFlags: parseList(env['CADENCE_FEATURE_FLAGS'], DEFAULT_FEATURE_FLAGS),
  };
};
