// The request path as one Express layer. Express's router walks its layers one by one for every
// request, and each layer costs a path match, a URL parse and a few closures; every step of this
// server applies to every path, so that work bought nothing. The steps run here in order with the
// router's rules: `next()` goes to the next request step, `next(err)` (or a throw, or a rejected
// promise) to the next error step (four parameters), and what is left over goes to Express.
import { createServer, IncomingMessage, ServerResponse, type Server } from 'node:http';
import type { Socket } from 'node:net';
import type { ErrorRequestHandler, Express, NextFunction, Request, RequestHandler, Response } from 'express';

export type Step = RequestHandler | ErrorRequestHandler;

export const isThenable = (v: unknown): v is PromiseLike<unknown> =>
  v !== null && typeof v === 'object' && typeof (v as { then?: unknown }).then === 'function';

export function pipeline(steps: readonly Step[]): RequestHandler {
  const list = [...steps];
  const handlesErrors = list.map((s) => s.length === 4);
  return (req: Request, res: Response, done: NextFunction) => {
    let i = 0;
    const next = (err?: unknown): void => {
      // 'route' and 'router' only mean something to Express routes, which there are none of here.
      const error = err === 'route' || err === 'router' ? undefined : err;
      while (i < list.length) {
        const k = i++;
        if (handlesErrors[k] !== !!error) continue;
        try {
          const ret = error
            ? (list[k] as ErrorRequestHandler)(error, req, res, next)
            : (list[k] as RequestHandler)(req, res, next);
          if (isThenable(ret)) ret.then(undefined, (e: unknown) => next(e ?? new Error('Rejected promise')));
        } catch (e) {
          next(e ?? new Error('Thrown without a value'));
        }
        return;
      }
      done(error);
    };
    next();
  };
}

/**
 * Makes `app` hand every request to `handler` directly. With the pipeline as its only layer,
 * Express's router still matched that layer's path, parsed the URL and processed parameters on
 * every request, for nothing. What Express's app.handle does before its router is done here
 * (circular references, the app's request and response prototypes, locals), and what the router
 * sets for a layer mounted at `/` (baseUrl, originalUrl, params). `fallThrough` answers a request
 * that `handler` passes on (with the error, if any), when no outer callback is given.
 */
export function handleDirectly(
  app: Express,
  handler: RequestHandler,
  fallThrough: (req: Request, res: Response, err?: unknown) => void,
): void {
  parseQueryOnce(app);
  (app as unknown as { handle: (req: Request, res: Response, callback?: NextFunction) => void }).handle = (
    req,
    res,
    callback,
  ) => {
    req.res = res;
    res.req = req;
    // A server made by expressServer (below) already made them with these prototypes.
    if (Object.getPrototypeOf(req) !== app.request) Object.setPrototypeOf(req, app.request);
    if (Object.getPrototypeOf(res) !== app.response) Object.setPrototypeOf(res, app.response);
    if (!res.locals) res.locals = Object.create(null) as Response['locals'];
    req.baseUrl = '';
    req.originalUrl = req.originalUrl || req.url;
    req.params = {};
    void handler(req, res, callback ?? (((err?: unknown) => fallThrough(req, res, err)) as NextFunction));
  };
}

/** Where a request keeps its parsed query (made undefined by the constructor, so every request has one shape). */
const QUERY = Symbol('query');

/**
 * `req.query` parsed on first use and kept. Express's own getter parses the query string again
 * on every read, and the gate, the validator and the handler each read it. Set (as the validator
 * does, to coerce parameters), it keeps what it is given.
 */
function parseQueryOnce(app: Express): void {
  let proto: object | null = app.request;
  let parse: PropertyDescriptor['get'];
  while (proto && !(parse = Object.getOwnPropertyDescriptor(proto, 'query')?.get))
    proto = Object.getPrototypeOf(proto) as object | null;
  if (!parse) return;
  const express = parse;
  Object.defineProperty(app.request, 'query', {
    configurable: true,
    enumerable: true,
    get(this: Request & { [QUERY]?: unknown }) {
      let query = this[QUERY];
      if (query === undefined) this[QUERY] = query = express.call(this);
      return query;
    },
    set(this: Request & { [QUERY]?: unknown }, value: unknown) {
      this[QUERY] = value;
    },
  });
}

/**
 * An HTTP server for `app` whose requests and responses are made with the app's prototypes from
 * the start. Express gives each request and response the app's prototype when it arrives
 * (Object.setPrototypeOf on an object that already has properties), and V8 pays for that with a
 * new hidden class and property storage per object that the young generation does not clear, so
 * most of the garbage is promoted to the old generation and the process grows under load
 * (docs/performance.md). Made with these constructors, the objects have the prototype already and
 * the calls are skipped.
 */
export function expressServer(app: Express): Server {
  function AppRequest(this: IncomingMessage & { [QUERY]?: unknown }, socket: Socket) {
    IncomingMessage.call(this, socket);
    this[QUERY] = undefined;
  }
  AppRequest.prototype = app.request;
  function AppResponse(this: ServerResponse, req: IncomingMessage, options?: unknown) {
    (
      ServerResponse as unknown as (this: ServerResponse, req: IncomingMessage, options?: unknown) => void
    ).call(this, req, options);
  }
  AppResponse.prototype = app.response;
  return createServer(
    {
      IncomingMessage: AppRequest as unknown as typeof IncomingMessage,
      ServerResponse: AppResponse as unknown as typeof ServerResponse,
    },
    app,
  );
}

/**
 * Makes `app.listen` start an expressServer, with Express's own signature: the callback is called
 * when listening, or with the error when listening fails.
 */
export function listenWithAppPrototypes(app: Express): void {
  app.listen = ((...args: unknown[]) => {
    const server = expressServer(app);
    const last = args[args.length - 1];
    if (typeof last === 'function') {
      let called = false;
      const once = (...a: unknown[]) => {
        if (called) return;
        called = true;
        (last as (...x: unknown[]) => void)(...a);
      };
      args[args.length - 1] = once;
      server.once('error', once);
    }
    return server.listen(...(args as Parameters<Server['listen']>));
  }) as Express['listen'];
}
