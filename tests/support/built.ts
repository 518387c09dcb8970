// The server's handler map, built with stand-ins (areas only make closures when built), for
// tests that compare the contract with what the server answers.
import { buildAreas } from '../../server/src/handlers.js';
import { createMetrics } from '../../server/src/http/observe.js';
import { loadSettings } from '../../server/src/settings.js';

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
  },
  stub,
);
