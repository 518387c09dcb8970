// Each app observes its own responses only, though the moment they finish comes from one channel
// for the whole process; a stopped observer logs nothing more.
import type { AddressInfo } from 'node:net';
import express from 'express';
import { describe, expect, it } from 'vitest';
import { createLogger } from '../logger.js';
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

const settle = () => new Promise((r) => setTimeout(r, 20));

describe('observe', () => {
  it('logs and measures the requests of its own app only, and nothing once stopped', async () => {
    const one: string[] = [];
    const two: string[] = [];
    const a = app(one);
    const b = app(two);
    const id = await get(a.a, '/first', { 'X-Request-Id': 'from-the-caller' });
    await get(b.a, '/second');
    await settle();
    expect(id).toBe('from-the-caller');
    expect(one.map((l) => JSON.parse(l) as { path: string; requestId: string })).toMatchObject([
      { path: '/first', requestId: 'from-the-caller' },
    ]);
    expect(two.map((l) => (JSON.parse(l) as { path: string }).path)).toEqual(['/second']);
    const counted = await a.metrics.registry.getSingleMetricAsString('insuite_http_request_duration_seconds');
    expect(counted).toMatch(/_count\{operation="unmatched",status="200"\} 1/);

    a.step.stop();
    await get(a.a, '/after');
    await settle();
    expect(one).toHaveLength(1);
    b.step.stop();
  });
});
