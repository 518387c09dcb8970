import type { Db } from '../db/knex.js';
import { AppError } from '../errors.js';
import type { HandlerMap } from '../http/api-types.js';
import type { Metrics } from '../http/observe.js';
import { CONSOLE_CSP, loadConsoleFiles, renderConsolePage, type ConsoleFiles } from './console-page.js';
import { readRedocBundle, renderDocsPage, type DocsPage, type OpenApiDoc } from './docs-page.js';
import { markNotBuilt } from './not-built.js';
import { JsonText } from '../shared/json-text.js';
import { yaml } from '../shared/yaml.js';

type SystemOps =
  | 'getRoot'
  | 'getHealth'
  | 'getReadiness'
  | 'getMetrics'
  | 'getOpenApiSpec'
  | 'getOpenApiJson'
  | 'getApiDocs'
  | 'getApiDocsScript'
  | 'getConsole'
  | 'getConsoleScript'
  | 'getConsoleStyles';

// The contract and the page are public (they hold no tenant data) and change only with a release.
const CACHE = { 'Cache-Control': 'public, max-age=300' };
const NO_CACHE = { 'Cache-Control': 'no-cache', 'X-Content-Type-Options': 'nosniff' };

/** The liveness probe's one answer. */
const HEALTHY = {
  status: 200,
  body: new JsonText<{ status: 'ok' }>(JSON.stringify({ status: 'ok' })),
} as const;

export function systemRoutes(deps: {
  db: Db;
  metrics: Metrics;
  specText: string;
  /** In a worker of several processes: ready when every worker is, metrics of all workers. */
  cluster?: { allReady(): boolean; metrics(): Promise<string> };
  /** Operations registered as not built yet: the served contract badges them. */
  notBuilt: ReadonlySet<string>;
  /** Operations this server does not offer (the test controls where they are off): left out. */
  hidden?: ReadonlySet<string>;
}): HandlerMap<SystemOps> {
  // Built on first use: most servers never show the page.
  let served: string | undefined;
  const specText = () => (served ??= markNotBuilt(deps.specText, deps.notBuilt, deps.hidden));
  let spec: OpenApiDoc | undefined;
  let specJson: string | undefined;
  let docs: DocsPage | undefined;
  let script: string | undefined;
  let consoleFiles: Promise<ConsoleFiles> | undefined;
  const consoleFile = async (which: keyof ConsoleFiles) => {
    consoleFiles ??= loadConsoleFiles();
    consoleFiles.catch(() => (consoleFiles = undefined));
    return (await consoleFiles)[which];
  };
  const contract = () => (spec ??= yaml().parse(specText()) as OpenApiDoc);
  return {
    getRoot: async () => ({
      status: 200,
      body: {
        name: contract().info.title,
        version: contract().info.version,
        docs: '/docs',
        console: '/console',
        openapi: '/openapi.yaml',
        health: '/healthz',
      },
    }),
    // Answered at once with its kept text: a liveness probe is asked often, and dispatch writes a
    // reply given at once in the same turn.
    getHealth: () => HEALTHY,
    getReadiness: async () => {
      try {
        await deps.db.raw('select 1');
      } catch {
        throw new AppError(503, 'SERVICE_UNAVAILABLE', 'The database does not answer');
      }
      // A load balancer sees one address for all workers: ready only when every one of them is
      // (the primary's view, cluster.ts), so that a worker being replaced takes the machine out.
      if (deps.cluster && !deps.cluster.allReady()) {
        throw new AppError(503, 'SERVICE_UNAVAILABLE', 'Not every server process is ready');
      }
      return { status: 200, body: { status: 'ok' } };
    },
    getMetrics: async () => {
      if (!deps.cluster) {
        return {
          status: 200,
          body: await deps.metrics.registry.metrics(),
          contentType: deps.metrics.registry.contentType,
        };
      }
      // Every worker's metrics, summed by the primary: whichever worker answers, the same series.
      let body: string;
      try {
        body = await deps.cluster.metrics();
      } catch {
        throw new AppError(
          503,
          'SERVICE_UNAVAILABLE',
          'The metrics of every server process could not be collected',
        );
      }
      return { status: 200, body, contentType: deps.metrics.registry.contentType };
    },
    getOpenApiSpec: async () => ({
      status: 200,
      body: specText(),
      contentType: 'text/yaml; charset=utf-8',
      headers: CACHE,
    }),
    // Sent as text so that the response validator does not check the contract against itself.
    getOpenApiJson: async () => ({
      status: 200,
      body: (specJson ??= JSON.stringify(contract())) as never,
      contentType: 'application/json; charset=utf-8',
      headers: CACHE,
    }),
    getApiDocs: async () => {
      docs ??= renderDocsPage(contract());
      return {
        status: 200,
        body: docs.html,
        contentType: 'text/html; charset=utf-8',
        headers: { ...CACHE, 'Content-Security-Policy': docs.contentSecurityPolicy },
      };
    },
    getApiDocsScript: async () => ({
      status: 200,
      body: (script ??= readRedocBundle()),
      contentType: 'text/javascript; charset=utf-8',
      headers: { 'Cache-Control': 'public, max-age=86400' },
    }),
    // The console's page and files are revalidated on every load, so that an upgraded server's
    // page never runs an older script.
    getConsole: async () => ({
      status: 200,
      body: renderConsolePage(contract().info.title),
      contentType: 'text/html; charset=utf-8',
      headers: { ...NO_CACHE, 'Content-Security-Policy': CONSOLE_CSP },
    }),
    getConsoleScript: async () => ({
      status: 200,
      body: await consoleFile('script'),
      contentType: 'text/javascript; charset=utf-8',
      headers: NO_CACHE,
    }),
    getConsoleStyles: async () => ({
      status: 200,
      body: await consoleFile('styles'),
      contentType: 'text/css; charset=utf-8',
      headers: NO_CACHE,
    }),
  };
}
