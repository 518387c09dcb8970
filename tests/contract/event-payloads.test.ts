// Event payloads against the contract's EventDataByType: every event a quote's way to a policy
// records (accounts, quotes and their lifecycle steps, the issuance's transaction and policy) has
// the `data` its type declares, in the events listing and in a webhook delivery; and the SDK and
// the harness type `data` by `type` (tests/unit/sdk/event-types.test.ts pins the types).
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { resolve } from 'node:path';
import { afterAll, beforeAll, expect, expectTypeOf, it } from 'vitest';
import { parse } from 'yaml';
import type { InsuiteEvent } from '@insuite/client';
import { startInsuite } from '../../server/testing/start.js';
import type { InsuiteTestServer } from '../../server/testing.mjs';
import { freshDatabase } from '../support/server.js';
import { acceptAndIssue, chainTenant, quote } from '../support/policy.js';

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

/**
 * What is wrong with `data` as the data of `type` ([] when nothing). An `allOf` of a schema and the
 * fields it adds is checked part by part: each part's `additionalProperties: false` would refuse
 * the other part's fields.
 */
function problems(type: string, data: Record<string, unknown>): string[] {
  const entry = byType.properties[type];
  if (!entry) return [`the contract's EventDataByType has no ${type}`];
  const schema = schemaAt(entry.$ref);
  const parts = (schema.allOf as JsonSchema[] | undefined) ?? [entry as JsonSchema];
  const added = parts.flatMap((p) => (p.$ref ? [] : Object.keys((p.properties as object | undefined) ?? {})));
  return parts.flatMap((part) => {
    const v = part.$ref ? validator(part.$ref as string) : ajv.compile(part);
    const own = part.$ref
      ? Object.fromEntries(Object.entries(data).filter(([k]) => !added.includes(k)))
      : Object.fromEntries(Object.entries(data).filter(([k]) => added.includes(k)));
    return v(own) ? [] : (v.errors ?? []).map((e) => `${type}: ${e.instancePath} ${e.message}`);
  });
}

const database = await freshDatabase();
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

it('refuse data that is not what the type declares', () => {
  expect(problems('account.create', { locator: 'not a ulid' })).not.toEqual([]);
  expect(problems('quote.issue', {})).not.toEqual([]);
  expect(problems('no.such', {})).toEqual(["the contract's EventDataByType has no no.such"]);
});
