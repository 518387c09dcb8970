// `insuite backup FILE` and `insuite restore FILE`: run the backup entry of an insuite checkout's
// server (server/src/backup-main.ts) with the server's settings, as `insuite serve` runs its start.
import { spawn } from 'node:child_process';
import { join, resolve } from 'node:path';
import { UsageError } from './output.js';
import { findCheckout } from './serve.js';

export interface BackupOptions {
  dataDir?: string;
  checkout?: string;
  force?: boolean;
}

/** Runs `backup` or `restore` on FILE and resolves with the exit code (0 done, 1 refused, 2 usage). */
export async function backupCommand(
  command: 'backup' | 'restore',
  file: string,
  opts: BackupOptions,
): Promise<number> {
  const root = findCheckout(opts.checkout ?? process.cwd());
  if (!root) {
    throw new UsageError(
      `insuite ${command} runs the server code of an insuite checkout: run it inside one, or give --checkout DIR`,
    );
  }
  const env = {
    ...process.env,
    ...(opts.dataDir ? { INSUITE_DATA_DIR: resolve(opts.dataDir) } : {}),
  };
  const args = ['--import', 'tsx', join(root, 'server/src/backup-main.ts'), command, resolve(file)];
  if (opts.force) args.push('--force');
  const child = spawn(process.execPath, args, { env, cwd: root, stdio: 'inherit' });
  return new Promise((done) => child.on('exit', (code) => done(code ?? 1)));
}
