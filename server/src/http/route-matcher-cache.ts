// express-openapi-validator 5.6 compiles a path-to-regexp matcher for every route it scans, on every
// request, until one matches (its lookupRoute; upstream pull request #1217 caches them). With this
// contract's ~100 paths that compilation was most of the cost of a simple request. A compiled
// matcher depends only on the path and the options, holds no state (no g or y flag), and is only
// read by its users, so one per input serves every request. This wraps the export of the very
// module instance the validator loads; the validator reads the export on each call.
import { createRequire } from 'node:module';

type Compile = (path: string, options?: Record<string, unknown>) => unknown;
interface PathToRegexpModule {
  pathToRegexp: Compile & { cached?: true };
}

const MAX_ENTRIES = 10_000;

export function cacheRouteMatchers(): PathToRegexpModule {
  const local = createRequire(import.meta.url);
  const validatorEntry = local.resolve('express-openapi-validator');
  const mod = createRequire(validatorEntry)('path-to-regexp') as PathToRegexpModule;
  if (mod.pathToRegexp.cached) return mod;
  const compile = mod.pathToRegexp;
  const cache = new Map<string, unknown>();
  const cached: Compile = (path, options = {}) => {
    // Built by hand: this runs for every route the validator scans, on every request.
    let key = path;
    for (const k in options) key += `\u0000${k}=${String(options[k])}`;
    let hit = cache.get(key);
    if (hit === undefined) {
      hit = compile(path, options);
      if (cache.size < MAX_ENTRIES) cache.set(key, hit);
    }
    return hit;
  };
  mod.pathToRegexp = Object.assign(cached, { cached: true as const });
  return mod;
}
