// Matches a request to an operation of the contract. Templates are ordered literal segments
// first, exactly as express-openapi-validator orders them, so the gate and the validator always
// agree on the operation: `/groups/list` is never taken for `/groups/{locator}`.
import { operations, type OperationId, type OperationInfo } from '../../../generated/operations.js';

export interface RouteMatch {
  operationId: OperationId;
  info: OperationInfo;
  params: Record<string, string>;
}

export type MatchResult =
  | { kind: 'match'; match: RouteMatch }
  | { kind: 'bad-escape'; param: string; raw: string; why: 'encoding' | 'nul' }
  | { kind: 'method-not-allowed'; allow: string[] }
  | { kind: 'not-found' };

interface Template {
  path: string;
  regex: RegExp;
  keys: string[];
  methods: Map<string, OperationId>;
}

const sortKey = (path: string) => path.replace(/\{[^}]+\}/g, (m) => `~${m.slice(1, -1)}`);

function compareTemplates(a: string, b: string): number {
  const e1 = sortKey(a);
  const e2 = sortKey(b);
  if (e1.startsWith(e2)) return -1;
  if (e2.startsWith(e1)) return 1;
  return e1 > e2 ? 1 : -1;
}

function buildTemplates(): Template[] {
  const byPath = new Map<string, Template>();
  for (const [id, info] of Object.entries(operations) as [OperationId, OperationInfo][]) {
    let t = byPath.get(info.path);
    if (!t) {
      const keys: string[] = [];
      const pattern = info.path.replace(/[.]/g, '\\.').replace(/\{([^}]+)\}/g, (_m, k: string) => {
        keys.push(k);
        return '([^/]+)';
      });
      t = { path: info.path, regex: new RegExp(`^${pattern}$`), keys, methods: new Map() };
      byPath.set(info.path, t);
    }
    t.methods.set(info.method.toUpperCase(), id);
  }
  return [...byPath.values()].sort((a, b) => compareTemplates(a.path, b.path));
}

const templates = buildTemplates();

const firstSegment = (path: string) => path.slice(1).split('/', 1)[0]!;

/** How many segments a path has: a template's parameters match no `/`, so it matches paths of its own count only. */
function segments(path: string): number {
  let n = 0;
  for (let i = path.indexOf('/'); i !== -1; i = path.indexOf('/', i + 1)) n++;
  return n;
}

const bucket = (first: string, count: number) => `${count}/${first}`;

// The templates that can match a path, by its first segment and its number of segments, in the
// same order: a request is tried against those few only. A template starting with a parameter
// would belong in every list; the contract has none, and this refuses one.
const byBucket = new Map<string, Template[]>();
for (const t of templates) {
  const first = firstSegment(t.path);
  if (first.includes('{')) throw new Error(`A path starting with a parameter is not supported: ${t.path}`);
  const key = bucket(first, segments(t.path));
  byBucket.set(key, [...(byBucket.get(key) ?? []), t]);
}

/** A path segment decoded, or undefined when its percent-escapes are not valid UTF-8. */
export function decodeSegment(raw: string): string | undefined {
  if (!raw.includes('%')) return raw;
  try {
    return decodeURIComponent(raw);
  } catch {
    return undefined;
  }
}

/**
 * Templates without parameters by their path, each the one the walk below would find first for
 * that path (checked here), so that a request for one (the probes, whoami, the reference page)
 * is matched by one lookup instead of splitting its path and trying the templates of its bucket.
 */
const literal = new Map<string, Template>();
for (const t of templates) {
  if (t.keys.length) continue;
  const first = byBucket
    .get(bucket(firstSegment(t.path), segments(t.path)))!
    .find((c) => c.regex.test(t.path));
  if (first === t) literal.set(t.path, t);
}

export function matchRoute(method: string, path: string): MatchResult {
  const m = method === 'HEAD' ? 'GET' : method;
  const exact = literal.get(path);
  if (exact) {
    const id = exact.methods.get(m);
    if (id) return { kind: 'match', match: { operationId: id, info: operations[id], params: {} } };
  }
  for (const t of byBucket.get(bucket(firstSegment(path), segments(path))) ?? []) {
    const found = t.regex.exec(path);
    if (!found) continue;
    const id = t.methods.get(m);
    if (!id) return { kind: 'method-not-allowed', allow: [...t.methods.keys()] };
    const params: Record<string, string> = {};
    for (let i = 0; i < t.keys.length; i++) {
      const raw = found[i + 1]!;
      const value = decodeSegment(raw);
      // A parameter that is not UTF-8 percent-encoded (`%`, `%zz`, a truncated sequence, an
      // encoded lone surrogate, overlong UTF-8) names nothing: the caller is told which one.
      if (value === undefined) return { kind: 'bad-escape', param: t.keys[i]!, raw, why: 'encoding' };
      // NUL names nothing either, and PostgreSQL cannot even compare text holding it.
      if (value.includes('\u0000')) return { kind: 'bad-escape', param: t.keys[i]!, raw, why: 'nul' };
      params[t.keys[i]!] = value;
    }
    return { kind: 'match', match: { operationId: id, info: operations[id], params } };
  }
  return { kind: 'not-found' };
}
