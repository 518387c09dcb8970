// Delivery targets on private, loopback and link-local addresses: refused at registration and
// again at send time on the resolved address (docs/decisions.md §8). This server does not allow private
// targets; name resolution at send time is checked against the sender with a stub resolver.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createSender } from '../../server/src/events/sender.js';
import {
  allowedAddresses,
  addressRefusal,
  RefusedTarget,
  type Resolver,
} from '../../server/src/events/targets.js';
import { failure } from '../support/failure.js';
import { tenant } from '../support/given.js';
import { startServer, type TestServer } from '../support/server.js';
import { manualClock, receiver, recordEvent, webhookBody, type Receiver } from '../support/webhooks.js';

const clock = manualClock();
let s: TestServer;
let r: Receiver;
beforeAll(async () => {
  s = await startServer({
    clock,
    env: { INSUITE_WEBHOOK_ALLOW_PRIVATE: 'false', INSUITE_WEBHOOK_POLL_MS: '20' },
  });
  r = await receiver();
});
afterAll(async () => {
  await s.close();
  await r.close();
});

const port = () => new URL(r.url).port;
const LOOPBACK_SPELLINGS = [
  'http://127.0.0.1:PORT/',
  'http://127.1:PORT/',
  'http://2130706433:PORT/',
  'http://0177.0.0.1:PORT/',
  'http://0x7f.0.0.1:PORT/',
  'http://[::ffff:127.0.0.1]:PORT/',
  'http://[::1]:PORT/',
  'http://localhost:PORT/',
  'http://0.0.0.0:PORT/',
  'http://10.1.2.3/',
  'http://172.16.0.1/',
  'http://192.168.1.1/',
  'http://100.64.0.1/',
  'http://[fd00::1]/',
];
const LINK_LOCAL = [
  'http://169.254.169.254/latest/meta-data',
  'http://[fe80::1]/',
  'http://[::ffff:169.254.169.254]/',
];

describe('registration', () => {
  it.each([...LOOPBACK_SPELLINGS, ...LINK_LOCAL])('refuses %s (422 naming the field)', async (raw) => {
    const t = await tenant(s.admin);
    const url = raw.replace('PORT', port());
    const err = await failure(s.admin.createWebhook({ tenantLocator: t, body: webhookBody(url) }));
    expect(err.status).toBe(422);
    expect(err.problem?.errors?.[0]?.location).toBe('body.endpoint.url');
    expect(err.problem?.errors?.[0]?.message).toMatch(/^is refused: /);
  });

  it('names the setting that allows a private or loopback target, and none for link-local', async () => {
    const t = await tenant(s.admin);
    const message = async (url: string) =>
      (await failure(s.admin.createWebhook({ tenantLocator: t, body: webhookBody(url) }))).problem
        ?.errors?.[0]?.message;
    expect(await message('http://127.0.0.1:9/')).toBe(
      'is refused: 127.0.0.1 is a loopback address (allowed with INSUITE_WEBHOOK_ALLOW_PRIVATE=true)',
    );
    expect(await message('http://10.1.2.3/')).toMatch(
      /a private address \(allowed with INSUITE_WEBHOOK_ALLOW_PRIVATE=true\)$/,
    );
    expect(await message('http://169.254.169.254/')).toBe(
      'is refused: 169.254.169.254 is a link-local address',
    );
  });

  it('refuses other schemes, user information and an alert endpoint on a private address', async () => {
    const t = await tenant(s.admin);
    for (const url of [
      'file:///etc/passwd',
      'gopher://example.com/',
      'http://user:pw@example.com/',
      'not a url',
    ]) {
      const err = await failure(s.admin.createWebhook({ tenantLocator: t, body: webhookBody(url) }));
      expect([err.status, err.problem?.errors?.[0]?.location]).toEqual([422, 'body.endpoint.url']);
    }
    const err = await failure(
      s.admin.createWebhook({
        tenantLocator: t,
        body: webhookBody('http://93.184.215.14/', {
          failureHandling: { alertEndpoint: { url: 'http://127.1/' } },
        }),
      }),
    );
    expect([err.status, err.problem?.errors?.[0]?.location]).toEqual([
      422,
      'body.failureHandling.alertEndpoint.url',
    ]);
  });

  it('accepts a public address', async () => {
    const t = await tenant(s.admin);
    const wh = await s.admin.createWebhook({
      tenantLocator: t,
      body: webhookBody('http://93.184.215.14/hook'),
    });
    expect(wh.endpoint.url).toBe('http://93.184.215.14/hook');
  });
});

