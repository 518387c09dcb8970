// Calls the handler of the matched operation and writes its reply. JSON goes through res.json when
// responses are validated (the validator wraps it); otherwise it is written directly, with the
// same headers: res.json and res.send also look for ETags, freshness and charsets, none of which
// apply to this server's JSON. Text, bytes and streams are sent as they are.
import { Readable } from 'node:stream';
import type { RequestHandler, Response } from 'express';
import { notImplementedError } from '../errors.js';
import type { Ctx, Handler, Handlers, OpId, UploadedFile } from './api-types.js';
import type { RouteMatch } from './routes.js';
import { JsonText } from '../shared/json-text.js';
import { endTogether } from './end-together.js';
import { isThenable } from './pipeline.js';

const NOT_IMPLEMENTED = Symbol('not implemented');

/** Registers an operation explicitly as not built yet: it answers 501 and `ops:status` lists it. */
export function notImplemented<K extends OpId>(operationId: K): Handler<K> {
  const h = async (): Promise<never> => {
    throw notImplementedError(operationId);
  };
  return Object.assign(h, { [NOT_IMPLEMENTED]: true });
}

export const isImplemented = (h: unknown): boolean => !(h as Record<symbol, unknown>)[NOT_IMPLEMENTED];

interface LooseReply {
  status: number;
  body?: unknown;
  contentType?: string;
  headers?: Record<string, string>;
}

/**
 * JSON as res.json writes it (same media type, charset and length), without its detours, ended
 * with the other answers of the event loop's turn (end-together.ts).
 */
function writeJson(res: Response, status: number, body: unknown): void {
  const text = body instanceof JsonText ? body.text : JSON.stringify(body);
  res.statusCode = status;
  res.setHeader('Content-Type', 'application/json; charset=utf-8');
  res.setHeader('Content-Length', Buffer.byteLength(text));
  endTogether(res, text);
}

/**
 * Not async: a handler that answers at once (a probe) is written in the same turn, without the
 * promises and the microtask hop an await would cost; a handler's promise is returned to the
 * pipeline, which sends its rejection to the error steps.
 */
export function dispatch(handlers: Handlers, opts: { validateResponses: boolean }): RequestHandler {
  return (req, res) => {
    const match = res.locals.route as RouteMatch;
    const handler = handlers[match.operationId] as unknown as (
      ctx: Ctx<OpId>,
    ) => LooseReply | Promise<LooseReply>;
    const ctx = {
      operationId: match.operationId,
      params: match.params,
      query: req.query,
      headers: req.headers,
      body: req.body,
      files: (req.files as UploadedFile[] | undefined) ?? [],
      caller: res.locals.caller,
      tenant: res.locals.tenant,
      requestId: res.locals.requestId,
      req,
      res,
    } as unknown as Ctx<OpId>;
    const reply = handler(ctx);
    if (isThenable(reply)) return reply.then((r) => write(res, match, r as LooseReply, opts));
    write(res, match, reply, opts);
  };
}

function write(
  res: Response,
  match: RouteMatch,
  reply: LooseReply,
  opts: { validateResponses: boolean },
): void {
  if (match.info.deprecated) res.setHeader('Deprecation', 'true');
  if (reply.headers) res.set(reply.headers);
  const { body } = reply;
  const json = body !== undefined && match.info.response === 'json' && !reply.contentType;
  // 204 and 304 carry no body (nor its length), whatever the handler gave.
  if (json && !opts.validateResponses && reply.status !== 204 && reply.status !== 304)
    return writeJson(res, reply.status, body);
  res.status(reply.status);
  if (body === undefined) {
    res.end();
  } else if (json) {
    // The validator checks values: a serialised answer is checked as the value its text reads as.
    res.json(body instanceof JsonText ? JSON.parse(body.text) : body);
  } else {
    if (reply.contentType) res.type(reply.contentType);
    if (body instanceof Readable) body.pipe(res);
    else res.send(typeof body === 'string' ? body : Buffer.from(body as Uint8Array));
  }
}
