/** Where use-cases report what a developer should see but a person should not. */
export interface Logger {
  warn(message: string, context?: Readonly<Record<string, unknown>>): void;
}

/** The token for binding Logger in a container. */
export const Logger = Symbol.for('cadence.Logger');
