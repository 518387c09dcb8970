import express from 'express';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { createLogger } from '../logger.js';
import { problemHandler } from './problem.js';

/** The answer of an app whose one route fails with `err`. */
async function answerTo(err: unknown): Promise<Response> {
  const app = express();
  app.get('/', () => {
    throw err;
  });
  app.use(problemHandler(createLogger({ logLevel: 'silent' })));
  const server = app.listen(0, '127.0.0.1');
  await new Promise((ready) => server.once('listening', ready));
  try {
    return await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`);
  } finally {
    server.close();
  }
}

describe('the problem handler', () => {
  it.each(['SQLITE_BUSY', 'SQLITE_BUSY_SNAPSHOT', '40P01', '40001'])(
    'answers a database too busy to write (%s) 503 with Retry-After',
    async (code) => {
      const res = await answerTo(Object.assign(new Error('database is locked'), { code }));
      expect({
        status: res.status,
        retryAfter: res.headers.get('retry-after'),
        code: ((await res.json()) as { code: string }).code,
      }).toEqual({ status: 503, retryAfter: '1', code: 'SERVICE_UNAVAILABLE' });
    },
  );

  it('answers anything else unexpected 500', async () => {
    const res = await answerTo(Object.assign(new Error('disk I/O error'), { code: 'SQLITE_IOERR' }));
    expect(res.status).toBe(500);
    expect(res.headers.get('retry-after')).toBeNull();
  });
});
