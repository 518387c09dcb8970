// Readable aliases over generated/openapi.ts and the type of the handler map. The map's type is
// derived from the contract, so `npm run typecheck` fails when an operation has no handler, when a
// handler names an operation the contract does not have, or when it returns a success status or
// body the contract does not declare. Errors are thrown as AppError, never returned.
import type { Readable } from 'node:stream';
import type { Request, Response } from 'express';
import type { components } from '../../../generated/openapi.js';
import type {
  BodyOf,
  OperationId,
  ParamLocation,
  ParamsOf as ParamsIn,
  SuccessContent,
  SuccessStatus,
} from '../../../generated/operation-types.js';
import type { operations as operationTable } from '../../../generated/operations.js';
import type { Caller, RequestTenant } from './authenticator.js';
import type { JsonText } from '../shared/json-text.js';

export type Schema<N extends keyof components['schemas']> = components['schemas'][N];
export type OpId = OperationId;

type ParamsOf<K extends OpId, W extends ParamLocation> = ParamsIn<K, W, Record<string, never>>;

export type RequestBody<K extends OpId> = BodyOf<K, undefined>;

/** Body a handler may send for a success response: JSON as typed, anything else as bytes, text or a stream. */
type ReplyBody<C> = [C] extends [never]
  ? undefined
  : 'application/json' extends keyof C
    ? C['application/json'] | JsonText<C['application/json']>
    : string | Uint8Array | Readable;

export type Reply<K extends OpId> = {
  [S in SuccessStatus<K>]: {
    status: S;
    body: ReplyBody<SuccessContent<K, S>>;
    contentType?: string;
    headers?: Record<string, string>;
  };
}[SuccessStatus<K>];

export type ResponseBody<K extends OpId> = Extract<Reply<K>, { status: 200 }>['body'];

export interface UploadedFile {
  fieldname: string;
  originalname: string;
  mimetype: string;
  size: number;
  buffer: Buffer;
}

export interface Ctx<K extends OpId> {
  operationId: K;
  params: ParamsOf<K, 'path'>;
  query: ParamsOf<K, 'query'>;
  headers: ParamsOf<K, 'header'>;
  body: RequestBody<K>;
  files: UploadedFile[];
  /** Absent only on operations the contract declares public. */
  caller: Caller;
  /** The tenant named by the path, as the gate resolved it; only on operations inside a tenant. */
  tenant: (typeof operationTable)[K]['tenantParam'] extends null ? undefined : RequestTenant;
  requestId: string;
  req: Request;
  res: Response;
}

/** A handler answers at once or later; dispatch writes a reply given at once in the same turn. */
export type Handler<K extends OpId> = (ctx: Ctx<K>) => Reply<K> | Promise<Reply<K>>;
export type Handlers = { [K in OpId]: Handler<K> };
export type HandlerMap<K extends OpId> = { [P in K]: Handler<P> };

/** `{ status: 200, body }` for JSON operations, typed from the contract. */
export const ok = <K extends OpId>(body: ResponseBody<K>): Reply<K> => ({ status: 200, body }) as Reply<K>;
