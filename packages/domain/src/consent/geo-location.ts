/** Where the user is, as the geolocation call reports it (ISO country code and region code, any case). */
export interface GeoLocation {
  readonly country: string | null;
  readonly region: string | null;
}

/** True when the location is the given country and region, compared case-insensitively. */
export const isInRegion = (geo: GeoLocation | null, country: string, regions: readonly string[]): boolean =>
  geo !== null &&
  geo.country?.toLowerCase() === country &&
  regions.includes(geo.region?.toLowerCase() ?? '');
