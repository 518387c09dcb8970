import type { Db } from '../db/knex.js';
import { AppError } from '../errors.js';
import type { HandlerMap } from '../http/api-types.js';
import type { Metrics } from '../http/observe.js';

type SystemOps = 'getHealth' | 'getReadiness' | 'getMetrics' | 'getOpenApiSpec' | 'getApiDocs';

export function systemRoutes(deps: {
  db: Db;
  metrics: Metrics;
  specText: string;
  docsHtml: string;
}): HandlerMap<SystemOps> {
  return {
    getHealth: async () => ({ status: 200, body: { status: 'ok' } }),
    getReadiness: async () => {
      try {
        await deps.db.raw('select 1');
      } catch {
        throw new AppError(503, 'SERVICE_UNAVAILABLE', 'The database does not answer');
      }
      return { status: 200, body: { status: 'ok' } };
    },
    getMetrics: async () => ({
      status: 200,
      body: await deps.metrics.registry.metrics(),
      contentType: deps.metrics.registry.contentType,
    }),
    getOpenApiSpec: async () => ({ status: 200, body: deps.specText, contentType: 'application/yaml' }),
    getApiDocs: async () => ({ status: 200, body: deps.docsHtml, contentType: 'text/html; charset=utf-8' }),
  };
}
