// SQLite (WAL) copies its log back into the database file, a checkpoint, on the commit that takes
// the log past its threshold, on the committing connection. With a synchronous driver that is the
// event loop, stopped for the copy and its fsync under a steady write load, which every request
// in flight waits out. Here a worker thread with a connection of its own makes
// passive checkpoints instead (they never block readers or writers), and the server's connections
// get a far higher threshold of their own, kept only as a safety net (for a process without the
// worker, or a worker that falls far behind).
import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';
import { isPostgres, type Db } from './knex.js';
import { sqliteDriverPackage } from './sqlite-driver.js';

/** How often the worker checkpoints; a checkpoint with nothing to copy costs a few microseconds. */
const INTERVAL_MS = 200;

const WORKER = `
const { parentPort, workerData } = require('node:worker_threads');
const Database = require(workerData.driver);
const conn = new Database(workerData.filename);
conn.pragma('busy_timeout = 5000');
const checkpoint = () => {
  try {
    conn.pragma('wal_checkpoint(PASSIVE)');
  } catch (err) {
    parentPort.postMessage({ error: String(err && err.message || err) });
  }
};
const timer = setInterval(checkpoint, workerData.intervalMs);
parentPort.on('message', () => {
  clearInterval(timer);
  checkpoint();
  conn.close();
  parentPort.close();
});
`;

export interface Checkpoints {
  stop(): Promise<void>;
}

/** Starts background checkpoints for a SQLite database (nothing to do on PostgreSQL). */
export function startCheckpoints(db: Db, onError: (message: string) => void): Checkpoints {
  if (isPostgres(db)) return { stop: async () => {} };
  const filename = (db.client.config.connection as { filename: string }).filename;
  const driver = createRequire(import.meta.url).resolve(sqliteDriverPackage);
  const worker = new Worker(WORKER, {
    eval: true,
    workerData: { driver, filename, intervalMs: INTERVAL_MS },
  });
  worker.unref();
  worker.on('message', (m: { error?: string }) => m.error && onError(m.error));
  worker.on('error', (err) => onError(err.message));
  const exited = new Promise<void>((resolve) => worker.once('exit', () => resolve()));
  return {
    async stop() {
      worker.postMessage('stop');
      await exited;
    },
  };
}
