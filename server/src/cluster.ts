// Several server processes on one machine (INSUITE_PROCESSES, insuite serve --processes): a
// primary that prepares the database once, then runs that many workers with node:cluster, each a
// whole server sharing the listening port. Everything a request needs to be exact across workers
// is in the database (ARCHITECTURE.md, Scaling); what goes between the primary and its workers
// over IPC is only readiness, the metrics of all workers and the order to stop.
import cluster, { type Worker } from 'node:cluster';
import { AggregatorRegistry, type Registry } from 'prom-client';
import type { Logger } from './logger.js';

/** Messages between the primary and its workers; every one has `insuite`. */
type Message =
  | { insuite: 'ready' }
  | { insuite: 'all-ready'; value: boolean }
  | { insuite: 'metrics'; id: number }
  | { insuite: 'metrics-answer'; id: number; text?: string; error?: string };

const isMessage = (m: unknown): m is Message =>
  typeof m === 'object' && m !== null && typeof (m as { insuite?: unknown }).insuite === 'string';

/** What a worker's application uses of the cluster (app.ts, system routes). */
export interface ClusterLink {
  /** The worker's number (1, 2, ... as the primary forked them; a replacement gets a new one). */
  worker: number;
  /** True when every worker of the primary is ready to answer (the primary's view). */
  allReady(): boolean;
  /** The metrics of every worker, summed by the primary (prom-client's AggregatorRegistry). */
  metrics(): Promise<string>;
  /** Makes this worker's registry the one the primary collects. */
  shareMetrics(registry: Registry): void;
  /** Tells the primary that this worker listens. */
  announceReady(): void;
}

/** How long a worker waits for the primary's metrics before answering 503. */
const METRICS_WAIT_MS = 10_000;

/** The link of a cluster worker to its primary; undefined in a process that is not a worker. */
export function workerLink(): ClusterLink | undefined {
  if (!cluster.isWorker || !cluster.worker) return undefined;
  let allReady = false;
  let nextId = 0;
  const waiting = new Map<number, { done(text: string): void; fail(err: Error): void }>();
  process.on('message', (m: unknown) => {
    if (!isMessage(m)) return;
    if (m.insuite === 'all-ready') allReady = m.value;
    if (m.insuite === 'metrics-answer') {
      const w = waiting.get(m.id);
      waiting.delete(m.id);
      if (m.text !== undefined) w?.done(m.text);
      else w?.fail(new Error(m.error ?? 'no metrics'));
    }
  });
  const send = (m: Message) => {
    if (process.connected) process.send?.(m);
  };
  return {
    worker: cluster.worker.id,
    allReady: () => allReady,
    metrics: () =>
      new Promise<string>((done, fail) => {
        const id = nextId++;
        const timer = setTimeout(() => {
          waiting.delete(id);
          fail(new Error('the primary did not answer with the metrics'));
        }, METRICS_WAIT_MS);
        waiting.set(id, {
          done: (text) => (clearTimeout(timer), done(text)),
          fail: (err) => (clearTimeout(timer), fail(err)),
        });
        send({ insuite: 'metrics', id });
      }),
    shareMetrics: (registry) => {
      // Constructing one installs prom-client's answer to the primary's requests in this worker.
      new AggregatorRegistry();
      AggregatorRegistry.setRegistries([registry]);
    },
    announceReady: () => send({ insuite: 'ready' }),
  };
}

export interface PrimaryOptions {
  workers: number;
  logger: Logger;
  /** First wait before a dead worker is replaced; doubled for each quick death, up to maxDelayMs. */
  restartDelayMs?: number;
  maxDelayMs?: number;
  /** Workers in a row that die before they are ready, after which the primary gives up (exit 1). */
  startFailures?: number;
  /** node:cluster, and how the primary ends (tests hand in their own). */
  cluster?: Pick<typeof cluster, 'fork' | 'workers' | 'on'>;
  exit?: (code: number) => void;
}

/** A worker that lived this long before dying is replaced after the first delay again. */
const STEADY_MS = 30_000;
/** How long the primary waits for its workers to drain on SIGTERM before killing them. */
const DRAIN_MS = 15_000;

