// Generated from openapi.yaml by scripts/generate.ts. Do not edit; run `npm run generate`.
// Type helpers over the operations of openapi.yaml, used by both the server and the SDK.
import type { operations } from './openapi.js';

export type OperationId = keyof operations;
export type ParamLocation = 'path' | 'query' | 'header';

/** T without undefined, or `Absent` when there is nothing there. */
type Present<T, Absent> = [T] extends [never] ? Absent : [T] extends [undefined] ? Absent : NonNullable<T>;

/** The parameters of operation K in one location, or `Absent` when it takes none there. */
export type ParamsOf<K extends OperationId, W extends ParamLocation, Absent> = operations[K] extends {
  parameters: infer P;
}
  ? P extends { [X in W]?: infer T }
    ? Present<T, Absent>
    : Absent
  : Absent;

/** The media-type map of a request body or response, or never. */
export type ContentOf<R> = R extends { content?: infer C } ? ([C] extends [never] ? never : NonNullable<C>) : never;

/** The request body: the union of what each accepted media type takes, or `Absent`. */
export type BodyOf<K extends OperationId, Absent> = operations[K] extends { requestBody?: infer B }
  ? [B] extends [never]
    ? Absent
    : ContentOf<B>[keyof ContentOf<B>]
  : Absent;

/** The success statuses (200 and 204) an operation declares. */
export type SuccessStatus<K extends OperationId> = operations[K] extends { responses: infer R }
  ? Extract<keyof R, 200 | 204>
  : never;

/** The content of one success status of an operation. */
export type SuccessContent<K extends OperationId, S> = operations[K] extends { responses: infer R }
  ? S extends keyof R
    ? ContentOf<R[S]>
    : never
  : never;
