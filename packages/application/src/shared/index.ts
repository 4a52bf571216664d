/** The shared kernel: port errors, notifications, tokens and the ports every slice uses. */
export * from './key-value-store.port.js';
export * from './logger.port.js';
export * from './clock.port.js';
export * from './id-generator.port.js';
export * from './navigator.port.js';
export * from './file-saver.port.js';
export * from './clipboard.port.js';
export * from './port-error.js';
export * from './notifications.port.js';
export * from './token.js';
export * from './app-environment.js';
