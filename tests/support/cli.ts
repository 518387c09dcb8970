// Runs the `insuite` command as a subprocess, as a user or a script would: compiled to JavaScript
// (cli-build.ts, built once for the run by the process tests' global setup), as the package ships
// it. The checkout's command (BIN, the sources through tsx) runs the same code.
import { execFile } from 'node:child_process';
import { join, resolve } from 'node:path';
import { CLI_OUT_DIR } from './cli-build.js';

/** The command as installed in a checkout: the CLI's sources through tsx. */
export const BIN = resolve(import.meta.dirname, '../../server/bin/insuite.mjs');
/** The CLI compiled for the tests (the process tests' global setup builds it). */
export const COMPILED_CLI = join(CLI_OUT_DIR, 'cli.mjs');

export interface CliResult {
  code: number;
  stdout: string;
  stderr: string;
}

export function insuite(
  args: string[],
  opts: {
    url?: string;
    token?: string;
    env?: Record<string, string>;
    cwd?: string;
    /** What the command reads on standard input (nothing: closed at once). */
    input?: string;
    /** Run the checkout's command (BIN) instead of the compiled CLI. */
    sources?: boolean;
  } = {},
): Promise<CliResult> {
  const env: Record<string, string | undefined> = { ...process.env, ...opts.env };
  delete env.INSUITE_URL;
  delete env.INSUITE_TOKEN;
  if (opts.url) env.INSUITE_URL = opts.url;
  if (opts.token) env.INSUITE_TOKEN = opts.token;
  return new Promise((done) => {
    // Asynchronous: the server under test answers from this same process.
    const child = execFile(
      process.execPath,
      [opts.sources ? BIN : COMPILED_CLI, ...args],
      { env, cwd: opts.cwd, timeout: 120_000 },
      (err, stdout, stderr) => {
        const code = err ? (typeof err.code === 'number' ? err.code : 1) : 0;
        done({ code, stdout, stderr });
      },
    );
    child.stdin?.end(opts.input ?? '');
  });
}
