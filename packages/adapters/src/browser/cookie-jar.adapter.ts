import type { Clock } from '@cadence/application';
import { COOKIE_ATTRIBUTES, cookieExpiresAtUnixMs, cookieName } from '@cadence/domain';
import * as O from 'fp-ts/lib/Option.js';
import Cookies from 'js-cookie';

/** The product's cookies by their logical names; the jar applies the cookie policy (stored names, attributes). */
export interface CookieJar {
  get(name: string): O.Option<string>;
  set(name: string, value: string): void;
  remove(name: string): void;
}

/**
 * CookieJar on js-cookie with the domain's cookie policy: names get the "xi_website_" prefix (except the
 * unprefixed analytics and advertising cookies), and every cookie lives 360 days, secure, SameSite strict.
 * Values read back are untrusted strings: callers decode them (e.g. parseAnalyticsConsent).
 */
export class JsCookieJar implements CookieJar {
  constructor(private readonly clock: Clock) {}

  get(name: string): O.Option<string> {
    return O.fromNullable(Cookies.get(cookieName(name)));
  }

  set(name: string, value: string): void {
    Cookies.set(cookieName(name), value, {
      expires: new Date(cookieExpiresAtUnixMs(this.clock.nowMs())),
      secure: COOKIE_ATTRIBUTES.secure,
      sameSite: COOKIE_ATTRIBUTES.sameSite,
      path: '/',
    });
  }

  remove(name: string): void {
    Cookies.remove(cookieName(name), { path: '/' });
  }
}
