import type { OperationId } from './operation-ids.js';
import type { Operation } from './operation.js';

/** Operations of one area, by operationId. */
export type OperationTable<K extends OperationId> = Readonly<Record<K, Operation>>;
