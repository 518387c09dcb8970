// Checks a tenant configuration as a whole and reports every problem, each naming where it is
// (`exposures.Dwelling.data.county.constraint: ...`). Pure: the deploy decides what to do with
// the list. Sections that are not interpreted here are kept verbatim and not checked.

import { Decimal } from 'decimal.js';
import {
  checkBootstrap,
  checkConstraint,
  checkExtends,
  checkField,
  checkTable,
  type ElementInfo,
} from './checks.js';
import { missingRequired } from './declarations.js';
import { checkPaymentsConfig } from './payments-config.js';
import { installmentPlanProblems } from './installment-plans.js';
import { minorDigits } from './currency.js';
import { didYouMean } from './unknown-keys.js';
import {
  CONTENT,
  COVERAGE_TERM_TYPES,
  ELEMENT_SECTIONS,
  FIELD_TYPES,
  MAX_FONT_NAME,
  MAX_NAME,
  NAME,
  RESOURCE_SECTIONS,
  declaredNames,
  entries,
  isObj,
} from './model.js';

export type Severity = 'error' | 'warning';

export interface ConfigProblem {
  /** Where in the configuration, as a JSON path (`exposures.Dwelling.data.county`). */
  path: string;
  message: string;
  /** An error (the default) refuses the configuration; a warning does not. */
  severity?: Severity;
  /** The file the problem was found in, relative to the configuration's folder, and its line there. */
  file?: string;
  line?: number;
}

export const formatProblem = (p: ConfigProblem): string => `${p.path}: ${p.message}`;

const MAX_PROBLEMS = 500;

const q = (s: string) => JSON.stringify(s);

