// The CPU quota that server/launch.mjs reads from cgroups, and the flags it chooses from it.
import { describe, expect, it } from 'vitest';
import {
  processCount,
  quotaCpus,
  serverEnvironment,
  serverNodeFlags,
  youngGenerationFlags,
} from '../launch.mjs';

describe('quotaCpus', () => {
  it.each([
    [{ cpuMax: 'max 100000\n' }, Infinity],
    [{ cpuMax: '100000 100000\n' }, 1],
    [{ cpuMax: '50000 100000' }, 0.5],
    [{ cpuMax: '250000 100000' }, 2.5],
    [{ cfsQuota: '-1\n', cfsPeriod: '100000\n' }, Infinity],
    [{ cfsQuota: '150000', cfsPeriod: '100000' }, 1.5],
    [{ cfsQuota: '80000', cfsPeriod: undefined }, Infinity],
    [{}, Infinity],
  ])('%j allows %d CPUs', (files, cpus) => {
    expect(quotaCpus(files)).toBe(cpus);
  });
});

describe('serverNodeFlags', () => {
  it.each([
    ['auto', 1, ['--single-threaded-gc']],
    ['auto', 0.5, ['--single-threaded-gc']],
    ['auto', 1.5, []],
    ['auto', 8, []],
    ['', 1, ['--single-threaded-gc']],
    ['TRUE', 8, ['--single-threaded-gc']],
    ['false', 1, []],
  ])('%j with %d CPUs gives %j', (setting, cpus, flags) => {
    expect(serverNodeFlags(setting, cpus)).toEqual(flags);
  });

  it('names the setting and the allowed values for anything else', () => {
    expect(() => serverNodeFlags('yes', 1)).toThrow(
      'INSUITE_SINGLE_THREADED_GC must be auto, true or false, not "yes"',
    );
  });
});

describe('processCount', () => {
  it.each([
    [undefined, 8, 1],
    ['', 8, 1],
    [' 3 ', 8, 3],
    ['auto', 2, 2],
    ['AUTO', 1.5, 1],
    ['auto', 0.5, 1],
  ])('%j with %d CPUs gives %d', (setting, cpus, n) => {
    expect(processCount(setting, cpus)).toBe(n);
  });

  it.each(['0', '-1', '1.5', 'many', '65'])('refuses %j', (setting) => {
    expect(() => processCount(setting, 2)).toThrow(
      `INSUITE_PROCESSES must be auto or a whole number from 1 to 64, not "${setting}"`,
    );
  });
});

describe('youngGenerationFlags', () => {
  it.each([
    [undefined, ['--max-semi-space-size=2']],
    ['', ['--max-semi-space-size=2']],
    [' 4 ', ['--max-semi-space-size=4']],
    ['0', []],
  ])('%j gives %j', (setting, flags) => {
    expect(youngGenerationFlags(setting)).toEqual(flags);
  });

  it.each(['-1', '1.5', 'big', '2048'])('refuses %j', (setting) => {
    expect(() => youngGenerationFlags(setting)).toThrow(
      `INSUITE_SEMI_SPACE_MB must be a whole number of MiB from 0 to 1024, not "${setting}"`,
    );
  });
});

describe('serverEnvironment', () => {
  it("fixes glibc's mmap threshold unless it is set, and keeps everything else", () => {
    expect(serverEnvironment({ PORT: '9' })).toEqual({ PORT: '9', MALLOC_MMAP_THRESHOLD_: '131072' });
    expect(serverEnvironment({ MALLOC_MMAP_THRESHOLD_: '65536' })).toEqual({
      MALLOC_MMAP_THRESHOLD_: '65536',
    });
  });
});
