// The example tenant as the lifecycle benches make it, through the HTTP interface: its
// configuration with its plugins, its tables, a group, an account and a quote of one Dwelling, and
// the target that prices that quote without storing the price (`stateless=true`).
import { readFileSync } from 'node:fs';
import AdmZip from 'adm-zip';
import { tableZip } from '@insuite/client';
import { call } from './calls.js';
import type { Target } from './load.js';

const fixture = (file: string) =>
  readFileSync(new URL(`../tests/fixtures/homeowners/${file}`, import.meta.url));

export function tenantZip(): Buffer {
  const zip = new AdmZip();
  zip.addFile('config.json', fixture('config.json'));
  for (const file of ['index.ts', 'homes.ts']) zip.addFile(`plugins/${file}`, fixture(`plugins/${file}`));
  return zip.toBuffer();
}

/** A tenant of the example configuration (plugins and tables), with a quote of one Dwelling; its price target. */
export async function exampleTenant(port: number, token: string, body: Buffer, tenantName: string) {
  const { locator: t } = await call<{ locator: string }>(
    port,
    token,
    'POST',
    `/config/createTenant?name=${tenantName}`,
    body,
    'application/zip',
  );
  const tables = [
    ['constraints', 'counties', 'StateCounty', 'state-county.csv'],
    ['tables', 'rates', 'TerritoryRates', 'territory-rates.csv'],
    ['rangeTables', 'ages', 'AgeOfHomeFactors', 'age-of-home-factors.csv'],
  ] as const;
  for (const [path, name, staticName, file] of tables) {
    const zip = await tableZip(fixture(file).toString('utf8'), { name });
    await call(
      port,
      token,
      'POST',
      `/resource/${t}/${path}?name=${name}&staticName=${staticName}`,
      Buffer.from(zip),
      'application/zip',
    );
  }
  await call(port, token, 'POST', `/resource/${t}/groups`, {
    name: 'g',
    selectionStartTime: '2020-01-01T00:00:00Z',
    resourceNames: tables.map((x) => x[1]),
  });
  const account = await call<{ locator: string }>(port, token, 'POST', `/policy/${t}/accounts`, {
    type: 'ConsumerAccount',
    data: { firstName: 'Ada' },
  });
  const quote = await call<{ locator: string }>(port, token, 'POST', `/policy/${t}/quotes`, {
    productName: 'Homeowners',
    accountLocator: account.locator,
    startTime: '2026-03-01T00:00:00Z',
    data: { channel: 'direct' },
    elements: [
      {
        type: 'Dwelling',
        data: { state: 'IL', county: 'Cook', constructionType: 'frame', yearBuilt: 1990 },
      },
    ],
  });
  const price: Target = {
    method: 'PATCH',
    path: `/policy/${t}/quotes/${quote.locator}/price?stateless=true`,
    headers: { Authorization: `Bearer ${token}` },
  };
  return { t, price };
}
