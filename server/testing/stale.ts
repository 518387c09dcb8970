// Folders left by harness runs that were killed (SIGKILL leaves no chance to clean up). Each folder
// is named after the process that made it (insuite-test-<pid>-…); those of processes that no
// longer run are removed when the next server starts, so nothing outlives a run for long.
import { readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export const FOLDER_PREFIX = 'insuite-test-';

/** Whether the process `pid` runs (as any user). */
function running(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Removes the harness folders, in /dev/shm and the temporary folder, of processes that ended. */
export function removeStaleFolders(): void {
  for (const dir of new Set(['/dev/shm', tmpdir()])) {
    let names: string[];
    try {
      names = readdirSync(dir);
    } catch {
      continue;
    }
    for (const name of names) {
      const pid = name.startsWith(FOLDER_PREFIX)
        ? /^(\d+)-/.exec(name.slice(FOLDER_PREFIX.length))?.[1]
        : undefined;
      if (pid && Number(pid) !== process.pid && !running(Number(pid)))
        rmSync(join(dir, name), { recursive: true, force: true });
    }
  }
}
