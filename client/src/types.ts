// Types of the SDK methods by operationId, over the generated, documented method interface.
import type { InsuiteMethods, OperationArgs, OperationResults } from '../../generated/client-types.js';
import type { OperationId } from '../../generated/operation-types.js';

export type { OperationId };

/** The arguments object of operation K: its path, query and header parameters and its `body`. */
export type ArgsOf<K extends OperationId> = OperationArgs[K];

/** What a successful call of K resolves to: parsed JSON, text, bytes (ZIP, documents) or nothing. */
export type DataOf<K extends OperationId> = OperationResults[K];

/** @deprecated Use `InsuiteMethods`. */
export type SdkMethods = InsuiteMethods;
