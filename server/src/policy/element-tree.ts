// Element trees of quotes, quick quotes and transactions: made from a request, stored as one JSON
// document, answered with parent locators, copied into a transaction (new locators, the same
// static locators) and checked against the product model.
import { unprocessable, type ProblemItem } from '../errors.js';
import type { Schema } from '../http/api-types.js';
import {
  canonicalData,
  contentsProblems,
  coverageTermProblems,
  dataProblems,
  didYouMean,
  scopedData,
  type DataScope,
  type ProductModel,
} from '../product/index.js';
import type { Ids } from '../util.js';
import type { RequestPaths } from './request-paths.js';

type Data = Record<string, unknown>;
export type ElementCreate = Schema<'ElementCreateRequest'>;
export type ElementResponse = Schema<'ElementResponse'>;

export interface StoredElement {
  locator: string;
  /** Stays the same across versions of the element: a quote's element and its copy in a transaction. */
  staticLocator: string;
  type: string;
  data: Data;
  /** The option chosen for each coverage term, by term name. */
  coverageTerms?: Record<string, unknown>;
  elements: StoredElement[];
}

/** Element types nest at most five deep (product to coverage); deeper requests are refused early. */
const MAX_DEPTH = 16;
const MAX_ELEMENTS = 10_000;

/** A new tree: the root of `type` with `data`, holding `children`; every element gets fresh locators. */
export function newTree(
  ids: Ids,
  type: string,
  data: Data | undefined,
  children: ElementCreate[] = [],
  coverageTerms?: Data,
) {
  let count = 0;
  const make = (
    t: string,
    d: Data | undefined,
    kids: ElementCreate[],
    terms: Data | undefined,
    depth: number,
  ): StoredElement => {
    if (depth > MAX_DEPTH) throw unprocessable(`Elements nest at most ${MAX_DEPTH} deep`);
    if (++count > MAX_ELEMENTS) throw unprocessable(`A tree holds at most ${MAX_ELEMENTS} elements`);
    const id = ids.ulid();
    return {
      locator: id,
      staticLocator: id,
      type: t,
      data: { ...d },
      ...(terms && Object.keys(terms).length ? { coverageTerms: { ...terms } } : {}),
      elements: kids.map((k) => make(k.type, k.data, k.elements ?? [], k.coverageTerms, depth + 1)),
    };
  };
  return make(type, data, children, coverageTerms, 0);
}

/**
 * The tree with each value written as its type declares it: an option in its declared spelling
 * (`"DOG"` → `"dog"` where the options say `"dog"`), a coverage term's option likewise.
 */
export function canonicalTree(model: ProductModel, root: StoredElement): StoredElement {
  const type = model.elements.get(root.type);
  if (!type) return root;
  const terms = root.coverageTerms;
  return {
    ...root,
    data: canonicalData(type, root.data, model.dataTypes),
    ...(terms
      ? {
          coverageTerms: Object.fromEntries(
            Object.entries(terms).map(([name, v]) => {
              const options = [...(type.coverageTerms.get(name)?.options.keys() ?? [])];
              const o =
                typeof v === 'string' ? options.find((x) => x.toLowerCase() === v.toLowerCase()) : undefined;
              return [name, o ?? v];
            }),
          ),
        }
      : {}),
    elements: root.elements.map((e) => canonicalTree(model, e)),
  };
}

/**
 * The tree without the data of fields out of scope on `where`: a quote's tree as its policy holds
 * it (`P`), without what only quotes (or quick quotes) hold.
 */
export function scopedTree(model: ProductModel, root: StoredElement, where: DataScope): StoredElement {
  const type = model.elements.get(root.type);
  return {
    ...root,
    data: type ? scopedData(type, root.data, where, model.dataTypes) : root.data,
    elements: root.elements.map((e) => scopedTree(model, e, where)),
  };
}

/** The same tree with new locators and the same static locators. */
export function copyTree(ids: Ids, e: StoredElement): StoredElement {
  return {
    locator: ids.ulid(),
    staticLocator: e.staticLocator,
    type: e.type,
    data: { ...e.data },
    ...(e.coverageTerms ? { coverageTerms: { ...e.coverageTerms } } : {}),
    elements: e.elements.map((c) => copyTree(ids, c)),
  };
}

export function toElementResponse(e: StoredElement, parentLocator?: string): ElementResponse {
  return {
    locator: e.locator,
    staticLocator: e.staticLocator,
    ...(parentLocator ? { parentLocator } : {}),
    type: e.type,
    data: e.data,
    ...(e.coverageTerms ? { coverageTerms: e.coverageTerms } : {}),
    elements: e.elements.map((c) => toElementResponse(c, e.locator)),
  };
}

export interface Placed {
  element: StoredElement;
  parent?: Placed;
}

/** Every element of the tree, parents before their children. */
export function flatten(root: StoredElement): Placed[] {
  const out: Placed[] = [];
  const visit = (element: StoredElement, parent?: Placed) => {
    const placed: Placed = { element, ...(parent ? { parent } : {}) };
    out.push(placed);
    for (const c of element.elements) visit(c, placed);
  };
  visit(root);
  return out;
}

/** Where a field's problem is named: a nested one (`drivers[1].age`) under its top field's place. */
export function fieldLocation(paths: RequestPaths, key: string, field: string): string | undefined {
  const top = /^[^.[]+/.exec(field)![0];
  const at = paths.field(key, top);
  return at === undefined ? undefined : at + field.slice(top.length);
}

/** How problems name an element: its static locator and type. */
export const elementLabel = (e: { staticLocator: string; type: string }): string =>
  `element ${e.staticLocator} (${e.type})`;

/**
 * Every problem of the tree against the model: element types, `contents` and field values (each
 * field in its scope on `where`, the entity holding the tree), named by request path where the
 * request gave them (`paths`), else by element label.
 */
export function treeProblems(
  model: ProductModel,
  root: StoredElement,
  paths: RequestPaths,
  where: DataScope,
): ProblemItem[] {
  const out: ProblemItem[] = [];
  for (const { element } of flatten(root)) {
    const type = model.elements.get(element.type);
    const made = paths.element(element.staticLocator);
    const label = elementLabel(element);
    if (!type) {
      out.push({
        location: made !== undefined ? `${made}.type` : label,
        message: `"${element.type}" is not a declared element type${didYouMean(element.type, model.elements.keys())}`,
      });
      continue;
    }
    for (const p of dataProblems(type, element.data, model.dataTypes, where)) {
      out.push({
        location: fieldLocation(paths, element.staticLocator, p.field) ?? `${label}.data.${p.field}`,
        message: `${type.name}.${p.field}: ${p.message}`,
      });
    }
    for (const p of coverageTermProblems(type, element.coverageTerms ?? {})) {
      out.push({
        location: `${made ?? label}.coverageTerms.${p.field}`,
        message: `${type.name}: ${p.message}`,
      });
    }
    // An unknown child type is reported once, at the child.
    const children = element.elements.map((c) => c.type).filter((t) => model.elements.has(t));
    for (const message of contentsProblems(model, type, children)) {
      out.push({ location: `${made ?? label}.elements`, message });
    }
  }
  return out;
}
