import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { createWorkerPool } from './worker-pool.js';

// An entry that says whether its thread was warmed up before the task it answers.
const dir = mkdtempSync(join(tmpdir(), 'insuite-pool-'));
const entry = pathToFileURL(join(dir, 'entry.mjs'));
writeFileSync(
  entry,
  `import { threadId } from 'node:worker_threads';
let warmed = false;
export function warmUp() { warmed = true; }
export default () => ({ threadId, warmed });
`,
);
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('worker pool warm-up', () => {
  it('starts a thread whose entry answers warmUp, and the first task runs there', async () => {
    const pool = createWorkerPool<null, { threadId: number; warmed: boolean }>({ entry, threads: 1 });
    pool.warmUp();
    const first = await pool.run(null);
    expect(first.warmed).toBe(true);
    // A thread is running: another warm-up starts nothing, the next task meets the same thread.
    pool.warmUp();
    expect(await pool.run(null)).toEqual(first);
    await pool.close();
  });

  it('without a warm-up the first task starts the thread; after close a warm-up is a no-op', async () => {
    const pool = createWorkerPool<null, { threadId: number; warmed: boolean }>({ entry, threads: 1 });
    expect((await pool.run(null)).warmed).toBe(false);
    await pool.close();
    pool.warmUp();
    await expect(pool.run(null)).rejects.toThrow(/closed/);
  });
});
