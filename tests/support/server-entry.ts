// How a test starts the server as a process of its own: the compiled server (server/src/main.ts
// bundled by server/build.mjs, what npm start runs), built once per run by build-server.ts. It
// needs no TypeScript loader: through tsx each process would transpile and load every module of
// the server again.
import { COMPILED_MAIN } from '../../server/build.mjs';

/** The Node arguments that start the server. */
export const SERVER_MAIN: readonly string[] = [COMPILED_MAIN];
