// What every area of the interface is built from. Areas construct their own services from these
// and return the handlers of their operations (see handlers.ts).
import type { Settings } from './settings.js';
import type { Db } from './db/knex.js';
import type { AuthService } from './identity/auth-service.js';
import type { Metrics } from './http/observe.js';
import type { Logger } from './logger.js';
import type { SecretBox } from './shared/secret-box.js';
import type { Clock, Ids } from './util.js';

export interface AreaDeps {
  settings: Settings;
  db: Db;
  clock: Clock;
  ids: Ids;
  auth: AuthService;
  logger: Logger;
  /** The Prometheus registry of /metrics, for areas that add their own measures. */
  metrics: Metrics;
  /** Encryption at rest for secrets and identity-provider client secrets. */
  secretBox: SecretBox;
  /** Registers what to stop when the application closes (worker threads). */
  onClose(stop: () => Promise<void>): void;
}
