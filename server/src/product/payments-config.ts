// The configuration's payment types (`payments`) and delinquency plans (`delinquencyPlans`,
// `defaultDelinquencyPlan` and a product's `defaultDelinquencyPlan`) as they mean something beyond
// their shape, which the contract's schema checks: valid names, payment data fields as any data
// field, a lapse transaction type that is a cancellation, plans that are declared.
import { checkField, type Add } from './checks.js';
import { didYouMean } from './unknown-keys.js';
import { MAX_NAME, NAME, entries, isObj, type Obj } from './model.js';

/** The transaction types every configuration has, by category (the published defaults). */
const DEFAULT_CANCELLATION = 'cancellation';

export function checkPaymentsConfig(config: Obj, add: Add, dataTypes: ReadonlySet<string>): void {
  const q = (s: string) => JSON.stringify(s);
  const constraintTables = isObj(config.constraintTables) ? config.constraintTables : {};
  for (const [name, def] of entries(config.payments)) {
    const path = `payments.${name}`;
    if (!NAME.test(name) || name.length > MAX_NAME) add(path, 'is not a valid payment type name');
    if (!isObj(def)) continue;
    const data = def.data;
    if (!isObj(data)) continue;
    const fields = new Set(Object.keys(data));
    for (const [field, spec] of Object.entries(data))
      checkField(`${path}.data.${field}`, field, spec, fields, constraintTables, add, dataTypes);
  }

  const plans = isObj(config.delinquencyPlans) ? config.delinquencyPlans : {};
  const types = isObj(config.transactionTypes) ? config.transactionTypes : {};
  for (const [name, def] of entries(plans)) {
    const path = `delinquencyPlans.${name}`;
    if (!NAME.test(name) || name.length > MAX_NAME) add(path, 'is not a valid plan name');
    if (!isObj(def)) continue;
    const lapse = def.lapseTransactionType;
    if (typeof lapse === 'string') {
      const declared = types[lapse];
      const category = isObj(declared)
        ? declared.category
        : lapse === DEFAULT_CANCELLATION
          ? 'cancellation'
          : undefined;
      if (category !== 'cancellation')
        add(
          `${path}.lapseTransactionType`,
          category === undefined
            ? `${q(lapse)} is not a transaction type of the configuration${didYouMean(lapse, [DEFAULT_CANCELLATION, ...Object.keys(types)])}`
            : `${q(lapse)} is of category ${String(category)}; a lapse is a cancellation`,
        );
    }
    for (const [event] of entries(def.events))
      if (!NAME.test(event) || event.length > MAX_NAME)
        add(`${path}.events.${event}`, 'is not a valid event name');
  }
  const named = (path: string, plan: unknown) => {
    if (typeof plan === 'string' && !(plan in plans))
      add(path, `${q(plan)} is not declared in delinquencyPlans${didYouMean(plan, Object.keys(plans))}`);
  };
  named('defaultDelinquencyPlan', config.defaultDelinquencyPlan);
  for (const [product, def] of entries(config.products))
    if (isObj(def)) named(`products.${product}.defaultDelinquencyPlan`, def.defaultDelinquencyPlan);
}
