// The fuzzer's settings, from the environment: FUZZ_SEED (fixed by default, so every run of the
// suite sends the same requests), FUZZ_RUNS (requests per operation), FUZZ_OPS (only these
// operations, comma-separated) and FUZZ_PATH (replays one failure fast-check reported).
import fc from 'fast-check';

export const SEED = Number(process.env.FUZZ_SEED ?? 20210) | 0;
export const RUNS = Math.max(1, Number(process.env.FUZZ_RUNS ?? 32) | 0);
export const ONLY = process.env.FUZZ_OPS ? new Set(process.env.FUZZ_OPS.split(',')) : undefined;
export const PATH = process.env.FUZZ_PATH;

/** Each operation its own seed, from the run's seed and its name: one operation replays alone. */
export function seedOf(name: string): number {
  let h = SEED;
  for (const c of name) h = (Math.imul(h, 31) + c.charCodeAt(0)) | 0;
  return h;
}

/** Runs `property` and, when it fails, says how to run exactly the failing case again. */
export async function check<T>(
  name: string,
  property: fc.IAsyncPropertyWithHooks<T>,
  runs = RUNS,
): Promise<void> {
  const details = await fc.check(property, {
    seed: seedOf(name),
    numRuns: runs,
    ...(PATH ? { path: PATH, endOnFailure: true } : {}),
  });
  if (!details.failed) return;
  const error =
    details.errorInstance instanceof Error ? details.errorInstance.message : String(details.errorInstance);
  const example = fc.stringify(details.counterexample);
  throw new Error(
    `${error}\n  counterexample: ${example.length > 2000 ? `${example.slice(0, 2000)}…` : example}` +
      `\n  replay: FUZZ_SEED=${SEED} FUZZ_OPS=${name} FUZZ_PATH=${details.counterexamplePath ?? ''}` +
      ` (fast-check seed ${details.seed}, shrunk ${details.numShrinks} times)`,
  );
}
