// createApp builds the Express application from its dependencies without listening, so tests and
// main.ts build exactly the same thing.
import { readFileSync } from 'node:fs';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import express, { type Express } from 'express';
import type { Settings } from './settings.js';
import type { ClusterLink } from './cluster.js';
import type { Db } from './db/knex.js';
import { startCheckpoints } from './db/checkpoints.js';
import { createHotReads } from './db/hot-reads.js';
import { buildAreas } from './handlers.js';
import { afterRefusal, bodyLimits, largestBody, stopIfRefused } from './http/body-limits.js';
import { contractChecks } from './http/checks.js';
import { cors } from './http/cors.js';
import { dispatch } from './http/dispatch.js';
import { gate } from './http/gate.js';
import { parsers, refuseDeepJson, refuseNul, requireBody } from './http/parsers.js';
import { pipeline } from './http/pipeline.js';
import { handleDirectly, listenWithAppPrototypes } from './patches/express.js';
import { createMetrics, observe } from './http/observe.js';
import { problemHandler, sendProblem } from './http/problem.js';
import { configurationBodiesToDeploy, responseSteps, validator } from './http/validator.js';
import { redactTokens } from './identity/token-values.js';
import type { Logger } from './logger.js';
import { createSecretBox, loadMasterKey } from './shared/secret-box.js';
import { defaultIds, systemClock, type Clock, type Ids } from './util.js';
import { SPEC_PATH } from './contract-file.js';
import { controlledClock } from './test-controls/clock.js';
import { operations } from '../../generated/operations.js';

export { SPEC_PATH };

export interface AppDeps {
  settings: Settings;
  db: Db;
  logger: Logger;
  clock?: Clock;
  ids?: Ids;
  /** In a worker of several processes (cluster.ts): readiness and metrics of all workers. */
  cluster?: ClusterLink;
}

const MB = 1024 * 1024;

/**
 * The application; close() stops what it started besides the listener (worker threads), and
 * warmUp() starts what a first deploy or a first price would otherwise wait for (a table worker
 * thread, the plugin compiler, the plugin results' checks), for a process that has a moment now.
 */
export type App = Express & { close(): Promise<void>; warmUp(): void };

/**
 * Keeps idle connections open longer than clients and load balancers keep theirs (Node's 5 s
 * would not; 60 s is a common idle timeout), so that the client closes one first: a request sent
 * on a connection the server is closing meets a reset it cannot tell from a lost request. The
 * `Keep-Alive: timeout=65` header tells clients that read it how long they may keep one.
 */
export function keepIdleConnections(server: Server): void {
  server.keepAliveTimeout = 65_000;
}

/**
 * Warms the app up once its server's first answer is out: before, it would compete with that
 * answer; after, it runs while the caller reads it. `stopped` says the server was closed meanwhile.
 */
export function warmUpAfterFirstAnswer(server: Server, app: App, stopped: () => boolean): void {
  server.once('request', (_req: IncomingMessage, res: ServerResponse) =>
    res.once('finish', () => setImmediate(() => stopped() || app.warmUp())),
  );
}

// The validator's steps, made once per process for each set of options: express-openapi-validator
// reads, dereferences and compiles the contract for every instance, most of the time a new app
// takes to answer, and its steps keep nothing of the app that made them. A process that makes
// several apps (the test harness, @insuite/server/testing; the test suite) pays it once.
const validators = new Map<string, ReturnType<typeof validator>>();
function sharedValidator(opts: Parameters<typeof validator>[0]): ReturnType<typeof validator> {
  const key = JSON.stringify(opts);
  let steps = validators.get(key);
  if (!steps) validators.set(key, (steps = validator(opts)));
  return steps;
}

