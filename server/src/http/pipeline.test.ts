import type { AddressInfo } from 'node:net';
import express, {
  type ErrorRequestHandler,
  type Express,
  type NextFunction,
  type Request,
  type RequestHandler,
  type Response,
} from 'express';
import { describe, expect, it } from 'vitest';
import { handleDirectly, listenWithAppPrototypes, pipeline } from './pipeline.js';

const req = {} as Request;
const res = {} as Response;

/** Runs the pipeline and resolves with what reached Express after it (or 'answered'). */
function run(steps: Parameters<typeof pipeline>[0], seen: string[]): Promise<unknown> {
  return new Promise((resolve) => {
    const answered =
      (name: string): RequestHandler =>
      () => {
        seen.push(name);
        resolve('answered');
      };
    pipeline([...steps, answered('end')])(req, res, ((err?: unknown) =>
      resolve(err ?? 'fell through')) as NextFunction);
  });
}

const fails =
  (message: string): RequestHandler =>
  (_q, _s, next) =>
    next(new Error(message));

const step =
  (name: string, seen: string[]): RequestHandler =>
  (_q, _s, next) => {
    seen.push(name);
    next();
  };
const onError =
  (name: string, seen: string[], handled: boolean): ErrorRequestHandler =>
  (err, _q, _s, next) => {
    seen.push(`${name}:${(err as Error).message}`);
    if (!handled) next(err);
  };

describe('pipeline', () => {
  it('runs the request steps in order and skips error steps while nothing failed', async () => {
    const seen: string[] = [];
    await run([step('a', seen), onError('e', seen, true), step('b', seen)], seen);
    expect(seen).toEqual(['a', 'b', 'end']);
  });

  it('sends a failure (next(err), a throw, a rejected promise) to the next error step only', async () => {
    for (const fail of [
      fails('x'),
      (() => {
        throw new Error('x');
      }) as RequestHandler,
      (async () => {
        await Promise.resolve();
        throw new Error('x');
      }) as RequestHandler,
    ]) {
      const seen: string[] = [];
      const out = await new Promise((resolve) => {
        const last: ErrorRequestHandler = (err, _q, _s, _next) => {
          seen.push(`e2:${(err as Error).message}`);
          resolve('handled');
        };
        pipeline([step('a', seen), fail, step('skipped', seen), onError('e1', seen, false), last])(
          req,
          res,
          resolve as NextFunction,
        );
      });
      expect(seen).toEqual(['a', 'e1:x', 'e2:x']);
      expect(out).toBe('handled'); // and nothing reached Express after it
    }
  });

  it('goes back to request steps when an error step calls next() and hands unhandled errors on', async () => {
    const seen: string[] = [];
    const recover: ErrorRequestHandler = (_e, _q, _s, next) => {
      seen.push('recovered');
      next();
    };
    await run([fails('x'), recover, step('b', seen)], seen);
    expect(seen).toEqual(['recovered', 'b', 'end']);

    const left: string[] = [];
    const out = await new Promise((resolve) =>
      pipeline([fails('y'), onError('e', left, false)])(req, res, resolve as NextFunction),
    );
    expect((out as Error).message).toBe('y');
  });
});

describe('handleDirectly', () => {
  async function serve(app: Express, path: string) {
    const server = app.listen(0, '127.0.0.1');
    await new Promise((r) => server.once('listening', r));
    try {
      const { port } = server.address() as AddressInfo;
      const r = await fetch(`http://127.0.0.1:${port}${path}`);
      return { status: r.status, body: await r.text() };
    } finally {
      server.close();
    }
  }

  it('gives the handler Express requests and responses without the router', async () => {
    const app = express();
    app.set('query parser', 'simple');
    // A route on the router is never reached: every request goes to the handler.
    app.get('/routed', (_q, s) => void s.send('router'));
    handleDirectly(
      app,
      (q, s) =>
        void s.status(201).json({ path: q.path, query: q.query, url: q.originalUrl, base: q.baseUrl }),
      () => undefined,
    );
    expect(await serve(app, '/routed?a=1&a=2')).toEqual({
      status: 201,
      body: JSON.stringify({ path: '/routed', query: { a: ['1', '2'] }, url: '/routed?a=1&a=2', base: '' }),
    });
  });

  it('answers with the fall-through when the handler passes the request on', async () => {
    const app = express();
    const seen: unknown[] = [];
    handleDirectly(
      app,
      (_q, _s, next) => next(new Error('passed on')),
      (_q, s, err) => {
        seen.push((err as Error).message);
        s.status(404).end('nothing');
      },
    );
    expect(await serve(app, '/x')).toEqual({ status: 404, body: 'nothing' });
    expect(seen).toEqual(['passed on']);
  });
});

describe('listenWithAppPrototypes', () => {
  it("makes requests and responses with the app's prototypes, so none is given one on arrival", async () => {
    const app = express();
    listenWithAppPrototypes(app);
    handleDirectly(
      app,
      (_req, res) => void res.json({ ok: true }),
      () => undefined,
    );
    const server = app.listen(0, '127.0.0.1');
    await new Promise((r) => server.once('listening', r));
    const arrived: boolean[] = [];
    // Before Express sees them: what the HTTP server made.
    server.prependListener('request', (rq: object, rs: object) => {
      arrived.push(Object.getPrototypeOf(rq) === app.request, Object.getPrototypeOf(rs) === app.response);
    });
    try {
      const answer = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/x`);
      expect(await answer.json()).toEqual({ ok: true });
      expect(arrived).toEqual([true, true]);
    } finally {
      await new Promise((r) => server.close(r));
    }
  });

  it("keeps Express's listen: the callback has the error when the port is taken", async () => {
    const first = express().listen(0, '127.0.0.1');
    await new Promise((r) => first.once('listening', r));
    const app = express();
    listenWithAppPrototypes(app);
    try {
      const err = await new Promise<unknown>((resolve) => {
        app.listen((first.address() as AddressInfo).port, '127.0.0.1', resolve);
      });
      expect(err).toMatchObject({ code: 'EADDRINUSE' });
    } finally {
      await new Promise((r) => first.close(r));
    }
  });
});
