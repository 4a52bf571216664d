import type { ExternalNavigator } from '@cadence/application';

/** What the navigator needs of the browser's location. */
export type LocationAssign = Pick<Location, 'assign'>;

/** ExternalNavigator on window.location: leaves the app for the address (a hosted checkout or billing portal page). */
export class WindowNavigator implements ExternalNavigator {
  constructor(private readonly location: LocationAssign = window.location) {}

  assign(url: string): void {
    this.location.assign(url);
  }
}
