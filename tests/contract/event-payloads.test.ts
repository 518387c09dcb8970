// Event payloads against the contract's EventDataByType, each validated against its type's whole
// schema: every event a quote's way to a policy records (accounts, quotes and their lifecycle
// steps, the issuance's transaction and policy), and billing's on the test clock (invoices,
// payments, every step of a delinquency), has the `data` its type declares, in the events listing
// and in a webhook delivery; and the SDK and the harness type `data` by `type`
// (tests/unit/sdk/event-types.test.ts pins the types).
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { resolve } from 'node:path';
import { afterAll, beforeAll, expect, expectTypeOf, it } from 'vitest';
import { parse } from 'yaml';
import type { InsuiteEvent } from '@insuite/client';
import { startInsuite } from '../../server/testing/start.js';
import type { InsuiteTestServer } from '../../server/testing.mjs';
import { migratedDatabase } from '../support/server.js';
import { acceptAndIssue, chainTenant, quote } from '../support/policy.js';
import { unique } from '../support/given.js';
import { withPlugins } from '../support/plugins.js';
import { PLANS, RATE_PLUGIN } from '../support/billing.js';
import { paymentsConfig } from '../support/payments.js';

type JsonSchema = Record<string, unknown>;
const spec = parse(readFileSync(resolve(import.meta.dirname, '../../openapi.yaml'), 'utf8')) as {
  components: { schemas: Record<string, JsonSchema> };
};
const byType = spec.components.schemas.EventDataByType as { properties: Record<string, { $ref: string }> };
// The contract as one schema document, so that its $refs resolve; formats are the contract's own
// words (ulid, money) and OpenAPI keywords (x-…, discriminator) are not JSON Schema's.
// Ajv 8, the server's own (the one at the top of node_modules is another major version).
interface ValidateFunction {
  (data: unknown): boolean;
  errors?: { instancePath: string; message?: string }[] | null;
}
interface Ajv {
  addSchema(schema: object): void;
  getSchema(ref: string): ValidateFunction | undefined;
  compile(schema: object): ValidateFunction;
}
const { Ajv: AjvClass } = createRequire(resolve(import.meta.dirname, '../../server/package.json'))('ajv') as {
  Ajv: new (options: object) => Ajv;
};
const ajv = new AjvClass({ strict: false, validateFormats: false, validateSchema: false, allErrors: true });
ajv.addSchema({ ...spec, $id: 'contract' });
const compiled = new Map<string, ValidateFunction>();
const validator = (ref: string) => {
  let v = compiled.get(ref);
  if (!v) compiled.set(ref, (v = ajv.getSchema(`contract${ref}`)!));
  return v;
};
const schemaAt = (ref: string) => spec.components.schemas[ref.split('/').pop()!]!;

/** What is wrong with `data` as the data of `type` ([] when nothing), the whole schema at once. */
function problems(type: string, data: Record<string, unknown>): string[] {
  const entry = byType.properties[type];
  if (!entry) return [`the contract's EventDataByType has no ${type}`];
  const v = validator(entry.$ref);
  return v(data) ? [] : (v.errors ?? []).map((e) => `${type}: ${e.instancePath} ${e.message}`);
}

const database = await migratedDatabase();
let insuite: InsuiteTestServer;
let tenantLocator: string;
beforeAll(async () => {
  insuite = await startInsuite({ databaseUrl: database.databaseUrl });
  tenantLocator = await chainTenant(insuite.client);
}, 120_000);
afterAll(async () => {
  await insuite?.stop();
  await database.drop();
});

it('are what EventDataByType declares for their type, in the listing and in a delivery', async () => {
  const receiver = await insuite.webhookReceiver({
    tenant: tenantLocator,
    eventTypes: ['account.create', 'quote.issue'],
  });
  const q = await quote(insuite.client, tenantLocator);
  await insuite.client.updateAccount({
    tenantLocator,
    locator: q.accountLocator,
    body: { setData: { firstName: 'Grace' } },
  });
  await insuite.client.updateQuote({
    tenantLocator,
    locator: q.locator,
    body: { setData: { channel: 'broker' } },
  });
  await acceptAndIssue(insuite.client, { tenantLocator, locator: q.locator });

  const events = (await insuite.client.fetchMultipleEvents({ tenantLocator })).events;
  const types = new Set(events.map((e) => e.type));
  for (const type of [
    'account.create',
    'account.update',
    'quote.create',
    'quote.update',
    'quote.validate',
    'quote.price',
    'quote.underwrite',
    'quote.accept',
    'quote.issue',
  ])
    expect(types).toContain(type);
  expect(events.flatMap((e) => problems(e.type, e.data as Record<string, unknown>))).toEqual([]);

  // A delivery: typed by the type asked for, and the data its type declares.
  const issued = await receiver.next('quote.issue');
  expectTypeOf(issued.event.data.issuedTransactionLocator).toEqualTypeOf<string>();
  expect(issued.event.data.locator).toBe(q.locator);
  expect(problems(issued.event.type, issued.event.data)).toEqual([]);
  const created = await receiver.next('account.create');
  expect(problems(created.event.type, created.event.data)).toEqual([]);
  // A union over the listing narrows by type.
  const issue = events.find(
    (e): e is Extract<InsuiteEvent, { type: 'quote.issue' }> => e.type === 'quote.issue',
  );
  expect(issue?.data.issuedTransactionLocator).toBe(issued.event.data.issuedTransactionLocator);
  await receiver.close();
});

