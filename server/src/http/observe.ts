// Request ids, one JSON log line per request, and Prometheus metrics.
import { subscribe, unsubscribe } from 'node:diagnostics_channel';
import type { Request, RequestHandler, Response } from 'express';
import { Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import type { Logger } from '../logger.js';
import { newUlid } from '../util.js';
import type { RouteMatch } from './routes.js';

const SANE_ID = /^[A-Za-z0-9._:-]{1,128}$/;

export interface Metrics {
  registry: Registry;
  duration: Histogram<'operation' | 'status'>;
}

export function createMetrics(): Metrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const duration = new Histogram({
    name: 'insuite_http_request_duration_seconds',
    help: 'Duration of HTTP requests by operation and status',
    labelNames: ['operation', 'status'] as const,
    buckets: [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 10],
    registers: [registry],
  });
  return { registry, duration };
}

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
    metrics.duration.observe({ operation, status: String(res.statusCode) }, seconds);
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
    const requestId = typeof incoming === 'string' && SANE_ID.test(incoming) ? incoming : newUlid();
    res.locals.requestId = requestId;
    res.setHeader('X-Request-Id', requestId);
    next();
  };
  return Object.assign(step, { stop: () => void unsubscribe('http.server.response.finish', finished) });
}
