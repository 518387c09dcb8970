// Types of the SDK methods by operationId, over the generated operation tables.
import type { OperationArgs, OperationResults } from '../../generated/client-types.js';
import type { OperationId } from '../../generated/operation-types.js';

export type { OperationId };

/** The arguments object of operation K: its path, query and header parameters and its `body`. */
export type ArgsOf<K extends OperationId> = OperationArgs[K];

/** What a successful call of K resolves to: parsed JSON, text, bytes (ZIP, documents) or nothing. */
export type DataOf<K extends OperationId> = OperationResults[K];
