/** Leaves the app for an outside address (a hosted checkout or billing portal page). */
export interface ExternalNavigator {
  assign(url: string): void;
}

/** The token for binding ExternalNavigator in a container. */
export const ExternalNavigator = Symbol.for('cadence.ExternalNavigator');
