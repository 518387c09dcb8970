// Vitest's global setup: the compiled server (server/build.mjs, what npm start runs) built once
// for the run, from the sources as they are, before any test file starts. Tests whose subject is a
// server process of its own start it (server-entry.ts). The CLI is compiled beside it for the
// tests that run the command (cli.ts).
import { buildServer } from '../../server/build.mjs';
import { buildCli } from './cli-build.js';

export default async function setup(): Promise<void> {
  await Promise.all([buildServer(), buildCli()]);
}
