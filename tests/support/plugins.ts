// Configurations with a plugins/ folder, zipped as createTenant and deployConfigZip take them.
import AdmZip from 'adm-zip';
import type { InsuiteClient } from '@insuite/client';
import { homeownersConfig } from './given.js';

/** The example configuration as config.json, with `files` (path under plugins/ → text) beside it. */
export function withPlugins(files: Record<string, string>, config: unknown = homeownersConfig()): Uint8Array {
  const zip = new AdmZip();
  zip.addFile('config.json', Buffer.from(JSON.stringify(config)));
  for (const [path, text] of Object.entries(files)) zip.addFile(`plugins/${path}`, Buffer.from(text));
  return zip.toBuffer();
}

/** The charges of the README's quote (a dwelling in Cook, IL, built in 1990), starting at `startTime`. */
export async function priced(
  client: InsuiteClient,
  tenantLocator: string,
  startTime = '2026-03-01T00:00:00Z',
) {
  const account = await client.createAccount({
    tenantLocator,
    body: { type: 'ConsumerAccount', data: { firstName: 'Ada' } },
  });
  const quote = await client.createQuote({
    tenantLocator,
    body: {
      productName: 'Homeowners',
      accountLocator: account.locator,
      startTime,
      data: { channel: 'direct' },
      elements: [
        {
          type: 'Dwelling',
          data: { state: 'IL', county: 'Cook', constructionType: 'frame', yearBuilt: 1990 },
          elements: [
            { type: 'Contents', data: { limit: '25000' } },
            { type: 'Liability', data: { limit: '300000' } },
          ],
        },
      ],
    },
  });
  const price = await client.priceQuote({ tenantLocator, locator: quote.locator });
  return price.items.map((i) => ({ chargeType: i.chargeType, amount: i.amount, rate: i.rate }));
}
