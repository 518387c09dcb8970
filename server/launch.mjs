// The production start (npm start, insuite serve): runs server/src/main.ts in a Node process with
// the flags that suit the CPUs this process may use. Plain JavaScript so that it needs no loader;
// it stays as the parent, passes signals on and exits as the server does.
//
// On one CPU (an affinity mask of one core, or a cgroup quota of one CPU or less), V8's garbage
// collection helper threads do not run beside the main thread: they take turns with it, and a
// request waits whole scheduler slices while a helper marks or sweeps. That was most of the p99 at
// 50 connections in npm run bench (README, Benchmarks), so there the server runs with
// --single-threaded-gc. With more CPUs the helpers run in parallel and
// are kept. INSUITE_SINGLE_THREADED_GC=true|false overrides the choice (default auto).
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';

const read = (path) => {
  try {
    return readFileSync(path, 'utf8');
  } catch {
    return undefined;
  }
};

/**
 * The CPUs a cgroup quota allows, from the text of cgroup v2's `cpu.max` ("max 100000" or
 * "50000 100000") or cgroup v1's `cpu.cfs_quota_us` and `cpu.cfs_period_us`; Infinity without one.
 */
export function quotaCpus({ cpuMax, cfsQuota, cfsPeriod } = {}) {
  if (cpuMax !== undefined) {
    const [quota, period] = cpuMax.trim().split(/\s+/);
    return quota === 'max' || !(Number(period) > 0) ? Infinity : Number(quota) / Number(period);
  }
  const quota = Number(cfsQuota);
  const period = Number(cfsPeriod);
  return quota > 0 && period > 0 ? quota / period : Infinity;
}

/** The cgroup quota of this process, read from /proc/self/cgroup and /sys/fs/cgroup. */
function cgroupCpus() {
  const groups = (read('/proc/self/cgroup') ?? '').split('\n').map((l) => l.split(':'));
  const v2 = groups.find(([id]) => id === '0')?.[2];
  if (v2 !== undefined) {
    const cpuMax = read(`/sys/fs/cgroup${v2 === '/' ? '' : v2}/cpu.max`) ?? read('/sys/fs/cgroup/cpu.max');
    if (cpuMax !== undefined) return quotaCpus({ cpuMax });
  }
  const v1 = groups.find(([, controllers]) => controllers?.split(',').includes('cpu'))?.[2];
  if (v1 === undefined) return Infinity;
  for (const dir of [`/sys/fs/cgroup/cpu${v1 === '/' ? '' : v1}`, '/sys/fs/cgroup/cpu']) {
    const cfsQuota = read(`${dir}/cpu.cfs_quota_us`);
    if (cfsQuota !== undefined) return quotaCpus({ cfsQuota, cfsPeriod: read(`${dir}/cpu.cfs_period_us`) });
  }
  return Infinity;
}

/** How many CPUs this process can keep busy at once: its affinity mask and its cgroup quota. */
export function usableCpus() {
  return Math.min(availableParallelism(), cgroupCpus());
}

/**
 * Node flags for the server: --single-threaded-gc on one CPU or less. `setting` is the value of
 * INSUITE_SINGLE_THREADED_GC; a value other than auto, true or false throws.
 */
export function serverNodeFlags(setting = 'auto', cpus = usableCpus()) {
  const value = setting.trim().toLowerCase() || 'auto';
  if (!['auto', 'true', 'false'].includes(value)) {
    throw new Error(`INSUITE_SINGLE_THREADED_GC must be auto, true or false, not "${setting}"`);
  }
  const single = value === 'true' || (value === 'auto' && cpus <= 1);
  return single ? ['--single-threaded-gc'] : [];
}

function main() {
  let flags;
  try {
    flags = serverNodeFlags(process.env.INSUITE_SINGLE_THREADED_GC);
  } catch (err) {
    console.error(`insuite: bad setting: ${err.message}`);
    process.exit(2);
  }
  const entry = fileURLToPath(new URL('./src/main.ts', import.meta.url));
  const child = spawn(process.execPath, [...flags, '--import', 'tsx', entry], { stdio: 'inherit' });
  // The server shuts down cleanly on these (a second one while it does is ignored).
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
  child.on('exit', (code, signal) => {
    if (signal) {
      // Ended by a signal: end the same way, so that whoever started us sees it.
      process.removeAllListeners(signal);
      process.kill(process.pid, signal);
    } else {
      process.exit(code ?? 1);
    }
  });
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) main();
