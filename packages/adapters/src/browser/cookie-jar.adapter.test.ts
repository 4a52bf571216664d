// @vitest-environment jsdom
// @vitest-environment-options { "url": "https://app.cadence.test/" }
import * as O from 'fp-ts/lib/Option.js';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { JsCookieJar } from './cookie-jar.adapter.js';

const NOW_MS = Date.UTC(2026, 0, 1);
const jar = () => new JsCookieJar({ nowMs: () => NOW_MS });

describe('JsCookieJar', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    for (const name of document.cookie.split('; ').map((pair) => pair.split('=')[0] ?? '')) {
      document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
    }
  });

  it('stores the product cookie under the xi_website_ prefix and reads it back by its logical name', () => {
    jar().set('ccpa_opt_out', 'true');
    expect(document.cookie).toContain('xi_website_ccpa_opt_out=true');
    expect(jar().get('ccpa_opt_out')).toEqual(O.some('true'));
  });

  it.each(['ajs_anonymous_id', '_gcl_au', '_fbp'])('keeps the name of the unprefixed cookie %s', (name) => {
    jar().set(name, 'v1');
    expect(document.cookie).toContain(`${name}=v1`);
    expect(document.cookie).not.toContain(`xi_website_${name}`);
  });

  it('writes every cookie for 360 days, secure and SameSite strict', () => {
    const setter = vi.spyOn(document, 'cookie', 'set');
    jar().set('ccpa_opt_out', 'true');
    const written = String(setter.mock.calls[0]?.[0]);
    expect(written).toContain(`expires=${new Date(NOW_MS + 360 * 86_400_000).toUTCString()}`);
    expect(written.toLowerCase()).toContain('; secure');
    expect(written.toLowerCase()).toContain('samesite=strict');
  });

  it('answers none for a missing cookie and removes a cookie by its logical name', () => {
    expect(jar().get('nothing_here')).toEqual(O.none);
    jar().set('ccpa_opt_out', 'true');
    jar().remove('ccpa_opt_out');
    expect(jar().get('ccpa_opt_out')).toEqual(O.none);
  });
});
