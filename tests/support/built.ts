// Which areas of the server are built, for tests of features that need them (they are reported
// as todo until then).
import { buildHandlers } from '../../server/src/handlers.js';
import { isImplemented } from '../../server/src/http/dispatch.js';
import { loadSettings } from '../../server/src/settings.js';

const stub = new Proxy({}, { get: () => () => undefined }) as never;
/** The server's handler map, built with stand-ins: areas only make closures when built. */
export const handlers = buildHandlers(
  {
    settings: loadSettings({}),
    db: stub,
    clock: stub,
    ids: stub,
    auth: stub,
    logger: stub,
    secretBox: stub,
    onClose: () => {},
  },
  stub,
);

export const isBuilt = (operationId: keyof typeof handlers): boolean => isImplemented(handlers[operationId]);

/** Lookup, range and constraint table uploads and lookups. */
export const tablesBuilt = [
  'createLookupTable',
  'createRangeTable',
  'createConstraintTable',
  'fetchTableRecord',
].every((id) => isBuilt(id as keyof typeof handlers));
