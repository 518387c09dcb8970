// Change instructions applied to the element tree in force: `add` puts new elements (with their
// children) under the root, `delete` removes elements by static locator, `modify` sets and removes
// data of one element (which gets a new locator, keeping its static locator), `params` says when
// the transaction takes effect (and where the term ends), `transactionData` sets the transaction's
// own data. Pure: every problem is named by where the request gave it, and nothing is applied when
// there is one.
import { unprocessable, type ProblemItem } from '../errors.js';
import type { Ids } from '../util.js';
import { flatten, newTree, type ElementCreate, type StoredElement } from './element-tree.js';

type Data = Record<string, unknown>;

export type Instruction = Data & { locator: string; action: string };

export interface Params {
  effectiveTime: string;
  newPolicyEndTime?: string;
  expirationTime?: string;
  /** Where the request gave the params instruction (`body[1]`). */
  at: string;
}

export interface Applied {
  element: StoredElement;
  data: Data;
  params?: Params;
}

const dataOf = (v: unknown): Data => (v && typeof v === 'object' && !Array.isArray(v) ? (v as Data) : {});

/** The tree and data after `instructions`; `at(i)` names instruction i in the request. */
export function applyInstructions(
  ids: Ids,
  base: StoredElement,
  baseData: Data,
  instructions: Instruction[],
  at: (i: number) => string,
): Applied {
  const problems: ProblemItem[] = [];
  const clone = (e: StoredElement): StoredElement => ({
    ...e,
    data: { ...e.data },
    elements: e.elements.map(clone),
  });
  const root = clone(base);
  let data = { ...baseData };
  let params: Params | undefined;
  const find = (staticLocator: string) =>
    flatten(root).find((p) => p.element.staticLocator === staticLocator);
  instructions.forEach((ins, i) => {
    const where = at(i);
    switch (ins.action) {
      case 'add': {
        // Made once when the instruction was stored, so every build gives the same locators.
        const made = ins._elements as StoredElement[] | undefined;
        if (made) root.elements.push(...made.map(clone));
        else
          for (const e of (ins.elements ?? []) as ElementCreate[])
            root.elements.push(newTree(ids, e.type, e.data, e.elements ?? []));
        break;
      }
      case 'delete': {
        const named = (ins.staticElementLocators ?? []) as string[];
        named.forEach((s, j) => {
          const found = find(s);
          if (!found) {
            problems.push({
              location: `${where}.staticElementLocators[${j}]`,
              message: `${s} names no element of the policy in force`,
            });
            return;
          }
          if (!found.parent) {
            problems.push({
              location: `${where}.staticElementLocators[${j}]`,
              message: 'the root element cannot be deleted',
            });
            return;
          }
          found.parent.element.elements = found.parent.element.elements.filter((c) => c !== found.element);
        });
        break;
      }
      case 'modify': {
        const s = String(ins.staticLocator);
        const found = find(s);
        if (!found) {
          problems.push({
            location: `${where}.staticLocator`,
            message: `${s} names no element of the policy in force`,
          });
          break;
        }
        const e = found.element;
        for (const k of Object.keys(dataOf(ins.removeData))) delete e.data[k];
        Object.assign(e.data, dataOf(ins.setData));
        e.locator = typeof ins._locator === 'string' ? ins._locator : ids.ulid();
        break;
      }
      case 'params': {
        if (params) {
          problems.push({
            location: where,
            message: `a transaction takes one params instruction; ${params.at} is one`,
          });
          break;
        }
        params = {
          effectiveTime: new Date(String(ins.effectiveTime)).toISOString(),
          ...(ins.newPolicyEndTime !== undefined
            ? { newPolicyEndTime: new Date(String(ins.newPolicyEndTime)).toISOString() }
            : {}),
          ...(ins.expirationTime !== undefined ? { expirationTime: String(ins.expirationTime) } : {}),
          at: where,
        };
        break;
      }
      case 'transactionData':
        data = { ...data, ...dataOf(ins.data) };
        break;
      default:
        problems.push({
          location: `${where}.action`,
          message: `"${ins.action}" is not an instruction insuite applies`,
        });
    }
  });
  if (problems.length)
    throw unprocessable(`The instructions cannot apply: ${problems[0]!.message}`, problems);
  return { element: root, data, ...(params ? { params } : {}) };
}