/**
 * Runs the primary: forks `workers` workers, replaces one that dies (after a back-off, with a
 * line saying why), tells the workers whether all of them are ready, answers their requests for
 * the metrics of all, and on SIGTERM or SIGINT (or when the process that started it is gone)
 * passes SIGTERM to each worker, waits for all to drain and exits 0. When workers keep dying
 * before they are ready it stops the others and exits 1.
 */
export function runPrimary(opts: PrimaryOptions): { stop(why: object): void } {
  const { logger } = opts;
  const nodes = opts.cluster ?? cluster;
  const exit = opts.exit ?? ((code: number) => process.exit(code));
  const firstDelay = opts.restartDelayMs ?? 250;
  const maxDelay = opts.maxDelayMs ?? 10_000;
  const giveUpAfter = opts.startFailures ?? 3;
  const aggregator = new AggregatorRegistry();
  const ready = new Set<number>();
  const started = new Map<number, number>();
  let delay = firstDelay;
  let failedStarts = 0;
  let stopping = false;
  let exitCode = 0;
  let announced: boolean | undefined;
  let finished = false;

  const live = (): Worker[] => Object.values(nodes.workers ?? {}).filter((w): w is Worker => !!w);
  const tell = (w: Worker, m: Message) => {
    if (w.isConnected()) w.send(m);
  };
  const announce = (force = false) => {
    const value = !stopping && ready.size === opts.workers;
    if (value === announced && !force) return;
    announced = value;
    for (const w of live()) tell(w, { insuite: 'all-ready', value });
  };

  const fork = () => {
    if (stopping) return;
    const w = nodes.fork();
    started.set(w.id, Date.now());
    w.on('message', (m: unknown) => {
      if (!isMessage(m)) return;
      if (m.insuite === 'ready') {
        ready.add(w.id);
        failedStarts = 0;
        announce(true);
      }
      if (m.insuite === 'metrics') {
        aggregator.clusterMetrics().then(
          (text) => tell(w, { insuite: 'metrics-answer', id: m.id, text }),
          (err: Error) => tell(w, { insuite: 'metrics-answer', id: m.id, error: err.message }),
        );
      }
    });
  };

  const finish = () => {
    // A worker whose process exited before its IPC channel closed stays in cluster.workers until
    // its 'disconnect', which may come after its 'exit': dead is what counts.
    if (finished || live().some((w) => !w.isDead())) return;
    finished = true;
    logger.info({ exitCode }, 'every worker has stopped');
    exit(exitCode);
  };

  nodes.on('exit', (w, code, signal) => {
    const wasReady = ready.delete(w.id);
    const lived = Date.now() - (started.get(w.id) ?? Date.now());
    started.delete(w.id);
    if (stopping) {
      if (code !== 0 && exitCode === 0 && !signal) exitCode = 1;
      finish();
      return;
    }
    announce();
    const how = signal ? `was killed by ${signal}` : `exited with code ${code}`;
    if (!wasReady) failedStarts++;
    if (failedStarts >= giveUpAfter) {
      logger.fatal(
        { worker: w.id, pid: w.process.pid, code, signal, failedStarts },
        `worker ${w.id} ${how} before it was ready, ${failedStarts} workers in a row: giving up`,
      );
      exitCode = 1;
      stop({ reason: 'workers keep dying at start' });
      return;
    }
    delay = lived >= STEADY_MS ? firstDelay : delay;
    logger.error(
      { worker: w.id, pid: w.process.pid, code, signal, ready: wasReady, restartInMs: delay },
      `worker ${w.id} ${how}${wasReady ? '' : ' before it was ready'}; starting another in ${delay} ms`,
    );
    setTimeout(fork, delay);
    delay = Math.min(delay * 2, maxDelay);
  });

  const stop = (why: object) => {
    if (stopping) return;
    stopping = true;
    logger.info({ ...why, workers: live().length }, 'shutting down: draining every worker');
    announce();
    for (const w of live()) w.process.kill('SIGTERM');
    setTimeout(() => {
      for (const w of live()) w.process.kill('SIGKILL');
      exitCode = 1;
    }, DRAIN_MS).unref();
    finish();
  };

  logger.info({ workers: opts.workers }, `starting ${opts.workers} workers`);
  for (let i = 0; i < opts.workers; i++) fork();
  return { stop };
}
