// Where the console's built files are read from (dist/console/, written by server/build.mjs) and
// the module that builds them when they are missing (a server run from its sources). This module
// sits two levels below the top, as does the compiled server (dist/server/), so one relative path
// serves the sources and the build.
import { fileURLToPath } from 'node:url';

export const CONSOLE_DIR = fileURLToPath(new URL('../../dist/console/', import.meta.url));
export const CONSOLE_BUILD_MODULE = new URL('../../server/console/build.mjs', import.meta.url).href;
