export * from './session-timing.js';
export * from './session-workspace.js';
