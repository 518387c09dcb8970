import type { HandlerMap, Schema } from '../http/api-types.js';
import { DEFAULT_COUNT, listReply } from '../shared/paging.js';
import type { PluginLogRecord } from './plugins-store.js';
import type { PluginsRunner } from './plugins-service.js';

type LogOps = 'fetchLogs' | 'fetchLogsList';

const metadata = (log: PluginLogRecord): Schema<'PluginLogsMetadata'> => ({
  locator: log.id,
  pluginType: log.pluginType as Schema<'PluginLogsMetadata'>['pluginType'],
  requestId: log.requestId,
  createdAt: log.createdAt,
  objectReferences: log.objectLocator
    ? [{ locator: log.objectLocator, type: log.objectType ?? 'quote' }]
    : [],
});

export function logsRoutes(plugins: PluginsRunner): HandlerMap<LogOps> {
  return {
    fetchLogsList: async ({ tenant, query }) => {
      const { logs, more } = await plugins.listLogs(tenant.id, {
        requestId: query.requestId,
        objectLocator: query.objectLocator,
        createdAtMin: query.createdAtMin,
        createdAtMax: query.createdAtMax,
        offset: query.offset ?? 0,
        count: query.count ?? DEFAULT_COUNT,
      });
      return {
        status: 200,
        body: listReply({ items: logs.map(metadata), listCompleted: !more }, query.extended),
      };
    },
    fetchLogs: async ({ tenant, params }) => {
      const log = await plugins.fetchLog(tenant.id, params.locator);
      return {
        status: 200,
        body: {
          locator: log.id,
          pluginType: log.pluginType,
          requestId: log.requestId,
          createdAt: log.createdAt,
          ...(log.objectLocator ? { objectLocator: log.objectLocator } : {}),
          outcome: log.outcome,
          log: log.lines.join('\n'),
        },
      };
    },
  };
}