describe('send time', () => {
  it('refuses a stored target that is now loopback and sends it nothing', async () => {
    const t = await tenant(s.admin);
    const wh = await s.admin.createWebhook({
      tenantLocator: t,
      body: webhookBody('http://93.184.215.14/hook', {
        failureHandling: { retryStrategy: { type: 'linear', interval: 1, attempts: 1 } },
      }),
    });
    // As if the rule had changed since it was registered.
    const row = (await s.db('webhooks').where({ id: wh.locator }).first()) as { endpoint: string };
    const endpoint = { ...JSON.parse(row.endpoint), url: `http://[::ffff:127.0.0.1]:${port()}/hook` };
    await s
      .db('webhooks')
      .where({ id: wh.locator })
      .update({ endpoint: JSON.stringify(endpoint) });
    const e = await recordEvent(s, t);
    const ids = { tenantLocator: t, webhookLocator: wh.locator };
    const d = await vi.waitFor(
      async () => {
        await clock.advance(1000);
        const [d] = await s.admin.fetchMultipleDivertedEvents(ids);
        expect(d?.eventLocator).toBe(e);
        return d!;
      },
      { timeout: 8000, interval: 50 },
    );
    expect(d.failureTrigger).toBe('timeout');
    expect(d.failureMessage).toBe(
      'refused: 127.0.0.1 is a loopback address (allowed with INSUITE_WEBHOOK_ALLOW_PRIVATE=true)',
    );
    expect(r.received).toHaveLength(0);
  });

  it('checks the addresses a name resolves to when connecting, and connects to the checked one', async () => {
    const toLoopback: Resolver = async () => [{ address: '127.0.0.1', family: 4 }];
    const body = JSON.stringify({ hello: 'world' });
    const strict = createSender({ timeoutMs: 2000, allowPrivate: false, resolve: toLoopback });
    const refused = await strict.post(
      { url: `http://rebinding.invalid:${port()}/`, headers: {}, secureSsl: true },
      body,
      {},
    );
    expect(refused).toEqual({
      kind: 'error',
      message:
        'refused: rebinding.invalid resolves to 127.0.0.1, which is a loopback address (allowed with INSUITE_WEBHOOK_ALLOW_PRIVATE=true)',
    });
    expect(r.received).toHaveLength(0);
    strict.close();

    // The name exists only in the stub: the request can only arrive through the checked address.
    const lenient = createSender({ timeoutMs: 2000, allowPrivate: true, resolve: toLoopback });
    const sent = await lenient.post(
      { url: `http://only-in-stub.invalid:${port()}/x`, headers: {}, secureSsl: true },
      body,
      {},
    );
    expect(sent).toMatchObject({ kind: 'reply', status: 200 });
    expect(r.received.map((m) => [m.path, m.headers.host])).toEqual([
      ['/x', `only-in-stub.invalid:${port()}`],
    ]);
    lenient.close();
  });
});

describe('address classes', () => {
  it('refuses link-local always, private and loopback unless allowed', () => {
    for (const a of ['169.254.169.254', 'fe80::1', '::ffff:169.254.1.1']) {
      expect(addressRefusal(a, true)).toMatch(/link-local/);
    }
    for (const a of ['127.0.0.1', '::1', '10.0.0.1', '192.168.0.1', 'fd12::1', '::ffff:7f00:1', '0.0.0.0']) {
      expect(addressRefusal(a, false)).toBeDefined();
      expect(addressRefusal(a, true)).toBeUndefined();
    }
    for (const a of ['224.0.0.1', '255.255.255.255', '64:ff9b::7f00:1'])
      expect(addressRefusal(a, true)).toBeDefined();
    expect(addressRefusal('93.184.215.14', false)).toBeUndefined();
    expect(addressRefusal('2606:2800:220:1::1', false)).toBeUndefined();
  });

  it('refuses a name when any of its addresses is refused', async () => {
    const mixed: Resolver = async () => [
      { address: '93.184.215.14', family: 4 },
      { address: '10.0.0.1', family: 4 },
    ];
    await expect(
      allowedAddresses(new URL('http://mixed.invalid/'), { allowPrivate: false, resolve: mixed }),
    ).rejects.toBeInstanceOf(RefusedTarget);
  });
});
