// Runs the `insuite` command as a subprocess, as a user or a script would.
import { execFile } from 'node:child_process';
import { resolve } from 'node:path';

/** The command as installed in a checkout. */
export const BIN = resolve(import.meta.dirname, '../../server/bin/insuite.mjs');

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
      [BIN, ...args],
      { env, cwd: opts.cwd, timeout: 120_000 },
      (err, stdout, stderr) => {
        const code = err ? (typeof err.code === 'number' ? err.code : 1) : 0;
        done({ code, stdout, stderr });
      },
    );
    child.stdin?.end(opts.input ?? '');
  });
}
