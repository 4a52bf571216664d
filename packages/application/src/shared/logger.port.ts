/** Where use-cases report what a developer should see but a person should not. */
export interface Logger {
  warn(message: string, context?: Readonly<Record<string, unknown>>): void;
}
