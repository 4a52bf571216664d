/** Leaves the app for an outside address (a hosted checkout or billing portal page). */
export interface ExternalNavigator {
  assign(url: string): void;
}
