// Keys of a configuration that nothing knows: neither the contract's schema here nor the published
// reference (PUBLISHED_CONFIGURATION). They are errors, each naming the closest known key when one
// is near (edit distance), so `tabels`, `constriantTables` or `triger` never pass unseen. A
// top-level key of the published suite that this implementation does not interpret (the
// contract's ConfigurationRef does not declare it) is stored as given, with a warning naming it.
import { componentSchemas, type JsonSchema } from './schema-check.js';
import { PUBLISHED_CONFIGURATION, type PublishedShape } from './published-keys.js';

export interface KeyWarning {
  path: string;
  key: string;
  suggestion?: string;
  message: string;
  /** `unknown`: no schema knows it (an error); `unimplemented`: published, not interpreted here. */
  kind: 'unknown' | 'unimplemented';
}

const MAX_WARNINGS = 100;

/**
 * Top-level keys of the published configuration that insuite interprets though the contract's
 * ConfigurationRef leaves them undeclared (the areas reading them check them): no warning.
 */
const INTERPRETED = new Set([
  'defaultDurationBasis',
  'transactionTypes',
  'autoRenewalPlans',
  'defaultAutoRenewalPlan',
]);

/**
 * Keys of a field's declaration (the published PropertyRef) that insuite stores as given and does
 * not interpret (docs/decisions.md §5): a warning each, so that a configurer relying on one knows.
 * A field's `scope` is interpreted (scopes.ts), but not on an account's fields: accounts are none
 * of the quick quotes, quotes and policies a scope names.
 */
const FIELD_KEYS_NOT_INTERPRETED = new Set([
  'defaultValue',
  'precision',
  'roundingMode',
  'tag',
  'searchable',
  'availability',
  'restrictedData',
]);

/** Levenshtein distance with adjacent transpositions counted as one edit. */
export function editDistance(a: string, b: string): number {
  const d: number[][] = Array.from({ length: a.length + 1 }, (_, i) =>
    Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
  );
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      d[i]![j] = Math.min(d[i - 1]![j]! + 1, d[i]![j - 1]! + 1, d[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        d[i]![j] = Math.min(d[i]![j]!, d[i - 2]![j - 2]! + 1);
      }
    }
  }
  return d[a.length]![b.length]!;
}

/** The known name closest to `key`, when it is close enough to be a typo of it. */
export function closest(key: string, known: Iterable<string>, most = 3): string | undefined {
  const k = key.toLowerCase();
  const allowed = Math.max(1, Math.min(most, Math.floor(key.length / (most > 3 ? 2 : 3))));
  let best: { name: string; d: number } | undefined;
  for (const name of known) {
    const d = editDistance(k, name.toLowerCase());
    if (d <= allowed && (!best || d < best.d)) best = { name, d };
  }
  return best?.name;
}

/** `; did you mean "X"?` for the known name closest to a misspelled one, or nothing. */
export function didYouMean(name: string, known: Iterable<string>): string {
  const c = closest(name, known);
  return c === undefined ? '' : `; did you mean "${c}"?`;
}

type Pub = Exclude<PublishedShape, string | 0>;

function pubNode(shape: PublishedShape | undefined): Pub | undefined {
  if (shape === undefined || shape === 0) return undefined;
  return typeof shape === 'string' ? (PUBLISHED_CONFIGURATION[shape] as Pub | undefined) : shape;
}

function ourNode(schema: JsonSchema | undefined, depth = 0): JsonSchema | undefined {
  if (!schema || depth > 8) return schema;
  if (schema.$ref)
    return ourNode(componentSchemas()[schema.$ref.replace('#/components/schemas/', '')], depth + 1);
  return schema;
}

const isObj = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

const PROPERTY = pubNode('PropertyRef');

/** Every unknown key of a configuration, with its path (`documents.quote.triger`). */
export function unknownKeys(config: unknown): KeyWarning[] {
  const warnings: KeyWarning[] = [];
  const walk = (
    ours: JsonSchema | undefined,
    pub: Pub | undefined,
    v: unknown,
    path: string,
    depth: number,
  ) => {
    if (warnings.length >= MAX_WARNINGS || depth > 32) return;
    const o = ourNode(ours);
    if (Array.isArray(v)) {
      const oi = o?.items;
      const pi = pubNode(pub?.i);
      if (oi || pi) v.forEach((item, n) => walk(oi, pi, item, `${path}[${n}]`, depth + 1));
      return;
    }
    if (!isObj(v)) return;
    const ourMap = typeof o?.additionalProperties === 'object' ? o.additionalProperties : undefined;
    const known = new Set([...Object.keys(o?.properties ?? {}), ...Object.keys(pub?.p ?? {})]);
    const isMap = ourMap !== undefined || pub?.m !== undefined;
    for (const [key, item] of Object.entries(v)) {
      const at = path ? `${path}.${key}` : key;
      if (known.has(key)) {
        const fieldKeyIgnored = pub === PROPERTY && FIELD_KEYS_NOT_INTERPRETED.has(key);
        if (
          pub === PROPERTY &&
          key === 'scope' &&
          path.startsWith('accounts.') &&
          warnings.length < MAX_WARNINGS
        )
          warnings.push({
            path: at,
            key,
            kind: 'unimplemented',
            message:
              "has no effect on an account's field: a scope says which of quick quotes, quotes and policies hold a field",
          });
        if (
          ((depth === 0 && !o?.properties?.[key] && !INTERPRETED.has(key)) || fieldKeyIgnored) &&
          warnings.length < MAX_WARNINGS
        ) {
          warnings.push({
            path: at,
            key,
            kind: 'unimplemented',
            message:
              'is a key of the published configuration that insuite does not implement; it is stored as given and has no effect',
          });
        }
        walk(o?.properties?.[key], pubNode(pub?.p?.[key]), item, at, depth + 1);
      } else if (isMap) {
        walk(ourMap, pubNode(pub?.m), item, at, depth + 1);
      } else if (known.size > 0 && warnings.length < MAX_WARNINGS) {
        const suggestion = closest(key, known);
        const near = suggestion ?? closest(key, known, 8);
        warnings.push({
          path: at,
          key,
          kind: 'unknown',
          ...(near ? { suggestion: near } : {}),
          message: `is not a known key here; ${near ? `did you mean "${near}"?` : `known keys: ${[...known].slice(0, 12).join(', ')}${known.size > 12 ? ', …' : ''}`}`,
        });
      }
    }
  };
  walk({ $ref: '#/components/schemas/ConfigurationRef' }, pubNode('ConfigurationRef'), config, '', 0);
  return warnings;
}
