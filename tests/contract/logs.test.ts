import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startServer, type TestServer } from '../support/server.js';
import { tenant, token } from '../support/given.js';
import { failure } from '../support/failure.js';

const lines: string[] = [];
let s: TestServer;
beforeAll(async () => {
  s = await startServer({ logLines: lines });
});
afterAll(() => s.close());

const requestLines = () =>
  lines.map((l) => JSON.parse(l) as Record<string, unknown>).filter((l) => l.msg === 'request');

describe('request logs', () => {
  it('one JSON line per request with id, operation, status and duration; never a token', async () => {
    const t = await tenant(s.admin);
    const secret = await token(s.admin, ['resource-groups.read']);
    await failure(s.as(secret).fetchResourceGroups({ tenantLocator: t }));
    // A line is written once the response has finished, which may be after the caller has read it.
    await vi.waitFor(() => expect(requestLines()).toHaveLength(3));
    const logged = requestLines();
    expect(logged.map((l) => [l.operationId, l.status])).toEqual([
      ['createTenant', 200],
      ['createAuthToken', 200],
      ['fetchResourceGroups', 403],
    ]);
    for (const l of logged) {
      expect(l.requestId).toMatch(/^[0-9A-Z]{26}$/);
      expect(typeof l.durationMs).toBe('number');
      expect(l.method).toMatch(/^(GET|POST)$/);
    }
    const all = lines.join('\n');
    expect(all).not.toContain(secret);
    expect(all).not.toContain(s.adminToken);
  });
});
