// Types of the SDK methods, derived from the generated contract types: one method per operationId,
// taking its path, query and header parameters and its body in one object.
import type { operations } from '../../generated/openapi.js';

export type OperationId = keyof operations;

type Clean<T> = [T] extends [never] ? unknown : [T] extends [undefined] ? unknown : NonNullable<T>;
type ParamsIn<K extends OperationId, W extends 'path' | 'query' | 'header'> = operations[K] extends {
  parameters: infer P;
}
  ? P extends { [X in W]?: infer T }
    ? Clean<T>
    : unknown
  : unknown;

type ContentOf<R> = R extends { content?: infer C } ? ([C] extends [never] ? never : NonNullable<C>) : never;

/** The request body: the union of what each accepted media type takes. */
export type BodyOf<K extends OperationId> = operations[K] extends { requestBody?: infer B }
  ? [B] extends [never]
    ? never
    : ContentOf<B>[keyof ContentOf<B>]
  : never;

type BodyArg<K extends OperationId> = [BodyOf<K>] extends [never] ? unknown : { body: BodyOf<K> };

/** Every argument of an operation in one object; `Content-Type` is set by the SDK itself. */
export type ArgsOf<K extends OperationId> = Omit<
  ParamsIn<K, 'path'> & ParamsIn<K, 'query'> & ParamsIn<K, 'header'> & BodyArg<K>,
  'Content-Type'
>;

type Success<R> = R extends { 200: infer S } ? S : R extends { 204: infer S } ? S : never;
type DataOfContent<C> = [C] extends [never]
  ? void
  : 'application/json' extends keyof C
    ? C['application/json']
    : Extract<keyof C, `text/${string}` | 'application/yaml'> extends never
      ? Uint8Array
      : string;

/** What a successful call resolves to: parsed JSON, text, bytes (ZIP, documents) or nothing. */
export type DataOf<K extends OperationId> = operations[K] extends { responses: infer R }
  ? DataOfContent<ContentOf<Success<R>>>
  : never;

// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- `{}` is exactly "no required keys" here
type HasRequired<T> = {} extends T ? false : true;

export type SdkMethod<K extends OperationId> =
  HasRequired<ArgsOf<K>> extends true
    ? (args: ArgsOf<K>, init?: RequestInit) => Promise<DataOf<K>>
    : (args?: ArgsOf<K>, init?: RequestInit) => Promise<DataOf<K>>;

export type SdkMethods = { [K in OperationId]: SdkMethod<K> };
