// wrk as the load generator when it is installed (it takes far less CPU than a Node one, so on a
// small machine the server, not the load, is what gets measured), CPU pinning with taskset when it
// exists, and a process's resident memory.
import { execFile, execFileSync, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { serverEnvironment, serverNodeFlags, usableCpus, youngGenerationFlags } from '../server/launch.mjs';

export interface WrkTarget {
  method: string;
  path: string;
  headers?: Record<string, string>;
  /** A Lua expression giving each request's body (`n` counts requests of this run). */
  luaBody?: string;
}

export interface WrkResult {
  rps: number;
  p50: number;
  p99: number;
  errors: number;
}

const run = promisify(execFile);

const found = (cmd: string, arg: string) => spawnSync(cmd, [arg]).error === undefined;

export const hasWrk = found('wrk', '--version');
/**
 * Server on the first core, load on the last, when there are two or more and taskset exists;
 * BENCH_NO_PIN=1 pins nothing (a server's threads may use every core, sharing them with the load).
 */
export const pinning =
  process.env.BENCH_NO_PIN !== '1' && cpus().length >= 2 && found('taskset', '--version');
export const SERVER_CORE = '0';
export const LOAD_CORE = String(cpus().length - 1);

/** Pins a running process and all its threads (later threads inherit it) to `core`. */
export function pin(pid: number, core: string): void {
  if (pinning) execFileSync('taskset', ['-a', '-cp', core, String(pid)], { stdio: 'ignore' });
}

const luaString = (s: string) => JSON.stringify(s);

function script(t: WrkTarget): string {
  const headers = Object.entries({
    ...t.headers,
    ...(t.luaBody ? { 'Content-Type': 'application/json' } : {}),
  })
    .map(([k, v]) => `[${luaString(k)}] = ${luaString(v)}`)
    .join(', ');
  return [
    'n = 0',
    `local headers = { ${headers} }`,
    'request = function()',
    '  n = n + 1',
    `  return wrk.format(${luaString(t.method)}, ${luaString(t.path)}, headers, ${t.luaBody ?? 'nil'})`,
    'end',
  ].join('\n');
}

const MS: Record<string, number> = { us: 0.001, ms: 1, s: 1000, m: 60_000 };

function duration(text: string, label: string): number {
  const m = new RegExp(`^\\s*${label}%\\s+([\\d.]+)(us|ms|s|m)\\s*$`, 'm').exec(text);
  return m ? Number(m[1]) * MS[m[2]!]! : NaN;
}

/** The command of one wrk run (one thread, `connections` connections, pinned to the load core). */
function command(file: string, port: number, seconds: number, connections: number): [string, string[]] {
  const args = [
    '-t1',
    `-c${connections}`,
    `-d${seconds}s`,
    '--latency',
    '-s',
    file,
    `http://127.0.0.1:${port}`,
  ];
  return pinning ? ['taskset', ['-c', LOAD_CORE, 'wrk', ...args]] : ['wrk', args];
}

function parse(out: string): WrkResult {
  const rps = Number(/Requests\/sec:\s+([\d.]+)/.exec(out)?.[1] ?? 0);
  const non2xx = Number(/Non-2xx or 3xx responses:\s+(\d+)/.exec(out)?.[1] ?? 0);
  const sockErr = /Socket errors:.*/.exec(out)?.[0];
  const errors = non2xx + (sockErr ? [...sockErr.matchAll(/\d+/g)].reduce((a, m) => a + Number(m[0]), 0) : 0);
  return { rps, p50: duration(out, '50'), p99: duration(out, '99'), errors };
}

const scriptFile = (lua: string) => {
  const file = join(tmpdir(), `insuite-bench-${randomBytes(4).toString('hex')}.lua`);
  writeFileSync(file, lua);
  return file;
};

/** One wrk run (one thread, `connections` connections, pinned to the load core). */
export function wrk(port: number, t: WrkTarget, seconds: number, connections: number): WrkResult {
  return wrkScript(port, script(t), seconds, connections);
}

/** One wrk run, as `wrk` makes it, of a Lua script of the caller's (defining `request`). */
export function wrkScript(port: number, lua: string, seconds: number, connections: number): WrkResult {
  const file = scriptFile(lua);
  try {
    const [cmd, args] = command(file, port, seconds, connections);
    return parse(execFileSync(cmd, args, { encoding: 'utf8' }));
  } finally {
    rmSync(file, { force: true });
  }
}

/**
 * `wrk` with this process's event loop running meanwhile. A bench that keeps connections of its
 * own (fetch keeps them alive) needs it: while a synchronous run blocks the loop, the server
 * closes those idle past its keep-alive timeout, the close is not read, and the next request sent
 * on one fails ("other side closed").
 */
export async function wrkAsync(
  port: number,
  t: WrkTarget,
  seconds: number,
  connections: number,
): Promise<WrkResult> {
  const file = scriptFile(script(t));
  try {
    const [cmd, args] = command(file, port, seconds, connections);
    return parse((await run(cmd, args, { encoding: 'utf8' })).stdout);
  } finally {
    rmSync(file, { force: true });
  }
}

/** Resident memory of a process in MiB (Linux; NaN elsewhere); its peak so far with `peak`. */
export function rssMiB(pid: number, peak = false): number {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    return Number((peak ? /VmHWM:\s+(\d+)/ : /VmRSS:\s+(\d+)/).exec(status)?.[1] ?? NaN) / 1024;
  } catch {
    return NaN;
  }
}

/**
 * Node flags for a server under test, as the production start (server/launch.mjs) chooses them for
 * the CPUs it gets: pinned to one core, single-threaded garbage collection; and its young
 * generation. Bare Express gets the same, so the ratios compare code, not runtime settings.
 */
export const serverFlags = (): string[] => [
  ...serverNodeFlags(process.env.INSUITE_SINGLE_THREADED_GC, pinning ? 1 : usableCpus()),
  ...youngGenerationFlags(process.env.INSUITE_SEMI_SPACE_MB),
];

/** The environment of a server under test, as the production start gives it (NODE_ENV=production). */
export const serverEnv = (): NodeJS.ProcessEnv =>
  serverEnvironment({ ...process.env, NODE_ENV: 'production' });

/**
 * CPU time a process has used so far (user and system, all threads), in milliseconds (Linux; NaN
 * elsewhere). Per request, it is what a server spends whatever else shares the machine: steadier
 * than its rate on a busy machine.
 */
export function cpuMs(pid: number, file = `/proc/${pid}/stat`): number {
  try {
    const stat = readFileSync(file, 'utf8');
    // Fields after the command (which may hold spaces), from field 3: utime and stime are 14 and 15.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS;
  } catch {
    return NaN;
  }
}

/** CPU time (ms) of each thread of a process so far, by thread id (Linux; empty elsewhere). */
export function threadCpuMs(pid: number): Map<string, number> {
  const out = new Map<string, number>();
  const tids = (() => {
    try {
      return readdirSync(`/proc/${pid}/task`);
    } catch {
      return [];
    }
  })();
  for (const tid of tids) {
    const ms = cpuMs(pid, `/proc/${pid}/task/${tid}/stat`);
    if (!Number.isNaN(ms)) out.set(tid, ms);
  }
  return out;
}

const TICKS = (() => {
  try {
    return Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;
  } catch {
    return 100;
  }
})();
