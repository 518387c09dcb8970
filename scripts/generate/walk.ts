// The operations of openapi.yaml as both generators read them, and the rules they share.
import { METHODS, type Operation, type Parameter, type SchemaObject, type Spec } from '../contract-model.js';

export interface Op {
  id: string;
  method: (typeof METHODS)[number];
  path: string;
  op: Operation;
  /** The operation's parameters with references resolved. */
  params: Parameter[];
}

/** Every operation, in the order of the contract's paths and then of METHODS. */
export function walk(spec: Spec): Op[] {
  const ops: Op[] = [];
  for (const [path, item] of Object.entries(spec.paths)) {
    for (const method of METHODS) {
      const op = item[method];
      if (!op) continue;
      const params = (op.parameters ?? []).map((p) =>
        p.$ref ? spec.components.parameters[p.$ref.split('/').pop()!]! : p,
      );
      ops.push({ id: op.operationId, method, path, op, params });
    }
  }
  return ops;
}

/** Actions that only look (docs/decisions.md §3: the read-only role holds exactly these). */
export const READ_LIKE = new Set(['read', 'list']);

export const refName = (ref: string) => ref.split('/').pop()!;

/** The operation's success status and answer. */
export function successOf(op: Operation): [string, { content?: Record<string, { schema?: SchemaObject }> }] {
  return Object.entries(op.responses).find(([s]) => s.startsWith('2'))!;
}
