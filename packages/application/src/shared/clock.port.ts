/** The current time, as a port so use-cases stay testable (RxJS schedulers handle delays). */
export interface Clock {
  nowMs(): number;
}
