export * from './billing-period.js';
export * from './subscription-status.js';
export * from './subscription-currency.js';
export * from './subscription.js';
export * from './subscription-predicates.js';
export * from './pending-downgrade.js';
export * from './payment-provider.js';
export * from './subscription-api-record.js';
export { hostedPageReturnOf, type HostedPageReturn } from './subscription-notices.js';
