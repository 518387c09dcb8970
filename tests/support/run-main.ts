// Runs the compiled server (or another command that starts it) as an operator does, for the tests
// of starting and stopping: until it exits, or until it says it listens, then stops it with SIGTERM.
import { spawn, type ChildProcess } from 'node:child_process';
import { SERVER_MAIN } from './server-entry.js';

export interface Run {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** An admin token the tests start servers with. */
export const TOKEN = `ist_${'s'.repeat(32)}`;

const MAIN = [process.execPath, ...SERVER_MAIN];

/** This process's environment without the server's settings a test gives each start itself. */
export function baseEnv(): NodeJS.ProcessEnv {
  const base = { ...process.env };
  for (const k of ['DATABASE_URL', 'INSUITE_ADMIN_TOKEN', 'LOG_LEVEL', 'PORT', 'HOST', 'INSUITE_DATA_DIR'])
    delete base[k];
  return base;
}

/** The processes runMain started that have not exited yet. */
const running = new Set<ChildProcess>();

/** Ends whatever runMain started and is still running (a start that never ended failed its test). */
export function endRunning(): void {
  for (const child of running) child.kill('SIGKILL');
}

/** Runs the server (or `command`) until it exits, or until it says it listens (then stops it with SIGTERM). */
export function runMain(env: Record<string, string>, command = MAIN): Promise<Run> {
  const child = spawn(command[0]!, command.slice(1), {
    env: { ...baseEnv(), HOST: '127.0.0.1', PORT: '0', LOG_LEVEL: 'warn', ...env },
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (d: Buffer) => {
    stdout += d.toString();
    if (/insuite listening/.test(stdout)) child.kill('SIGTERM');
  });
  child.stderr.on('data', (d: Buffer) => void (stderr += d.toString()));
  running.add(child);
  return new Promise((resolve) =>
    child.on('exit', (code) => {
      running.delete(child);
      resolve({ code, stdout, stderr });
    }),
  );
}

/** The lines of an output, without blank ones and npm's warnings. */
export const lines = (text: string) => text.split('\n').filter((l) => l.trim() !== '' && !/npm warn/.test(l));
