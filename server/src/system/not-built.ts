// The contract as the server serves it: operations registered as not built yet (they answer 501)
// carry the badge the reference page shows. Derived from the handlers at start, so the badge can
// never disagree with what the server answers, and openapi.yaml itself carries none.
import { yaml } from '../shared/yaml.js';

export const NOT_BUILT_BADGE = { name: 'Not built yet', color: '#8a8a8a' } as const;

type Paths = Record<string, Record<string, { operationId?: string; tags?: string[] } | undefined>>;

/**
 * `specText` with the badge on every operation whose id is in `notBuilt`, and without the
 * operations in `hidden` (the test controls of a server without them), their paths when nothing
 * else is left there and the tags no operation is left under; unchanged when both are empty.
 */
export function markNotBuilt(
  specText: string,
  notBuilt: ReadonlySet<string>,
  hidden: ReadonlySet<string> = new Set(),
): string {
  if (notBuilt.size === 0 && hidden.size === 0) return specText;
  const doc = yaml().parseDocument(specText);
  const js = doc.toJS() as { paths?: Paths; tags?: { name: string }[] };
  const tagsLeft = new Set<string>();
  for (const [path, item] of Object.entries(js.paths ?? {})) {
    let kept = 0;
    for (const [method, op] of Object.entries(item)) {
      if (op?.operationId && hidden.has(op.operationId)) {
        doc.deleteIn(['paths', path, method]);
        continue;
      }
      kept++;
      for (const t of op?.tags ?? []) tagsLeft.add(t);
      if (op?.operationId && notBuilt.has(op.operationId))
        doc.setIn(['paths', path, method, 'x-badges'], doc.createNode([NOT_BUILT_BADGE]));
    }
    if (kept === 0) doc.deleteIn(['paths', path]);
  }
  if (hidden.size) {
    const tags = js.tags ?? [];
    for (let i = tags.length - 1; i >= 0; i--) if (!tagsLeft.has(tags[i]!.name)) doc.deleteIn(['tags', i]);
  }
  return doc.toString({ lineWidth: 0 });
}
