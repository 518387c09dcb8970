import { EventEmitter } from 'node:events';
import type { Worker } from 'node:cluster';
import { describe, expect, it } from 'vitest';
import { runPrimary, type PrimaryOptions } from './cluster.js';
import { createLogger } from './logger.js';

/**
 * node:cluster as the primary sees it, with workers whose process exits before their IPC channel
 * closes: Node emits the cluster's 'exit' while the worker is still in `cluster.workers`, and
 * removes it only at its 'disconnect'.
 */
function fakeCluster() {
  const events = new EventEmitter();
  const workers: Record<number, Worker> = {};
  const signals: string[] = [];
  let next = 1;
  const fork = () => {
    const id = next++;
    let dead = false;
    const w = Object.assign(new EventEmitter(), {
      id,
      process: { pid: 1000 + id, kill: (signal: string) => void signals.push(`${id}:${signal}`) },
      isConnected: () => !dead,
      isDead: () => dead,
      send: () => true,
    }) as unknown as Worker;
    workers[id] = w;
    return Object.assign(w, {
      exitBeforeDisconnect(code: number) {
        dead = true;
        events.emit('exit', w, code, null);
        delete workers[id];
        events.emit('disconnect', w);
      },
    });
  };
  const cluster = {
    fork,
    workers,
    on: (event: string, listener: Parameters<EventEmitter['on']>[1]) => events.on(event, listener),
  } as unknown as NonNullable<PrimaryOptions['cluster']>;
  return { cluster, workers, signals };
}

describe('the primary', () => {
  it("exits once every worker has exited after SIGTERM, even when a worker's exit comes before its disconnect", () => {
    const fake = fakeCluster();
    const exits: number[] = [];
    const primary = runPrimary({
      workers: 2,
      logger: createLogger({ logLevel: 'silent' }),
      cluster: fake.cluster,
      exit: (code) => void exits.push(code),
    });
    const [a, b] = Object.values(fake.workers) as unknown as {
      exitBeforeDisconnect(code: number): void;
    }[];
    primary.stop({ signal: 'SIGTERM' });
    expect(fake.signals).toEqual(['1:SIGTERM', '2:SIGTERM']);
    a!.exitBeforeDisconnect(0);
    expect(exits).toEqual([]);
    b!.exitBeforeDisconnect(0);
    expect(exits).toEqual([0]);
  });
});
