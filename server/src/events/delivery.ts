// What a delivery sends and how its outcome is judged (docs/decisions.md §8).
import { createHmac } from 'node:crypto';
import type { EventRecord } from './events-store.js';
import type { SendOutcome } from './sender.js';
import type { FailureHandling, RetryStrategy } from './webhooks-store.js';

export const DEFAULT_TRIGGERS = ['4xx', '5xx', 'timeout'];

/** The event as `fetchEvent` returns it: the body of every delivery. */
export const eventBody = (e: EventRecord) => ({
  locator: e.id,
  requestId: e.requestId,
  userLocator: e.userId,
  timestamp: e.createdAt,
  type: e.type,
  data: e.data,
});

/** `X-Insuite-Signature`: the hex HMAC-SHA256 of the exact body bytes under the secret. */
export const signature = (secret: string, body: string): string =>
  `sha256=${createHmac('sha256', secret).update(body).digest('hex')}`;

export type Verdict =
  | { outcome: 'success' }
  /** A failed try no trigger matches: it ends the delivery of the event like a success. */
  | { outcome: 'ignored'; message: string }
  | { outcome: 'failure'; trigger: string; message: string };

/**
 * A 2xx answer succeeds. Otherwise the first trigger that matches, the exact status before its
 * class; a timeout, a failed connection and a refused address all match `timeout` (no answer).
 */
export function judge(o: SendOutcome, fh: FailureHandling | null): Verdict {
  if (o.kind === 'reply' && o.status >= 200 && o.status < 300) return { outcome: 'success' };
  const triggers = fh?.triggers.length ? fh.triggers : DEFAULT_TRIGGERS;
  let trigger: string | undefined;
  if (o.kind === 'reply') {
    const cls = `${Math.floor(o.status / 100)}xx`;
    trigger = triggers.find((t) => t === String(o.status)) ?? triggers.find((t) => t === cls);
  } else {
    trigger = triggers.find((t) => t === 'timeout');
  }
  return trigger
    ? { outcome: 'failure', trigger, message: o.message }
    : { outcome: 'ignored', message: o.message };
}

/** The wait before retry `n` (1-based): linear interval × n, exponential interval × 2^(n-1). */
export const retryDelayMs = (r: RetryStrategy, n: number): number =>
  1000 * r.interval * (r.type === 'linear' ? n : 2 ** (n - 1));
