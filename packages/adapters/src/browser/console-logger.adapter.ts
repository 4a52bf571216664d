import type { Logger } from '@cadence/application';

/** Logger on the browser's (or Node's) console. */
export class ConsoleLogger implements Logger {
  constructor(private readonly console: Pick<Console, 'warn'> = globalThis.console) {}

  warn(message: string, context?: Readonly<Record<string, unknown>>): void {
    if (context === undefined) this.console.warn(message);
    else this.console.warn(message, context);
  }
}
