// Types of launch.mjs (plain JavaScript, since it runs before any TypeScript loader).

/** The CPUs a cgroup quota allows, from the text of its files; Infinity without a quota. */
export function quotaCpus(files?: { cpuMax?: string; cfsQuota?: string; cfsPeriod?: string }): number;

/** How many CPUs this process can keep busy at once: its affinity mask and its cgroup quota. */
export function usableCpus(): number;

/** Node flags for the server by INSUITE_SINGLE_THREADED_GC (auto, true, false) and the CPUs at hand. */
export function serverNodeFlags(setting?: string, cpus?: number): string[];
