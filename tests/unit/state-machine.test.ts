// The docs' state tables are the table's own: docs/quote-lifecycle.md and
// docs/policy-transactions.md hold exactly what stateTable renders from quote-states.ts.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { QUOTE_MACHINE, TRANSACTION_MACHINE, stateTable } from '../../server/src/policy/quote-states.js';

const doc = (name: string) => readFileSync(new URL(`../../docs/${name}`, import.meta.url), 'utf8');

describe("the docs' state tables", () => {
  it('are rendered from the one table', () => {
    expect(doc('quote-lifecycle.md')).toContain(stateTable(QUOTE_MACHINE));
    expect(doc('policy-transactions.md')).toContain(stateTable(TRANSACTION_MACHINE));
  });
});
