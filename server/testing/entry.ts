// The entry of @insuite/server/testing. A test file runs in a fresh process, which compiles every
// module of the server and its packages before the first answer; Node's compile cache (Node 22.1
// and later; NODE_DISABLE_COMPILE_CACHE=1 turns it off) keeps that work on disk for the next
// process. It applies to modules loaded after it is on, so the harness is loaded after.
import * as nodeModule from 'node:module';

(nodeModule as { enableCompileCache?: () => unknown }).enableCompileCache?.();

export const { startInsuite, connectInsuite } = await import('./start.js');
