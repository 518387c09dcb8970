// Where the console's built files are read from, and the module that builds them when they are
// missing (a server run from its sources). The installed package has them beside its compiled
// modules (dist/console/); a checkout in dist/console/ at the top, two levels above this module
// and above the compiled server (dist/server/) alike.
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const beside = fileURLToPath(new URL('./console/', import.meta.url));
export const CONSOLE_DIR = existsSync(beside)
  ? beside
  : fileURLToPath(new URL('../../dist/console/', import.meta.url));
export const CONSOLE_BUILD_MODULE = new URL('../../server/console/build.mjs', import.meta.url).href;
