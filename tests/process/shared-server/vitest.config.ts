// The shared-server pattern of docs/testing-with-insuite.md as a suite of its own: eight files run
// in parallel, one worker each, against one server that globalSetup starts once for the run. Run
// by tests/process/shared-server.test.ts and by `npm run bench:shared-server` (which also runs it with a
// server per file, SHARED_SERVER=separate).
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    root: import.meta.dirname,
    include: ['files/*.suite.ts'],
    globalSetup: ['./global-setup.ts'],
    pool: 'forks',
    maxWorkers: 8,
    fileParallelism: true,
    // A file waits at the barrier for the slowest of the eight, which on a loaded machine (and with
    // a server per file, the bench's comparison) can take minutes.
    testTimeout: 900_000,
    hookTimeout: 900_000,
  },
});
