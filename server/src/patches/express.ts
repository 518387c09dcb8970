// Patches of Express 5 (express/lib/application.js and request.js): run-time changes to the app
// object and its request and response prototypes, each kept because it buys a measured share of
// a request's CPU that no public option gives (docs/performance-patches.md has the figures), or,
// for the req.query getter, because the validator assigns req.query, which Express 5 only reads.
// express.test.ts pins the installed version and the upstream code each one stands in for, so an
// upgrade that changes that code fails there until the patch is read again against it.
import { createServer, IncomingMessage, ServerResponse, type Server } from 'node:http';
import type { Socket } from 'node:net';
import type { Express, NextFunction, Request, RequestHandler, Response } from 'express';

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
 * new hidden class and property storage per object that the young generation does not clear: in
 * a plain node:http server answering a small JSON object at 50 connections, adding those two calls
 * took the rate from about 79,000 to 28,000 requests a second and had 250 MB promoted to the old
 * generation in 4 s (2 MB without them), which is what made the process grow under load. Made
 * with these constructors, the objects have the prototype already and the calls are skipped.
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
