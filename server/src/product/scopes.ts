// A data field's `scope`: which entities hold its values. `QQ` quick quotes, `Q` quotes, `P`
// policies (their transactions), written as a comma-separated list (`"Q,P"`, spaces allowed). A
// field without a scope is held by all three. `P` needs `Q`: a quote holds all the data its
// policy is issued with. Pure; the configuration check reports `problems`, and the data checks
// read `scopes` (docs/decisions.md §5).
export const DATA_SCOPES = ['QQ', 'Q', 'P'] as const;
export type DataScope = (typeof DATA_SCOPES)[number];

/** What a scope's entity is called in messages: `is out of scope on a quick quote`. */
export const SCOPE_ENTITY: Record<DataScope, string> = {
  QQ: 'a quick quote',
  Q: 'a quote',
  P: 'a policy',
};

const q = (s: string) => JSON.stringify(s);

/** Words a configurer may write for a scope, in lower case without spaces. */
const WORDS = new Map<string, DataScope>([
  ['qq', 'QQ'],
  ['q', 'Q'],
  ['p', 'P'],
  ['quickquote', 'QQ'],
  ['quickquotes', 'QQ'],
  ['quote', 'Q'],
  ['quotes', 'Q'],
  ['policy', 'P'],
  ['policies', 'P'],
]);

/** `; did you mean "Q"?` for a scope written in lower case or as a word (`quote`), else nothing. */
function meant(item: string): string {
  const scope = WORDS.get(item.toLowerCase().replace(/[\s_-]/g, ''));
  return scope ? `; did you mean ${q(scope)}?` : '';
}

/**
 * A scope as written: its scopes, and what is wrong with it (each a message for the field's
 * `scope`). Letters are taken as published, in capitals: `"q"` is refused, naming `"Q"`.
 */
export function parseScope(written: unknown): { scopes: Set<DataScope>; problems: string[] } {
  const scopes = new Set<DataScope>();
  if (typeof written !== 'string')
    return { scopes, problems: [`must be a string listing ${DATA_SCOPES.join(', ')} ("Q,P")`] };
  const problems: string[] = [];
  const items = written.split(',').map((s) => s.trim());
  if (items.length === 1 && items[0] === '')
    return {
      scopes,
      problems: [`is empty; it lists one or more of ${DATA_SCOPES.join(', ')}, separated by commas ("Q,P")`],
    };
  for (const item of items) {
    if (item === '') {
      problems.push(`${q(written)} has an empty entry between commas`);
      continue;
    }
    if (!(DATA_SCOPES as readonly string[]).includes(item)) {
      problems.push(`${q(item)} is not a scope (one of ${DATA_SCOPES.join(', ')})${meant(item)}`);
      continue;
    }
    const scope = item as DataScope;
    if (scopes.has(scope)) problems.push(`lists ${q(scope)} more than once`);
    scopes.add(scope);
  }
  if (scopes.has('P') && !scopes.has('Q'))
    problems.push('"P" needs "Q" as well: a quote holds all the data its policy is issued with');
  return { scopes, problems };
}

/** How a field's scope is shown: as published, comma-separated in the order QQ, Q, P. */
export const scopeText = (scopes: ReadonlySet<DataScope>): string =>
  DATA_SCOPES.filter((s) => scopes.has(s)).join(',');
