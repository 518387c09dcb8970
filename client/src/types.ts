// Types of the SDK methods, derived from the generated contract types: one method per operationId,
// taking its path, query and header parameters and its body in one object.
import type {
  BodyOf as BodyIn,
  OperationId,
  ParamLocation,
  ParamsOf,
  SuccessContent,
  SuccessStatus,
} from '../../generated/operation-types.js';

export type { OperationId };

type ParamsIn<K extends OperationId, W extends ParamLocation> = ParamsOf<K, W, unknown>;

/** The request body: the union of what each accepted media type takes. */
export type BodyOf<K extends OperationId> = BodyIn<K, never>;

type BodyArg<K extends OperationId> = [BodyOf<K>] extends [never] ? unknown : { body: BodyOf<K> };

/** Every argument of an operation in one object; `Content-Type` is set by the SDK itself. */
export type ArgsOf<K extends OperationId> = Omit<
  ParamsIn<K, 'path'> & ParamsIn<K, 'query'> & ParamsIn<K, 'header'> & BodyArg<K>,
  'Content-Type'
>;

type DataOfContent<C> = [C] extends [never]
  ? void
  : 'application/json' extends keyof C
    ? C['application/json']
    : Extract<keyof C, `text/${string}` | 'application/yaml'> extends never
      ? Uint8Array
      : string;

/** What a successful call resolves to: parsed JSON, text, bytes (ZIP, documents) or nothing. */
export type DataOf<K extends OperationId> = DataOfContent<
  SuccessContent<K, 200 extends SuccessStatus<K> ? 200 : SuccessStatus<K>>
>;

// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- `{}` is exactly "no required keys" here
type HasRequired<T> = {} extends T ? false : true;

export type SdkMethod<K extends OperationId> =
  HasRequired<ArgsOf<K>> extends true
    ? (args: ArgsOf<K>, init?: RequestInit) => Promise<DataOf<K>>
    : (args?: ArgsOf<K>, init?: RequestInit) => Promise<DataOf<K>>;

export type SdkMethods = { [K in OperationId]: SdkMethod<K> };
