/** The contract's GeoLocation. */
export interface GeoLocation {
  readonly country: string | null;
  readonly region: string | null;
  readonly city: string | null;
}

const part = (value: string | undefined, maxLength: number): string | null => {
  const text = value?.trim() ?? '';
  return text === '' ? null : text.slice(0, maxLength);
};

/**
 * The reference server has no geo database: it reads the x-cadence-geo header ("country,region,city"), so
 * tests and developers can pretend to be anywhere; without it every part is unknown (null).
 */
export const geolocationFromHeader = (header: string | undefined): GeoLocation => {
  const [country, region, city] = (header ?? '').split(',');
  return { country: part(country, 100), region: part(region, 100), city: part(city, 200) };
};
