/** The contract's GeoLocation: every part optional and nullable. */
export interface GeoLocationInput {
  readonly region?: string | null;
  readonly country?: string | null;
  readonly city?: string | null;
}

/** The contract's AccountMetadata. */
export interface AccountMetadata {
  readonly agrees_to_product_updates?: boolean;
  readonly geo_location?: GeoLocationInput;
}

/** The user columns the metadata sets; absent parts leave columns unchanged. */
export const metadataColumns = (metadata: AccountMetadata) => ({
  agrees_to_product_updates: metadata.agrees_to_product_updates,
  geo_region: metadata.geo_location === undefined ? undefined : (metadata.geo_location.region ?? null),
  geo_country: metadata.geo_location === undefined ? undefined : (metadata.geo_location.country ?? null),
  geo_city: metadata.geo_location === undefined ? undefined : (metadata.geo_location.city ?? null),
});
