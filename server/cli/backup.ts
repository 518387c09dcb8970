// `insuite backup FILE` and `insuite restore FILE`: run the backup entry of an insuite checkout's
// server (server/src/backup-main.ts) with the server's settings, as `insuite serve` runs its start.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { join, resolve } from 'node:path';
import { UsageError } from './output.js';
import { findCheckout } from './serve.js';

export interface BackupOptions {
  dataDir?: string;
  checkout?: string;
  force?: boolean;
  /** Print the result as JSON (the global --json). */
  json?: boolean;
}

/** Runs `backup` or `restore` on FILE and resolves with the exit code (0 done, 1 refused, 2 usage). */
export async function backupCommand(
  command: 'backup' | 'restore',
  file: string,
  opts: BackupOptions,
): Promise<number> {
  const root = findCheckout(opts.checkout ?? process.cwd());
  if (opts.checkout && !root) throw new UsageError(`${opts.checkout} is not inside an insuite checkout`);
  // Outside a checkout, the compiled entry of the package this command came with.
  const installed = fileURLToPath(new URL('./backup.mjs', import.meta.url));
  if (!root && !existsSync(installed)) {
    throw new UsageError(
      `insuite ${command} runs the server code of an insuite checkout or of the installed @insuite/server: run it inside a checkout, or give --checkout DIR`,
    );
  }
  const env = {
    ...process.env,
    ...(opts.dataDir ? { INSUITE_DATA_DIR: resolve(opts.dataDir) } : {}),
  };
  const args = root
    ? ['--import', 'tsx', join(root, 'server/src/backup-main.ts'), command, resolve(file)]
    : [installed, command, resolve(file)];
  if (opts.force) args.push('--force');
  if (opts.json) args.push('--json');
  const child = spawn(process.execPath, args, { env, cwd: root ?? process.cwd(), stdio: 'inherit' });
  return new Promise((done) => child.on('exit', (code) => done(code ?? 1)));
}
