// Where a problem of a create or update is named: at the place in the request that gave the bad
// value (`body.elements[1].data.county`), the way the contract's validator names its own problems.
// A problem about stored state the request did not touch names the element or account by its
// locator, which the caller was given when it was created.
type Data = Record<string, unknown>;

/** What of a stored element the paths need (element-tree.ts's Element has it). */
interface Element {
  locator: string;
  staticLocator: string;
  elements: Element[];
}

export interface RequestPaths {
  /** The request path of the element (or account) with this key, when this request made it. */
  element(key: string): string | undefined;
  /** The request path of this field's value, when this request gave it. */
  field(key: string, field: string): string | undefined;
  /** The request path of this coverage term's chosen option, when this request gave it. */
  term?(key: string, term: string): string | undefined;
}

/** A stored entity: nothing of it comes from the request. */
export const STORED: RequestPaths = { element: () => undefined, field: () => undefined };

/** A tree made by a create request: the root is the body, its children `body.elements[i]`, and so on. */
export function createdTreePaths(root: Element): RequestPaths {
  const paths = new Map<string, string>();
  const visit = (e: Element, path: string) => {
    paths.set(e.staticLocator, path);
    e.elements.forEach((c, i) => visit(c, `${path}.elements[${i}]`));
  };
  visit(root, 'body');
  return {
    element: (key) => paths.get(key),
    field: (key, field) => {
      const path = paths.get(key);
      return path === undefined ? undefined : `${path}.data.${field}`;
    },
    term: (key, term) => {
      const path = paths.get(key);
      return path === undefined ? undefined : `${path}.coverageTerms.${term}`;
    },
  };
}

/**
 * A tree changed by an update request: the root's `setData` is the body's, an element's is that of
 * the last `body.elements[i]` naming its locator (the change applied last).
 */
export function updatedTreePaths(
  root: Element,
  input: {
    setData?: Data;
    setCoverageTerms?: Data;
    elements?: { locator: string; setData?: Data; setCoverageTerms?: Data }[];
  },
): RequestPaths {
  const staticOf = new Map<string, string>();
  const visit = (e: Element) => {
    staticOf.set(e.locator, e.staticLocator);
    e.elements.forEach(visit);
  };
  visit(root);
  const fields = new Map<string, string>();
  const set = (key: string | undefined, data: Data | undefined, at: string) => {
    if (key === undefined) return;
    for (const f of Object.keys(data ?? {})) fields.set(`${key}\u0000${f}`, `${at}.setData.${f}`);
  };
  const terms = new Map<string, string>();
  const setTerms = (key: string | undefined, chosen: Data | undefined, at: string) => {
    if (key === undefined) return;
    for (const t of Object.keys(chosen ?? {})) terms.set(`${key}\u0000${t}`, `${at}.setCoverageTerms.${t}`);
  };
  set(root.staticLocator, input.setData, 'body');
  setTerms(root.staticLocator, input.setCoverageTerms, 'body');
  (input.elements ?? []).forEach((change, i) => {
    set(staticOf.get(change.locator), change.setData, `body.elements[${i}]`);
    setTerms(staticOf.get(change.locator), change.setCoverageTerms, `body.elements[${i}]`);
  });
  return {
    element: () => undefined,
    field: (key, field) => fields.get(`${key}\u0000${field}`),
    term: (key, term) => terms.get(`${key}\u0000${term}`),
  };
}

/** An account's data as a create (`body.data`) or an update (`body.setData`) gave it. */
export function accountPaths(data: Data | undefined, at: 'body.data' | 'body.setData'): RequestPaths {
  return {
    element: () => undefined,
    field: (_key, field) => (data && Object.hasOwn(data, field) ? `${at}.${field}` : undefined),
  };
}
