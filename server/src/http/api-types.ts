// Readable aliases over generated/openapi.ts and the type of the handler map. The map's type is
// derived from the contract, so `npm run typecheck` fails when an operation has no handler, when a
// handler names an operation the contract does not have, or when it returns a success status or
// body the contract does not declare. Errors are thrown as AppError, never returned.
import type { Readable } from 'node:stream';
import type { Request, Response } from 'express';
import type { components, operations } from '../../../generated/openapi.js';
import type { Caller } from '../identity/auth-service.js';

export type Schema<N extends keyof components['schemas']> = components['schemas'][N];
export type OpId = keyof operations;

type Clean<T> = [T] extends [never]
  ? Record<string, never>
  : [T] extends [undefined]
    ? Record<string, never>
    : NonNullable<T>;
type ParamsOf<K extends OpId, W extends 'path' | 'query' | 'header'> = operations[K] extends {
  parameters: infer P;
}
  ? P extends { [X in W]?: infer T }
    ? Clean<T>
    : Record<string, never>
  : Record<string, never>;

type ContentOf<R> = R extends { content?: infer C } ? ([C] extends [never] ? never : NonNullable<C>) : never;

export type RequestBody<K extends OpId> = operations[K] extends { requestBody?: infer B }
  ? [B] extends [never]
    ? undefined
    : ContentOf<B>[keyof ContentOf<B>]
  : undefined;

export type JsonBody<K extends OpId> = operations[K] extends {
  requestBody?: { content: { 'application/json': infer J } };
}
  ? J
  : never;

type SuccessCodes<R> = Extract<keyof R, 200 | 204>;

/** Body a handler may send for a success response: JSON as typed, anything else as bytes, text or a stream. */
type ReplyBody<C> = [C] extends [never]
  ? undefined
  : 'application/json' extends keyof C
    ? C['application/json']
    : string | Uint8Array | Readable;

export type Reply<K extends OpId> = operations[K] extends { responses: infer R }
  ? {
      [S in SuccessCodes<R>]: {
        status: S;
        body: ReplyBody<ContentOf<R[S]>>;
        contentType?: string;
        headers?: Record<string, string>;
      };
    }[SuccessCodes<R>]
  : never;

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
  requestId: string;
  req: Request;
  res: Response;
}

export type Handler<K extends OpId> = (ctx: Ctx<K>) => Promise<Reply<K>>;
export type Handlers = { [K in OpId]: Handler<K> };
export type HandlerMap<K extends OpId> = { [P in K]: Handler<P> };

/** `{ status: 200, body }` for JSON operations, typed from the contract. */
export const ok = <K extends OpId>(body: ResponseBody<K>): Reply<K> => ({ status: 200, body }) as Reply<K>;
