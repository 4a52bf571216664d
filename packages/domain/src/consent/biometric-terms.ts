import { isInRegion, type GeoLocation } from './geo-location.js';

/** True when the user is in Illinois (country us, region il, case-insensitive), where biometric terms apply. */
export const isInIllinois = (geo: GeoLocation | null): boolean => isInRegion(geo, 'us', ['il']);

/** True when the user must accept the biometric (BIPA) terms before continuing: in Illinois and not yet accepted. */
export const mustAcceptBiometricTerms = (geo: GeoLocation | null, acceptedBipaTerms: boolean): boolean =>
  isInIllinois(geo) && !acceptedBipaTerms;