export function validateConfig(input: unknown): ConfigProblem[] {
  const problems: ConfigProblem[] = [];
  const add = (path: string, message: string) => {
    if (problems.length < MAX_PROBLEMS) problems.push({ path, message });
  };
  if (!isObj(input)) {
    add('configuration', 'must be a JSON object');
    return problems;
  }
  const config = input;

  // Sections must have the right shape before anything in them is looked at.
  for (const s of ['accounts', 'charges', 'products'] as const) {
    if (!(s in config)) add(s, 'is required');
  }
  // customFonts is the one resource section that is a list of names rather than a map.
  const objectSections = [
    'accounts',
    'charges',
    ...ELEMENT_SECTIONS,
    ...RESOURCE_SECTIONS.filter((s) => s !== 'customFonts'),
    'bootstrap',
    'dataTypes',
    'coverageTerms',
  ];
  for (const s of objectSections) {
    if (s in config && !isObj(config[s])) add(s, 'must be an object');
  }
  if ('customFonts' in config && !Array.isArray(config.customFonts)) add('customFonts', 'must be an array');

  // Element types: one namespace across the element sections; accounts have their own.
  const elements = new Map<string, ElementInfo>();
  for (const section of ELEMENT_SECTIONS) {
    for (const [name, def] of entries(config[section])) {
      const path = `${section}.${name}`;
      if (!NAME.test(name) || name.length > MAX_NAME) {
        add(path, 'is not a valid element type name');
      }
      const other = elements.get(name);
      if (other) {
        add(path, `element type ${q(name)} is already declared in ${other.section}`);
        continue;
      }
      if (!isObj(def)) {
        add(path, 'must be an object');
        continue;
      }
      elements.set(name, { section, def });
    }
  }
  const accounts = new Map<string, ElementInfo>();
  for (const [name, def] of entries(config.accounts)) {
    const path = `accounts.${name}`;
    if (!NAME.test(name) || name.length > MAX_NAME) add(path, 'is not a valid account type name');
    if (!isObj(def)) add(path, 'must be an object');
    else accounts.set(name, { section: 'accounts', def });
  }

  // Custom data types: a namespace of their own, apart from the built-in types.
  const dataTypes = new Map<string, ElementInfo>();
  for (const [name, def] of entries(config.dataTypes)) {
    const path = `dataTypes.${name}`;
    if (!NAME.test(name) || name.length > MAX_NAME) add(path, 'is not a valid data type name');
    else if ((FIELD_TYPES as readonly string[]).includes(name))
      add(path, `${q(name)} is a built-in data type and cannot be declared again`);
    if (!isObj(def)) add(path, 'must be an object');
    else dataTypes.set(name, { section: 'dataTypes', def });
  }
  const dataTypeNames = new Set(dataTypes.keys());

  checkExtends(elements, add);
  checkExtends(accounts, add);
  checkExtends(dataTypes, add);

  // Coverage terms: a type and options, each with a numeric value.
  const coverageTerms = isObj(config.coverageTerms) ? config.coverageTerms : {};
  for (const [name, def] of entries(config.coverageTerms)) {
    const path = `coverageTerms.${name}`;
    if (!NAME.test(name) || name.length > MAX_NAME) add(path, 'is not a valid coverage term name');
    if (!isObj(def)) {
      add(path, 'must be an object');
      continue;
    }
    if (def.type === undefined) add(`${path}.type`, `is required (one of ${COVERAGE_TERM_TYPES.join(', ')})`);
    else if (typeof def.type !== 'string' || !(COVERAGE_TERM_TYPES as readonly string[]).includes(def.type))
      add(
        `${path}.type`,
        `${q(String(def.type))} is not a coverage term type (one of ${COVERAGE_TERM_TYPES.join(', ')})` +
          (typeof def.type === 'string' ? didYouMean(def.type, COVERAGE_TERM_TYPES) : ''),
      );
    if (def.options === undefined) {
      add(`${path}.options`, 'is required: the options an element chooses from');
      continue;
    }
    if (!isObj(def.options) || Object.keys(def.options).length === 0) {
      add(`${path}.options`, 'must be an object of at least one option');
      continue;
    }
    for (const [o, spec] of Object.entries(def.options)) {
      const at = `${path}.options.${o}`;
      if (!NAME.test(o) || o.length > MAX_NAME) add(at, 'is not a valid option name');
      if (!isObj(spec)) add(at, 'must be an object with a value');
      else if (typeof spec.value !== 'number' || !Number.isFinite(spec.value))
        add(`${at}.value`, spec.value === undefined ? 'is required (a number)' : 'must be a number');
    }
  }

  // Containment: which element types may hold which (following `extend` both ways).
  const parents = new Map<string, Set<string>>();
  for (const [name, { section, def }] of elements) {
    const contents = def.contents;
    if (contents === undefined) continue;
    const path = `${section}.${name}.contents`;
    if (!Array.isArray(contents)) {
      add(path, 'must be an array');
      continue;
    }
    const seen = new Set<string>();
    contents.forEach((entry, i) => {
      const at = `${path}[${i}]`;
      const m = typeof entry === 'string' ? CONTENT.exec(entry) : null;
      if (!m) {
        add(at, `${q(String(entry))} is not an element type optionally followed by ?, !, + or *`);
        return;
      }
      const child = m[1]!;
      const target = elements.get(child);
      if (!target) {
        add(at, `element type ${q(child)} is not declared${didYouMean(child, elements.keys())}`);
        return;
      }
      if (target.section === 'products') {
        add(at, `${q(child)} is a product; products cannot be contained`);
        return;
      }
      if (seen.has(child)) add(at, `${q(child)} is listed more than once`);
      seen.add(child);
      if (!parents.has(child)) parents.set(child, new Set());
      parents.get(child)!.add(name);
    });
  }

  // What element types list: coverage terms and charges, each declared.
  const charges = Object.keys(isObj(config.charges) ? config.charges : {});
  for (const [name, { section, def }] of elements) {
    for (const [key, declared, where] of [
      ['coverageTerms', Object.keys(coverageTerms), 'coverageTerms'],
      ['charges', charges, 'charges'],
    ] as const) {
      const listed = def[key];
      // Without the section itself, its absence is the one problem reported.
      if (listed === undefined || (key === 'charges' && !isObj(config.charges))) continue;
      if (!Array.isArray(listed)) {
        add(`${section}.${name}.${key}`, 'must be an array of names');
        continue;
      }
      listed.forEach((n: unknown, i) => {
        if (typeof n !== 'string' || !declared.includes(n))
          add(
            `${section}.${name}.${key}[${i}]`,
            `${q(String(n))} is not declared in ${where}` +
              (typeof n === 'string' ? didYouMean(n, declared) : ''),
          );
      });
    }
  }

  const constraintTables = isObj(config.constraintTables) ? config.constraintTables : {};
  const chain = (map: Map<string, ElementInfo>, name: string): string[] => {
    const out: string[] = [];
    let cur: string | undefined = name;
    while (cur !== undefined && map.has(cur) && !out.includes(cur)) {
      out.push(cur);
      const ext: unknown = map.get(cur)!.def.extend;
      cur = typeof ext === 'string' ? ext : undefined;
    }
    return out;
  };
  const fieldsOf = (map: Map<string, ElementInfo>, name: string): Set<string> => {
    const out = new Set<string>();
    for (const t of chain(map, name)) for (const [f] of entries(map.get(t)!.def.data)) out.add(f);
    return out;
  };
  /** Element types that may hold `name` at any depth, counting base types on both sides. */
  const ancestorsOf = (name: string): Set<string> => {
    const out = new Set<string>();
    const todo = [...chain(elements, name)];
    while (todo.length) {
      const t = todo.pop()!;
      for (const p of parents.get(t) ?? []) {
        if (out.has(p)) continue;
        out.add(p);
        todo.push(...chain(elements, p));
      }
    }
    return out;
  };

  /** The coverage terms an element type takes, its own and inherited. */
  const termsOf = (name: string): Set<string> => {
    const out = new Set<string>();
    for (const t of chain(elements, name)) {
      const taken: unknown = elements.get(t)!.def.coverageTerms;
      if (Array.isArray(taken)) for (const x of taken) if (typeof x === 'string') out.add(x);
    }
    return out;
  };
  /** The fields and coverage terms of an element type and of the types that may hold it. */
  const elementBindable = (name: string): Set<string> => {
    const out = new Set([...fieldsOf(elements, name), ...termsOf(name)]);
    for (const a of ancestorsOf(name)) for (const x of [...fieldsOf(elements, a), ...termsOf(a)]) out.add(x);
    return out;
  };

  const checkData = (map: Map<string, ElementInfo>, kind: 'element' | 'account' | 'dataType') => {
    for (const [name, { section, def }] of map) {
      const data = def.data;
      if (data === undefined) continue;
      const dataPath = `${section}.${name}.data`;
      if (!isObj(data)) {
        add(dataPath, 'must be an object');
        continue;
      }
      // What a `where` binding may name: this type's fields (with inherited ones), then its
      // containers'; on elements, the coverage terms of the same.
      const bindable = kind === 'element' ? elementBindable(name) : fieldsOf(map, name);
      for (const [field, spec] of Object.entries(data)) {
        checkField(`${dataPath}.${field}`, field, spec, bindable, constraintTables, add, dataTypeNames);
      }
    }
  };
  checkData(elements, 'element');
  checkData(accounts, 'account');
  checkData(dataTypes, 'dataType');

  // A coverage term's `value.constraint`: which of its options an element may choose. Its `where`
  // keys must resolve on every element type that takes the term.
  for (const [term, def] of entries(config.coverageTerms)) {
    if (!isObj(def) || !isObj(def.value) || def.value.constraint === undefined) continue;
    const takers = [...elements.keys()].filter((t) => termsOf(t).has(term));
    if (!takers.length) continue;
    const sets = takers.map(elementBindable);
    const bindable = new Set([...sets[0]!].filter((x) => sets.every((b) => b.has(x))));
    checkConstraint(
      `coverageTerms.${term}.value.constraint`,
      term,
      def.value.constraint,
      bindable,
      constraintTables,
      add,
    );
  }

  // Tables and the other resource declarations.
  for (const [name, def] of entries(config.tables)) checkTable(`tables.${name}`, def, 'lookup', add);
  for (const [name, def] of entries(config.rangeTables)) checkTable(`rangeTables.${name}`, def, 'range', add);
  for (const [name, def] of entries(config.constraintTables))
    checkTable(`constraintTables.${name}`, def, 'constraint', add);
  for (const section of ['secrets', 'documents', 'templateSnippets'] as const) {
    for (const [name, def] of entries(config[section])) {
      if (!isObj(def)) add(`${section}.${name}`, 'must be an object');
    }
  }

  // Static names: valid resource names, each declared in one section only.
  const owner = new Map<string, string>();
  for (const section of RESOURCE_SECTIONS) {
    const names =
      section === 'customFonts'
        ? Array.isArray(config.customFonts)
          ? config.customFonts
          : []
        : Object.keys(isObj(config[section]) ? config[section] : {});
    names.forEach((n: unknown, i: number) => {
      const path = section === 'customFonts' ? `customFonts[${i}]` : `${section}.${String(n)}`;
      if (typeof n !== 'string') {
        add(path, 'must be a string');
        return;
      }
      const max = section === 'customFonts' ? MAX_FONT_NAME : MAX_NAME;
      if (!NAME.test(n) || n.length > max) {
        add(path, `${q(n)} is not a valid static name (letters, digits, _ and $, at most ${max} characters)`);
      }
      const first = owner.get(n);
      if (first === section) add(path, `${q(n)} is declared more than once`);
      else if (first) add(path, `static name ${q(n)} is already declared in ${first}`);
      else owner.set(n, section);
    });
  }

  // What documents use must be declared too.
  const snippets = new Set(declaredNames(config, 'templateSnippets'));
  const fonts = new Set(declaredNames(config, 'customFonts'));
  for (const [name, def] of entries(config.documents)) {
    if (!isObj(def)) continue;
    for (const [key, declared, section] of [
      ['templateSnippets', snippets, 'templateSnippets'],
      ['customFonts', fonts, 'customFonts'],
    ] as const) {
      const used = def[key];
      if (used === undefined) continue;
      if (!Array.isArray(used)) {
        add(`documents.${name}.${key}`, 'must be an array');
        continue;
      }
      used.forEach((u: unknown, i) => {
        if (typeof u !== 'string' || !declared.has(u)) {
          const hint = typeof u === 'string' ? didYouMean(u, declared) : '';
          add(`documents.${name}.${key}[${i}]`, `${q(String(u))} is not declared in ${section}${hint}`);
        }
      });
    }
  }

  checkPaymentsConfig(config, add, dataTypeNames);
  // Installment plans: each checked, and every plan named declared.
  for (const [name, plan] of entries(config.installmentPlans))
    if (isObj(plan)) for (const p of installmentPlanProblems(name, plan)) add(p.path, p.message);
  const plans = new Set(Object.keys(isObj(config.installmentPlans) ? config.installmentPlans : {}));
  const named: [string, unknown][] = [['defaultInstallmentPlan', config.defaultInstallmentPlan]];
  for (const [product, def] of entries(config.products))
    if (isObj(def)) named.push([`products.${product}.defaultInstallmentPlan`, def.defaultInstallmentPlan]);
  for (const [path, name] of named)
    if (typeof name === 'string' && !plans.has(name))
      add(path, `${q(name)} is not declared in installmentPlans${didYouMean(name, plans)}`);
  // Invoicing plans: fees in whole minor units of their currency, and the default declared.
  for (const [name, plan] of entries(config.invoicingPlans))
    if (isObj(plan))
      for (const [currency, fee] of entries(plan.invoiceFeeAmounts))
        if (typeof fee === 'number' && new Decimal(fee).decimalPlaces() > minorDigits(currency))
          add(
            `invoicingPlans.${name}.invoiceFeeAmounts.${currency}`,
            `${fee} is finer than ${currency}'s minor unit (${minorDigits(currency)} decimals)`,
          );
  const invoicing = new Set(Object.keys(isObj(config.invoicingPlans) ? config.invoicingPlans : {}));
  if (typeof config.defaultInvoicingPlan === 'string' && !invoicing.has(config.defaultInvoicingPlan))
    add(
      'defaultInvoicingPlan',
      `${q(config.defaultInvoicingPlan)} is not declared in invoicingPlans${didYouMean(config.defaultInvoicingPlan, invoicing)}`,
    );

  checkBootstrap(config, owner, add);
  missingRequired(config, add);
  return problems;
}
