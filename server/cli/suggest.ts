// "Did you mean": the nearest of the names a server holds to one it does not, as the server already
// answers for permissions.

/** Edit distance (insertions, deletions, substitutions) between `a` and `b`. */
function distance(a: string, b: string): number {
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    for (let j = 1; j <= b.length; j++) {
      row[j] = Math.min(prev[j]! + 1, row[j - 1]! + 1, prev[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
    }
    prev = row;
  }
  return prev[b.length]!;
}

/**
 * The candidate nearest to `name` (ignoring case), when it is near enough to be a slip: at most a
 * third of the name's letters apart, and never more than three.
 */
export function nearest(name: string, candidates: Iterable<string>): string | undefined {
  const wanted = name.toLowerCase();
  let best: { name: string; d: number } | undefined;
  for (const c of candidates) {
    const d = distance(wanted, c.toLowerCase());
    if (!best || d < best.d) best = { name: c, d };
  }
  const limit = Math.min(3, Math.max(1, Math.floor(name.length / 3)));
  return best && best.d <= limit ? best.name : undefined;
}

/** `; did you mean "X"?` for the nearest candidate, or nothing. */
export function didYouMean(name: string, candidates: Iterable<string>): string {
  const n = nearest(name, candidates);
  return n === undefined ? '' : `; did you mean "${n}"?`;
}
