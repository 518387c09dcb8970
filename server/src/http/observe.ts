// Request ids, one JSON log line per request, and Prometheus metrics.
import { subscribe, unsubscribe } from 'node:diagnostics_channel';
import type { Request, RequestHandler, Response } from 'express';
import { Registry, collectDefaultMetrics } from 'prom-client';
import type { Logger } from '../logger.js';
import { newRequestId } from '../util.js';
import type { RouteMatch } from './routes.js';

const SANE_ID = /^[A-Za-z0-9._:-]{1,128}$/;

export interface Metrics {
  registry: Registry;
  duration: RequestDurations;
}

const BUCKETS = [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 10] as const;

interface Series {
  metricName: string;
  labels: Record<string, string | number>;
  sharedLabels?: Record<string, string>;
  value: number;
}

interface Exposed {
  name: string;
  help: string;
  type: 'histogram';
  aggregator: 'sum';
  values: Series[];
}

interface Tally {
  labels: { operation: string; status: string };
  /** Observations per bucket (not cumulative); the last one counts those above every bound. */
  buckets: number[];
  sum: number;
}

/**
 * The request duration histogram, kept by operation and status and exposed in prom-client's form
 * (the same series, text and cluster aggregation as its Histogram). prom-client's Histogram
 * checks the label names and hashes the label object on every observation, a share of a short
 * request's CPU worth saving; here a request finds its tally by two map lookups.
 */
export class RequestDurations {
  readonly name = 'insuite_http_request_duration_seconds';
  readonly help = 'Duration of HTTP requests by operation and status';
  readonly type = 'histogram' as const;
  readonly aggregator = 'sum' as const;
  private tallies = new Map<string, Map<number, Tally>>();

  observe(operation: string, status: number, seconds: number): void {
    let byStatus = this.tallies.get(operation);
    if (!byStatus) this.tallies.set(operation, (byStatus = new Map()));
    let tally = byStatus.get(status);
    if (!tally) {
      tally = {
        labels: { operation, status: String(status) },
        buckets: BUCKETS.map(() => 0).concat(0),
        sum: 0,
      };
      byStatus.set(status, tally);
    }
    let i = 0;
    while (i < BUCKETS.length && seconds > BUCKETS[i]!) i++;
    tally.buckets[i]!++;
    tally.sum += seconds;
  }

  reset(): void {
    this.tallies = new Map();
  }

  /** The series as prom-client's Histogram gives them for text: bucket bounds apart from the labels. */
  getForPromString(): Exposed {
    const values: Series[] = [];
    for (const byStatus of this.tallies.values())
      for (const { labels, buckets, sum } of byStatus.values()) {
        let count = 0;
        BUCKETS.forEach((le, i) => {
          count += buckets[i]!;
          values.push({
            labels: { le },
            sharedLabels: labels,
            value: count,
            metricName: `${this.name}_bucket`,
          });
        });
        count += buckets[BUCKETS.length]!;
        values.push({
          labels: { le: '+Inf' },
          sharedLabels: labels,
          value: count,
          metricName: `${this.name}_bucket`,
        });
        values.push({ labels: {}, sharedLabels: labels, value: sum, metricName: `${this.name}_sum` });
        values.push({ labels: {}, sharedLabels: labels, value: count, metricName: `${this.name}_count` });
      }
    return { name: this.name, help: this.help, type: this.type, aggregator: this.aggregator, values };
  }

  /** The same series with all labels together, as prom-client's Histogram answers get(). */
  get(): Exposed {
    const metric = this.getForPromString();
    return {
      ...metric,
      values: metric.values.map(({ sharedLabels, ...v }) => ({
        ...v,
        labels: { ...v.labels, ...sharedLabels },
      })),
    };
  }
}

export function createMetrics(): Metrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const duration = new RequestDurations();
  registry.registerMetric(duration as never);
  return { registry, duration };
}

export type Answered = (
  req: { method: string; path: string; url: string; headers: Request['headers']; body: unknown },
  status: number,
  seconds: number,
  locals: Record<string, unknown>,
) => void;

/**
 * `redact` takes secrets out of a path before it is logged (a token may be named in one). Each
 * request gets its request id (a sane incoming X-Request-Id, else a new ULID); its duration goes
 * to the metrics, and a line to the log at info level, when its answer has been written. That
 * moment comes from Node's `http.server.response.finish` diagnostics channel, one subscription
 * for the app, rather than a 'finish' listener added to every response; `stop` ends it.
 */
export function observe(
  logger: Logger,
  metrics: Metrics,
  redact: (path: string) => string = (p) => p,
  /** Told of every answer (the test controls' journal), with the path redacted. */
  answered?: Answered,
): RequestHandler & { stop(): void } {
  // Responses of this app carry their start time under this key in their locals (other servers
  // may share the process).
  const key = Symbol('started');
  const finished = (message: unknown) => {
    const { request: req, response: res } = message as { request: Request; response: Response };
    const start = (res.locals as Record<symbol, bigint | undefined> | undefined)?.[key];
    if (start === undefined) return;
    const seconds = Number(process.hrtime.bigint() - start) / 1e9;
    const route = res.locals.route as RouteMatch | undefined;
    const operation = route?.operationId ?? 'unmatched';
    metrics.duration.observe(operation, res.statusCode, seconds);
    answered?.(
      {
        method: req.method,
        path: redact(req.path),
        url: req.originalUrl,
        headers: req.headers,
        body: req.body,
      },
      res.statusCode,
      seconds,
      res.locals,
    );
    if (!logger.isLevelEnabled('info')) return;
    logger.info(
      {
        requestId: res.locals.requestId as string,
        method: req.method,
        path: redact(req.path),
        operationId: operation,
        status: res.statusCode,
        durationMs: Math.round(seconds * 1e4) / 10,
        userId: res.locals.caller?.userId,
      },
      'request',
    );
  };
  subscribe('http.server.response.finish', finished);
  const step: RequestHandler = (req, res, next) => {
    (res.locals as Record<symbol, bigint>)[key] = process.hrtime.bigint();
    const incoming = req.headers['x-request-id'];
    const requestId = typeof incoming === 'string' && SANE_ID.test(incoming) ? incoming : newRequestId();
    res.locals.requestId = requestId;
    res.setHeader('X-Request-Id', requestId);
    next();
  };
  return Object.assign(step, { stop: () => void unsubscribe('http.server.response.finish', finished) });
}
