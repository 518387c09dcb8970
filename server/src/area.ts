// What every area of the interface is built from. An area's index.ts takes these, plus the
// services of the areas it builds on (passed explicitly by handlers.ts, in dependency order), and
// returns `{ handlers, services }`: the handlers of its operations and the services later areas
// may be handed. Nothing here is an area's own: areas reach each other through services only.
import type { HotReads } from './db/hot-reads.js';
import type { Db } from './db/knex.js';
import type { Metrics } from './http/observe.js';
import type { Logger } from './logger.js';
import type { Settings } from './settings.js';
import type { SecretBox } from './shared/secret-box.js';
import type { Clock, Ids } from './util.js';

export interface AreaDeps {
  settings: Settings;
  db: Db;
  /** Statements prepared once, for the reads on every request (see db/hot-reads.ts). */
  reads: HotReads;
  clock: Clock;
  ids: Ids;
  logger: Logger;
  /** The Prometheus registry of /metrics, for areas that add their own measures. */
  metrics: Metrics;
  /** Encryption at rest for secrets and identity-provider client secrets. */
  secretBox: SecretBox;
  /** Registers what to stop when the application closes (worker threads). */
  onClose(stop: () => Promise<void>): void;
  /** Registers what to start ahead of need when the application is asked to (App.warmUp). */
  onWarmUp(start: () => void): void;
}
