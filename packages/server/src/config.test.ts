import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.js';

describe('the configuration', () => {
  it('has the documented defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 8787, host: '127.0.0.1', appOrigin: 'http://localhost:5173', apiOrigin: 'http://127.0.0.1:8787', databaseUrl: null,
      internalStaffDomains: ['cadence.dev'], devMailbox: true, jwtSecret: null, trustProxy: false,
    });
    expect(config.dataDir.endsWith('/.data/pglite')).toBe(true);
  });

  it('reads the environment', () => {
    const config = loadConfig({
      PORT: '9000', APP_ORIGIN: 'https://app.example/', DATABASE_URL: 'postgres://x', INTERNAL_STAFF_DOMAINS: 'A.example, b.example',
      DEV_MAILBOX: 'off', JWT_SECRET: 's', DATA_DIR: '/tmp/db', API_ORIGIN: 'https://api.example/',
    });
    expect(config).toMatchObject({
      port: 9000, appOrigin: 'https://app.example', apiOrigin: 'https://api.example', databaseUrl: 'postgres://x', internalStaffDomains: ['a.example', 'b.example'],
      devMailbox: false, jwtSecret: 's', dataDir: '/tmp/db',
    });
  });

  it('reads the feature flags, tts-video-generation by default', () => {
    expect(loadConfig({}).featureFlags).toEqual(['tts-video-generation']);
    expect(loadConfig({ CADENCE_FEATURE_FLAGS: ' beta-one, Beta-Two ,,' }).featureFlags).toEqual(['beta-one', 'beta-two']);
  });

  it('keeps share videos beside the data folder unless VIDEO_DIR says where', () => {
    expect(loadConfig({ DATA_DIR: '/tmp/db' }).videoDir).toBe('/tmp/db-videos');
    expect(loadConfig({ DATA_DIR: '/tmp/db', VIDEO_DIR: '/srv/videos' }).videoDir).toBe('/srv/videos');
  });

  it('refuses a port that is not a number', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow('PORT is not a port number: eighty');
  });
});
