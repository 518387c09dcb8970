// Lists in creation order while resources are being created: by this server and by a second
// process on the same database, many at a time. A client paging through the list never sees one
// twice and never misses one that was created before it started; what it sees is in creation
// order. Without creation times and ids taken after the newest committed row, a write that took
// its time and id first and committed last lands inside pages already read.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InsuiteClient, Schema } from '@insuite/client';
import { startServer, type TestServer } from '../support/server.js';
import { tenant } from '../support/given.js';
import { secret } from '../support/resources.js';
import { secondProcess, type SecondProcess } from '../support/second-process.js';

let s: TestServer;
let other: SecondProcess;
beforeAll(async () => {
  s = await startServer();
  other = await secondProcess(s);
}, 60_000);
afterAll(async () => {
  await other?.close();
  await s?.close();
});

type Resource = Schema<'ResourceResponse'>;

async function pageThrough(client: InsuiteClient, t: string, count: number): Promise<Resource[]> {
  const seen: Resource[] = [];
  for (let offset = 0; ; offset += count) {
    const page = await client.fetchMultipleResources({ tenantLocator: t, offset, count });
    if (Array.isArray(page)) throw new Error('expected the list record');
    seen.push(...page.items);
    if (page.listCompleted) return seen;
  }
}

describe('paging in creation order while resources are created', () => {
  it('never repeats or skips one, on one process or two', async () => {
    const t = await tenant(s.admin);
    const writers = [s.admin, other.as(s.adminToken)];
    const created = new Set<string>();
    for (let i = 0; i < 10; i++) created.add((await secret(s.admin, t, `before${i}`)).name);

    let writing = true;
    const write = async (w: number) => {
      for (let i = 0; i < 30; i++) {
        const client = writers[(w + i) % writers.length]!;
        const r = await secret(client, t, `w${w}n${i}`);
        created.add(r.name);
      }
    };
    const passes: { before: Set<string>; seen: Resource[] }[] = [];
    const read = async () => {
      while (writing) {
        const before = new Set(created);
        passes.push({ before, seen: await pageThrough(s.admin, t, 3) });
      }
    };
    const reader = read();
    await Promise.all([0, 1, 2, 3, 4, 5].map(write));
    writing = false;
    await reader;
    passes.push({ before: new Set(created), seen: await pageThrough(other.as(s.adminToken), t, 7) });

    expect(passes.length).toBeGreaterThan(1);
    for (const { before, seen } of passes) {
      const names = seen.map((r) => r.name);
      // Never one twice.
      expect(names.length).toBe(new Set(names).size);
      // Never one missed that was answered before this pass began.
      expect([...before].filter((n) => !names.includes(n))).toEqual([]);
    }
    // The last pass holds every resource, in the order of their creation times.
    const last = passes.at(-1)!.seen;
    expect(last.length).toBe(10 + 6 * 30);
    const times = last.map((r) => r.createdAt);
    expect(times).toEqual([...times].sort());
  }, 120_000);
});
