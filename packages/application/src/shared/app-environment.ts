/** What the app knows of where it runs, handed to the slice modules by the composition root. */
export interface AppEnvironment {
  /** The page origin (e.g. "https://cadence.example"), for the redirect rule and e-mail continue links. */
  readonly origin: string;
  /** Minutes east of UTC that dates are shown at (the negation of getTimezoneOffset()). */
  readonly utcOffsetMinutes: number;
}
