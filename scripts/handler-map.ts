// The server's handler map built with stand-in dependencies (areas only make closures when they
// are built), for looking at which operations are implemented without starting a server.
import { buildAreas } from '../server/src/handlers.js';
import { createMetrics } from '../server/src/http/observe.js';
import { loadSettings } from '../server/src/settings.js';

const stub = new Proxy({}, { get: () => () => undefined }) as never;

export const { handlers } = buildAreas(
  {
    settings: loadSettings({}),
    db: stub,
    reads: stub,
    clock: stub,
    ids: stub,
    logger: stub,
    metrics: createMetrics(),
    secretBox: stub,
    onClose: () => {},
    onWarmUp: () => {},
  },
  stub,
);
