// The validator's rewriting of parameters is skipped for a request without a query string (see
// patches/openapi-validator.ts). Over a set of requests, with queries (odd ones included) and
// without, a server answers exactly as with the validator's rewriting on every request: same
// status, same body.
import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import mutatorModule from 'express-openapi-validator/dist/middlewares/parsers/req.parameter.mutator.js';
import { startServer, type TestServer } from '../support/server.js';
import { fixtureCsv, groupOf, tenantWith, uploadTable } from '../support/tables.js';

let s: TestServer;
let t: string;

// The validator's own rewriting, which the patch keeps as `upstream`, put back for a request and
// then the patch again: the two ways on the same server.
type ModifyRequest = ((req: unknown) => void) & { upstream?: ModifyRequest };
const mutator = (
  mutatorModule as unknown as { RequestParameterMutator: { prototype: { modifyRequest: ModifyRequest } } }
).RequestParameterMutator.prototype;
let patched: ModifyRequest | undefined; // once the server is made, which patches it
const skipParameterMutation = (on: boolean) => {
  mutator.modifyRequest = on ? patched! : patched!.upstream!;
};

beforeAll(async () => {
  s = await startServer();
  patched = mutator.modifyRequest;
  t = await tenantWith(s.admin, {});
  await uploadTable(s.admin, t, 'lookup', 'rates', 'TerritoryRates', fixtureCsv('territory-rates.csv'));
  await groupOf(s.admin, t, '2026-01-01T00:00:00Z', ['rates']);
});
afterAll(() => {
  if (patched) skipParameterMutation(true);
  return s.close();
});

/** GET with the path sent as written (fetch would escape some of its characters first). */
function get(path: string): Promise<{ status: number; body: unknown }> {
  return new Promise((resolve, reject) => {
    const url = new URL(s.baseUrl);
    const req = request(
      { host: url.hostname, port: url.port, path, headers: { Authorization: `Bearer ${s.adminToken}` } },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (c: string) => (text += c));
        res.on('end', () => {
          const body = JSON.parse(text) as Record<string, unknown>;
          delete body.requestId; // differs between any two requests
          resolve({ status: res.statusCode!, body });
        });
      },
    );
    req.on('error', reject);
    req.end();
  });
}

describe('query parameters', () => {
  it('are read the same way as the validator reads them', async () => {
    const record = `/resource/${t}/tables/TerritoryRates/record`;
    const queries = [
      `${record}?key=IL&key=Cook`,
      `${record}?key=il&key=COOK&byStaticName=true&date=2026-06-01T00:00:00Z`,
      `${record}?key=IL`, // one value for an array parameter
      `${record}?key=IL&key=Cook&byStaticName=maybe`,
      `${record}?key=IL&key=Co:ok`, // a reserved character, unescaped
      `${record}?key=IL&key=Co%3Aok`,
      `${record}?key=IL&key=O'Hare`, // escaped by url.parse before the check
      `${record}?key=IL&key="Cook"`,
      `${record}?key=IL&key=<Cook>`,
      `${record}?key=IL&key={Cook}`,
      `${record}?key=IL&key=Co|ok^`,
      `${record}?key=IL&key=Co'o:k`,
      `${record}?key=IL&key=Cook&key[0]=a`,
      `${record}?key=IL&key=Cook&unknown=1`,
      `${record}?key=IL&key=Cook#fragment`,
      `${record}?`,
      `${record}?&&key=IL&key=Cook&`,
      `${record}?key=IL&key=Cook&jurisdiction=IL&jurisdiction=WI`,
      `/resource/${t}/groups/list?count=2&offset=0&extended=true`,
      `/resource/${t}/groups/list?count=two`,
      `/resource/${t}/groups/list?count=1&count=2`,
      `/auth/users/list?count=5&extended=false`,
      // Without a query string
      record,
      `/resource/${t}/groups/list`,
      `/auth/users/list`,
    ];
    expect(patched?.upstream, 'the patch is in place').toBeTypeOf('function');
    for (const q of queries) {
      skipParameterMutation(false);
      const theirs = await get(q);
      skipParameterMutation(true);
      const ours = await get(q);
      expect(ours, q).toEqual(theirs);
    }
  });
});
