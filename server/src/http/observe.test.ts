// Each app observes its own responses only, though the moment they finish comes from one channel
// for the whole process; a stopped observer logs nothing more.
import type { AddressInfo } from 'node:net';
import express from 'express';
import { describe, expect, it, vi } from 'vitest';
import { Histogram, Registry } from 'prom-client';
import { decodeTime, isValid } from 'ulid';
import { createLogger } from '../logger.js';
import { newRequestId } from '../util.js';
import { createMetrics, observe } from './observe.js';

function app(lines: string[]) {
  const logger = createLogger({ logLevel: 'info' }, { write: (l: string) => void lines.push(l) });
  const metrics = createMetrics();
  const step = observe(logger, metrics);
  const a = express();
  a.use(step, (_q, s) => void s.json({ ok: true }));
  return { a, step, metrics };
}

async function get(a: express.Express, path: string, headers: Record<string, string> = {}) {
  const server = a.listen(0, '127.0.0.1');
  await new Promise((r) => server.once('listening', r));
  try {
    const r = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}${path}`, { headers });
    await r.text();
    return r.headers.get('x-request-id');
  } finally {
    server.close();
  }
}

describe('observe', () => {
  it('logs and measures the requests of its own app only, and nothing once stopped', async () => {
    const one: string[] = [];
    const two: string[] = [];
    const a = app(one);
    const b = app(two);
    const id = await get(a.a, '/first', { 'X-Request-Id': 'from-the-caller' });
    await get(b.a, '/second');
    // A line is written once the response has finished, which may be after the caller has read it.
    await vi.waitFor(() => expect([one.length, two.length]).toEqual([1, 1]));
    expect(id).toBe('from-the-caller');
    expect(one.map((l) => JSON.parse(l) as { path: string; requestId: string })).toMatchObject([
      { path: '/first', requestId: 'from-the-caller' },
    ]);
    expect(two.map((l) => (JSON.parse(l) as { path: string }).path)).toEqual(['/second']);
    const counted = await a.metrics.registry.getSingleMetricAsString('insuite_http_request_duration_seconds');
    expect(counted).toMatch(/_count\{operation="unmatched",status="200"\} 1/);

    a.step.stop();
    await get(a.a, '/after');
    // Once the other app has logged a request made after /after, a line for /after would be there.
    await get(b.a, '/later');
    await vi.waitFor(() => expect(two).toHaveLength(2));
    expect(one).toHaveLength(1);
    b.step.stop();
  });
});

describe('RequestDurations', () => {
  it("exposes what prom-client's Histogram exposes for the same observations, as text and as JSON", async () => {
    const ours = createMetrics();
    const theirs = new Registry();
    const histogram = new Histogram({
      name: 'insuite_http_request_duration_seconds',
      help: 'Duration of HTTP requests by operation and status',
      labelNames: ['operation', 'status'],
      buckets: [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 10],
      registers: [theirs],
    });
    const seen: [string, number, number][] = [
      ['getHealth', 200, 0.0004],
      ['getHealth', 200, 0.001],
      ['getHealth', 503, 0.02],
      ['fetchResourceGroup', 404, 12],
      ['fetchResourceGroup', 200, 0.3],
      ['unmatched', 404, 0.0051],
    ];
    for (const [operation, status, seconds] of seen) {
      ours.duration.observe(operation, status, seconds);
      histogram.observe({ operation, status: String(status) }, seconds);
    }
    const name = 'insuite_http_request_duration_seconds';
    expect(await ours.registry.getSingleMetricAsString(name)).toBe(
      await theirs.getSingleMetricAsString(name),
    );
    // Exemplars (off here) are the one difference: prom-client lists them as null.
    const json = async (r: Registry) => {
      const metric = (await r.getMetricsAsJSON()).find((m) => m.name === name)!;
      return {
        ...metric,
        values: metric.values.map((v) => ({ ...v, exemplar: undefined })),
      };
    };
    expect(await json(ours.registry)).toEqual(await json(theirs));
    ours.duration.reset();
    expect(await ours.registry.getSingleMetricAsString(name)).not.toContain('getHealth');
  });
});

describe('newRequestId', () => {
  it('makes distinct ULIDs of the current time', () => {
    const before = Date.now();
    const ids = Array.from({ length: 5000 }, () => newRequestId());
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids.slice(0, 50)) {
      expect(isValid(id)).toBe(true);
      expect(decodeTime(id)).toBeGreaterThanOrEqual(before);
      expect(decodeTime(id)).toBeLessThanOrEqual(Date.now());
    }
  });
});
