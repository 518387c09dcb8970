// Request ids, one JSON log line per request, and Prometheus metrics.
import type { RequestHandler } from 'express';
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

/** `redact` takes secrets out of a path before it is logged (a token may be named in one). */
export function observe(
  logger: Logger,
  metrics: Metrics,
  redact: (path: string) => string = (p) => p,
): RequestHandler {
  return (req, res, next) => {
    const start = process.hrtime.bigint();
    const incoming = req.headers['x-request-id'];
    const requestId = typeof incoming === 'string' && SANE_ID.test(incoming) ? incoming : newUlid();
    res.locals.requestId = requestId;
    res.setHeader('X-Request-Id', requestId);
    res.on('finish', () => {
      const seconds = Number(process.hrtime.bigint() - start) / 1e9;
      const route = res.locals.route as RouteMatch | undefined;
      const operation = route?.operationId ?? 'unmatched';
      metrics.duration.observe({ operation, status: String(res.statusCode) }, seconds);
      // The line (and the redaction of its path) is only made when it will be written.
      if (!logger.isLevelEnabled('info')) return;
      // Path without the query string; query values may hold names a caller considers private.
      logger.info(
        {
          requestId,
          method: req.method,
          path: redact(req.path),
          operationId: operation,
          status: res.statusCode,
          durationMs: Math.round(seconds * 1e4) / 10,
          userId: res.locals.caller?.userId,
        },
        'request',
      );
    });
    next();
  };
}
