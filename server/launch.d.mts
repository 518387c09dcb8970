// Types of launch.mjs (plain JavaScript, since it runs before any TypeScript loader).
import type { ChildProcess } from 'node:child_process';

/** The CPUs a cgroup quota allows, from the text of its files; Infinity without a quota. */
export function quotaCpus(files?: { cpuMax?: string; cfsQuota?: string; cfsPeriod?: string }): number;

/** How many CPUs this process can keep busy at once: its affinity mask and its cgroup quota. */
export function usableCpus(): number;

/** Node flags for the server by INSUITE_SINGLE_THREADED_GC (auto, true, false) and the CPUs at hand. */
export function serverNodeFlags(setting?: string, cpus?: number): string[];

/** The arguments that run the server after the Node flags: the compiled server, built when stale. */
export function serverEntry(): Promise<string[]>;

/** Node flags for V8's young generation by INSUITE_SEMI_SPACE_MB (default 2; 0: V8's sizing). */
export function youngGenerationFlags(setting?: string): string[];

/** The server's environment: `env` with glibc's mmap threshold fixed unless set. */
export function serverEnvironment(env?: NodeJS.ProcessEnv): NodeJS.ProcessEnv;

/** Server processes by INSUITE_PROCESSES: '' is 1, auto one per usable CPU, else 1 to 64. */
export function processCount(setting?: string, cpus?: number): number;

/** What starts the server from `env`: Node arguments (flags, then the entry) and environment. */
export function serverCommand(env?: NodeJS.ProcessEnv): Promise<{ args: string[]; env: NodeJS.ProcessEnv }>;

/**
 * Runs the server as a child tied to this process (signals passed on; the server stops when this
 * process ends, and this one stops it when its own parent is gone); resolves with how it exited.
 */
export function runServer(
  command: { args: string[]; env: NodeJS.ProcessEnv },
  options?: { cwd?: string; onStart?: (child: ChildProcess) => void },
): Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
