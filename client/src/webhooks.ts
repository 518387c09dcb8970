// Checking a webhook delivery's signature in an app's receiver: `X-Insuite-Signature` is
// `sha256=` and the hex HMAC-SHA256 of the exact body bytes under the webhook's secret. Web
// Crypto, so that it runs wherever the SDK does (Node 20 and later, browsers, workers).

const encoder = new TextEncoder();

/** The `X-Insuite-Signature` value of `body` (the exact bytes or text sent) under `secret`. */
export async function webhookSignature(secret: string, body: string | Uint8Array): Promise<string> {
  const key = await crypto.subtle.importKey(
    'raw',
    encoder.encode(secret),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign'],
  );
  const bytes = typeof body === 'string' ? encoder.encode(body) : body;
  const mac = new Uint8Array(await crypto.subtle.sign('HMAC', key, bytes as Uint8Array<ArrayBuffer>));
  return `sha256=${[...mac].map((b) => b.toString(16).padStart(2, '0')).join('')}`;
}

/**
 * Whether a delivery's `X-Insuite-Signature` (`signature`; a header given several times, or none,
 * is false) is that of `body` under `secret`. Pass the body exactly as received, before any JSON
 * parsing: a re-serialised body need not have the same bytes. Compared in constant time.
 */
export async function verifyWebhookSignature(options: {
  secret: string;
  body: string | Uint8Array;
  signature: string | string[] | null | undefined;
}): Promise<boolean> {
  if (typeof options.signature !== 'string') return false;
  const expected = await webhookSignature(options.secret, options.body);
  const given = options.signature.trim().toLowerCase();
  if (given.length !== expected.length) return false;
  let differ = 0;
  for (let i = 0; i < expected.length; i++) differ |= expected.charCodeAt(i) ^ given.charCodeAt(i);
  return differ === 0;
}
