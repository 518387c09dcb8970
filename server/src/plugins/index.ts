import type { AreaDeps } from '../area.js';
import type { TenantsService } from '../tenants/tenants-service.js';
import { compilerUser, warmUpCompiler } from './compile.js';
import { logsRoutes } from './logs-routes.js';
import { createPluginsService } from './plugins-service.js';
import { compileResultChecks } from './results.js';
import type { PluginsService } from './types.js';

export type {
  PluginInput,
  PluginStep,
  PluginsService,
  PluginTables,
  RateResult,
  ResolvedTable,
  StepResults,
  UnderwriteResult,
  ValidateResult,
} from './types.js';
export type { PluginsRunner } from './plugins-service.js';

/** What plugins are built on: tenants (their current configuration). */
export interface PluginsNeeds {
  tenants: TenantsService;
}

/** Tenants' plugins: compiled at deploy, run in a sandbox per tenant, and their logs. */
export function pluginsArea(deps: AreaDeps, needs: PluginsNeeds) {
  const { settings: s } = deps;
  const plugins = createPluginsService({
    db: deps.db,
    reads: deps.reads,
    clock: deps.clock,
    ids: deps.ids,
    logger: deps.logger,
    tenants: needs.tenants,
    limits: {
      cpuMs: s.pluginCpuMs,
      memoryBytes: s.pluginMemoryBytes,
      tableCalls: s.pluginTableCalls,
      logLines: s.pluginLogLines,
      logLineChars: s.pluginLogLineChars,
      resultChars: s.pluginResultChars,
      tenantsKept: s.pluginTenantsKept,
      logsKept: s.pluginLogsKept,
      threads: s.pluginThreads,
      tenantCalls: s.pluginTenantCalls,
      tenantQueue: s.pluginTenantQueue,
      overruns: s.pluginOverruns,
      cooldownMs: s.pluginCooldownMs,
    },
  });
  deps.onClose(() => plugins.close());
  deps.onWarmUp(warmUpCompiler);
  deps.onWarmUp(compileResultChecks);
  deps.onClose(compilerUser());
  const service: PluginsService = plugins;
  return { handlers: logsRoutes(plugins), services: { plugins, service } };
}