export function createApp(deps: AppDeps): App {
  const { settings, db, logger } = deps;
  // A server made for tests (INSUITE_TEST_CONTROLS) reads a clock its tests can move; elsewhere
  // their operations are hidden: 404 at the gate, left out of the served contract.
  const controlled = settings.testControls && !deps.clock ? controlledClock() : undefined;
  const clock = deps.clock ?? controlled ?? systemClock;
  const hidden = new Set(
    settings.testControls
      ? []
      : Object.entries(operations)
          .filter(([, op]) => op.group === 'test-controls')
          .map(([id]) => id),
  );
  const ids = deps.ids ?? defaultIds;
  const specText = readFileSync(SPEC_PATH, 'utf8');
  const metrics = createMetrics();
  deps.cluster?.shareMetrics(metrics.registry);
  const reads = createHotReads(db);
  const checkpoints = startCheckpoints(db, (message) =>
    logger.error({ err: message }, 'SQLite checkpoint failed'),
  );
  const stops: (() => Promise<void>)[] = [() => reads.close(), () => checkpoints.stop()];
  const warmUps: (() => void)[] = [];

  const { handlers, auth, controls } = buildAreas(
    {
      settings,
      db,
      reads,
      clock,
      ids,
      logger,
      metrics,
      secretBox: createSecretBox(loadMasterKey({ masterKey: settings.masterKey, dataDir: settings.dataDir })),
      onClose: (stop) => void stops.push(stop),
      onWarmUp: (start) => void warmUps.push(start),
    },
    { db, metrics, specText, cluster: deps.cluster, hidden },
    controlled,
  );

  // deleteAuthToken may name a token by its value in the path; logs never show it.
  const observed = observe(logger, metrics, redactTokens, controls?.answered);
  stops.push(async () => observed.stop());
  const validatorSteps = sharedValidator({
    specPath: SPEC_PATH,
    validateResponses: settings.validateResponses,
    maxUploadBytes: largestBody(settings),
  });
  const app = express();
  app.disable('x-powered-by');
  app.disable('etag');
  app.set('query parser', 'simple');
  listenWithAppPrototypes(app);
  // One step after another for the whole request path (see http/pipeline.ts for why), in this order:
  handleDirectly(
    app,
    pipeline([
      observed,
      // Preflights are answered here, before authentication (they carry no token); the step is
      // only there when origins are listed.
      ...(settings.corsOrigins.length ? [cors(settings.corsOrigins)] : []),
      // Authentication and authorisation happen before any body is read.
      gate({ auth, hidden, scope: controlled?.within }),
      // Fault rules of the test controls answer here, before any body is read.
      ...(controls ? [controls.faults.step] : []),
      // The contract checks, which a request with nothing for them to check passes by (checks.ts).
      contractChecks(
        [
          // Each operation's body limit, before any body is read (413 without holding the body).
          bodyLimits(settings),
          // A body the operation requires and the request does not carry: 400 saying so.
          requireBody,
          parsers([
            // strict: false because some operations take a bare JSON string (a token, a password).
            express.json({
              limit: settings.jsonLimitBytes,
              strict: false,
              type: ['application/json', 'application/*+json'],
              verify: refuseDeepJson,
            }),
            express.urlencoded({ limit: settings.jsonLimitBytes, extended: false }),
            express.text({ type: 'text/plain', limit: 5 * MB }),
            express.raw({
              type: ['application/zip', 'application/octet-stream'],
              limit: largestBody(settings),
            }),
          ]),
          ...validatorSteps,
          configurationBodiesToDeploy,
          stopIfRefused,
          refuseNul,
        ],
        responseSteps(validatorSteps),
      ),
      dispatch(handlers, { validateResponses: settings.validateResponses }),
      afterRefusal,
      problemHandler(logger),
    ]),
    // Not reached: the gate answers unknown paths and the problem handler every error.
    (_req, res) => {
      if (res.headersSent) res.destroy();
      else sendProblem(res, 404, 'NOT_FOUND', 'Nothing answers at this path');
    },
  );
  return Object.assign(app, {
    warmUp: () => {
      for (const start of warmUps.splice(0)) start();
    },
    close: async () => {
      await Promise.all(stops.splice(0).map((stop) => stop()));
    },
  });
}