it('of billing are what EventDataByType declares: invoices, payments, every step of a delinquency', async () => {
  const { client } = insuite;
  // Monthly installments invoiced 10 days ahead and due on the first; 10 days of grace with a
  // reminder 3 days in, then a cancellation issued.
  const t = (
    await client.createTenant({
      name: unique('events-billing'),
      body: withPlugins(
        { 'index.ts': RATE_PLUGIN },
        paymentsConfig({ installmentPlans: PLANS, defaultInstallmentPlan: 'monthly' }),
      ) as never,
    })
  ).locator;
  const receiver = await insuite.webhookReceiver({ tenant: t, eventTypes: ['delinquency.triggerEvent'] });
  const clock = insuite.tenant(t).clock;
  await clock.set('2027-01-01T06:00:00.000Z');
  const issue = async () => {
    const q = await quote(client, t, {
      startTime: '2027-01-01T06:00:00.000Z',
      dwelling: { constructionType: 'frame', yearBuilt: 1990 },
    });
    return (await acceptAndIssue(client, { tenantLocator: t, locator: q.locator })).policyLocator!;
  };
  const settled = await issue();
  const lapsed = await issue();
  // A day on, January's invoices exist and are due: delinquencies start, in grace.
  await clock.advance('P1D');
  const [invoice] = (await client.fetchInvoicesForPolicy({ tenantLocator: t, policyLocator: settled })).items;
  const payment = await client.createPayment({
    tenantLocator: t,
    body: {
      type: 'standard',
      amount: invoice!.totalAmount!,
      data: {},
      targets: [{ containerType: 'invoice', containerLocator: invoice!.locator }],
    },
  });
  // Past the reminder (each delinquency's configured event triggered), the first is paid: it settles.
  await clock.advance('P4D');
  await client.postPayment({ tenantLocator: t, locator: payment.locator });
  // Past grace the other lapses.
  await clock.advance('P10D');
  const [d] = (await client.getDelinquenciesForPolicy({ tenantLocator: t, policyLocator: lapsed })).items;
  expect(d?.delinquencyState).toBe('lapseTransactionCreated');

  const events = (await client.fetchMultipleEvents({ tenantLocator: t, pageSize: 1000 })).events;
  const types = new Set(events.map((e) => e.type));
  for (const type of [
    'invoice.generate',
    'payment.create',
    'payment.post',
    'delinquency.create',
    'delinquency.startGrace',
    'delinquency.triggerEvent',
    'delinquency.settle',
    'delinquency.triggerLapse',
    'delinquency.createLapseTransaction',
  ])
    expect(types).toContain(type);
  expect(events.flatMap((e) => problems(e.type, e.data as Record<string, unknown>))).toEqual([]);
  const triggered = await receiver.next('delinquency.triggerEvent');
  // Each policy's reminder fell due in grace (the paid one's before its payment).
  expect(triggered.event.data.eventName).toBe('reminder');
  expect(problems(triggered.event.type, triggered.event.data)).toEqual([]);
  await receiver.close();
}, 120_000);

it('refuse data that is not what the type declares', () => {
  expect(problems('account.create', { locator: 'not a ulid' })).not.toEqual([]);
  expect(problems('quote.issue', {})).not.toEqual([]);
  expect(problems('no.such', {})).toEqual(["the contract's EventDataByType has no no.such"]);
  expect(problems('delinquency.triggerEvent', { eventName: 'reminder' })).not.toEqual([]);
});

it("of the types that add a field to a response have that response's fields and the one added", () => {
  const fields = (name: string) => ({
    properties: Object.keys(schemaAt(name).properties as object).sort(),
    required: [...(schemaAt(name).required as string[])].sort(),
  });
  const plus = (name: string, added: string) => ({
    properties: [...fields(name).properties, added].sort(),
    required: [...fields(name).required, added].sort(),
  });
  expect(fields('DelinquencyTriggerEventData')).toEqual(plus('DelinquencyResponse', 'eventName'));
  expect(fields('QuoteIssueEventData')).toEqual(plus('QuoteResponse', 'issuedTransactionLocator'));
  // Closed as the responses are: data with a field of neither is refused.
  for (const name of ['DelinquencyTriggerEventData', 'QuoteIssueEventData'])
    expect(schemaAt(name).additionalProperties).toBe(false);
});
