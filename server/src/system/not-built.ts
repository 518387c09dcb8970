// The contract as the server serves it: operations registered as not built yet (they answer 501)
// carry the badge the reference page shows. Derived from the handlers at start, so the badge can
// never disagree with what the server answers, and openapi.yaml itself carries none.
import YAML from 'yaml';

export const NOT_BUILT_BADGE = { name: 'Not built yet', color: '#8a8a8a' } as const;

type Paths = Record<string, Record<string, { operationId?: string } | undefined>>;

/** `specText` with the badge on every operation whose id is in `notBuilt` (unchanged when none). */
export function markNotBuilt(specText: string, notBuilt: ReadonlySet<string>): string {
  if (notBuilt.size === 0) return specText;
  const doc = YAML.parseDocument(specText);
  const paths = (doc.toJS() as { paths?: Paths }).paths ?? {};
  for (const [path, item] of Object.entries(paths))
    for (const [method, op] of Object.entries(item))
      if (op?.operationId && notBuilt.has(op.operationId))
        doc.setIn(['paths', path, method, 'x-badges'], doc.createNode([NOT_BUILT_BADGE]));
  return doc.toString({ lineWidth: 0 });
}
