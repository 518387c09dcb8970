import { describe, expect, it } from 'vitest';
import { serialRuns } from './serial-runs.js';

describe('serialRuns', () => {
  it('starts a run only once the one before it is over, hands failures to its handler, and idles after the last', async () => {
    const order: string[] = [];
    const failures: unknown[] = [];
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    const runs = serialRuns(
      async (only) => {
        order.push(`start ${only}`);
        if (only === 'a') await held;
        if (only === 'b') throw new Error('b failed');
        order.push(`end ${only}`);
      },
      (e) => failures.push(e),
    );

    const a = runs.run('a');
    const b = runs.run('b');
    const c = runs.run('c');
    await Promise.resolve();
    expect(order).toEqual(['start a']);
    release();
    await expect(Promise.all([a, b, c])).resolves.toEqual([undefined, undefined, undefined]);
    await runs.idle();
    expect(order).toEqual(['start a', 'end a', 'start b', 'start c', 'end c']);
    expect(failures).toEqual([new Error('b failed')]);
  });
});
