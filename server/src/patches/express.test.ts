import { createHash } from 'node:crypto';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import express, { type Express } from 'express';
import { describe, expect, it } from 'vitest';
import { handleDirectly, listenWithAppPrototypes } from './express.js';

const require = createRequire(import.meta.url);
const sourceHash = (f: unknown) => createHash('sha256').update(String(f)).digest('hex').slice(0, 16);

// Each patch stands in for upstream code: when an upgrade changes that code, read the patch again
// against the new code (does it still do what that code does before the router, or what the
// getter does?), then update the pins here.
describe('the Express code the patches stand in for', () => {
  it('is the code they were written against', () => {
    const app = express();
    let proto: object | null = app.request;
    let query: PropertyDescriptor | undefined;
    while (proto && !(query = Object.getOwnPropertyDescriptor(proto, 'query')))
      proto = Object.getPrototypeOf(proto) as object | null;
    expect({
      express: (require('express/package.json') as { version: string }).version,
      router: (require('router/package.json') as { version: string }).version,
      // handleDirectly does what app.handle does before its router, and what the router does for a
      // layer mounted at `/`; listenWithAppPrototypes keeps app.listen's signature and callback.
      handle: sourceHash((app as Express & { handle: unknown }).handle),
      listen: sourceHash(app.listen),
      // The query getter that parseQueryOnce calls once per request.
      query: sourceHash(query?.get),
    }).toEqual({
      express: '5.3.0',
      router: '2.3.0',
      handle: 'cb0794cf3aed8591',
      listen: '7669efc24472cf06',
      query: '6d9557100c7e6c57',
    });
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
