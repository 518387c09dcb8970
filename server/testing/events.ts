// insuite.events.send(): a chosen event delivered to a receiver (an app's webhook endpoint, or a
// harness receiver) as the server delivers one: the event's JSON body, X-Insuite-Event,
// X-Insuite-Delivery and, with a secret, X-Insuite-Signature over the exact body. For an app's
// handling of events the server would take a whole scenario to cause (a suspension, a failure).
import { createHmac, randomBytes } from 'node:crypto';
import type { InsuiteTestServer, SentEvent } from '../testing.mjs';

const CROCKFORD = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
/** A ULID of now, as the server's locators are. */
function ulid(): string {
  let time = '';
  for (let t = Date.now(), i = 0; i < 10; i++, t = Math.floor(t / 32)) time = CROCKFORD[t % 32] + time;
  return time + [...randomBytes(16)].map((b) => CROCKFORD[b % 32]).join('');
}

const MAX_ANSWER_BYTES = 1024 * 1024;

export const sendEvent: InsuiteTestServer['events']['send'] = async (options) => {
  const url = typeof options.to === 'string' ? options.to : options.to.url;
  const secret = options.secret ?? (typeof options.to === 'string' ? undefined : options.to.secret);
  const event = {
    locator: options.event.locator ?? ulid(),
    requestId: options.event.requestId ?? ulid(),
    userLocator: options.event.userLocator ?? '00000000-0000-0000-0000-000000000000',
    timestamp: options.event.timestamp ?? new Date().toISOString(),
    type: options.event.type,
    data: options.event.data ?? {},
  };
  const body = JSON.stringify(event);
  const headers: Record<string, string> = {
    'Content-Type': 'application/json',
    'X-Insuite-Event': event.locator,
    'X-Insuite-Delivery': ulid(),
  };
  if (secret)
    headers['X-Insuite-Signature'] = `sha256=${createHmac('sha256', secret).update(body).digest('hex')}`;
  const answer = await fetch(url, {
    method: 'POST',
    headers,
    body,
    signal: AbortSignal.timeout(options.timeoutMs ?? 10_000),
  });
  const text = (await answer.text()).slice(0, MAX_ANSWER_BYTES);
  const sent: SentEvent = { status: answer.status, body: text, event };
  return sent;
};
