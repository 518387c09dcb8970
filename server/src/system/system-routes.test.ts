// Readiness and metrics of a worker of several processes answer for all of them (cluster.ts).
import { describe, expect, it } from 'vitest';
import type { Db } from '../db/knex.js';
import { createMetrics } from '../http/observe.js';
import { systemRoutes } from './system-routes.js';

const db = { raw: async () => undefined } as unknown as Db;

function routes(cluster: { allReady(): boolean; metrics(): Promise<string> }) {
  const handlers = systemRoutes({ db, metrics: createMetrics(), specText: '', cluster, notBuilt: new Set() });
  const call = (h: unknown) => (h as () => Promise<{ status: number; body: unknown }>)();
  return {
    readiness: () =>
      call(handlers.getReadiness).then(
        (r) => r.status,
        (err: { status: number }) => err.status,
      ),
    metrics: () =>
      call(handlers.getMetrics).then(
        (r) => r,
        (err: { status: number }) => ({ status: err.status, body: undefined }),
      ),
  };
}

describe('a worker of several processes', () => {
  it('is ready only when the primary says every worker is', async () => {
    let all = false;
    const r = routes({ allReady: () => all, metrics: async () => '' });
    expect(await r.readiness()).toBe(503);
    all = true;
    expect(await r.readiness()).toBe(200);
  });

  it('answers the metrics of every worker, or 503 when they cannot be collected', async () => {
    let fail = false;
    const r = routes({
      allReady: () => true,
      metrics: async () => {
        if (fail) throw new Error('no answer');
        return 'summed 2\n';
      },
    });
    expect(await r.metrics()).toMatchObject({ status: 200, body: 'summed 2\n' });
    fail = true;
    expect((await r.metrics()).status).toBe(503);
  });
});
