// The SDK's webhook signature helpers against the server's own signing (events/delivery.ts).
import { describe, expect, it } from 'vitest';
import { verifyWebhookSignature, webhookSignature } from '@insuite/client';
import { signature } from '../../../server/src/events/delivery.js';

const body = JSON.stringify({
  locator: '01JAAAAAAAAAAAAAAAAAAAAAAA',
  type: 'account.create',
  data: { é: 'ü' },
});

describe('webhook signatures in the SDK', () => {
  it('signs as the server signs, from text or bytes', async () => {
    expect(await webhookSignature('s3cret', body)).toBe(signature('s3cret', body));
    expect(await webhookSignature('s3cret', new TextEncoder().encode(body))).toBe(signature('s3cret', body));
  });

  it('accepts the server’s signature and refuses any other', async () => {
    const signed = signature('s3cret', body);
    expect(await verifyWebhookSignature({ secret: 's3cret', body, signature: signed })).toBe(true);
    expect(
      await verifyWebhookSignature({
        secret: 's3cret',
        body,
        signature: signed.toUpperCase().replace('SHA256', 'sha256'),
      }),
    ).toBe(true);
    for (const wrong of [
      { secret: 'other', body, signature: signed },
      { secret: 's3cret', body: body + ' ', signature: signed },
      { secret: 's3cret', body, signature: signed.slice(0, -1) },
      { secret: 's3cret', body, signature: undefined },
      { secret: 's3cret', body, signature: [signed, signed] },
    ])
      expect(await verifyWebhookSignature(wrong)).toBe(false);
  });
});
