import { once } from 'node:events';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { warmUpAfterFirstAnswer, type App } from './app.js';

// Production's start and the test harness both warm the app up this way: the plugin results'
// checks and the first time zone are ready before a first price instead of being made during it.
describe('warmUpAfterFirstAnswer', () => {
  let server: Server | undefined;
  afterEach(() => void server?.close());

  async function started(stopped: () => boolean) {
    const events: string[] = [];
    server = createServer((_req, res) => {
      events.push('answer');
      res.end('ok');
    });
    const app = { warmUp: () => events.push('warm-up') } as unknown as App;
    warmUpAfterFirstAnswer(server, app, stopped);
    server.listen(0, '127.0.0.1');
    await once(server, 'listening');
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
    return { events, get: async () => (await fetch(url)).text() };
  }
  // Two turns of the event loop: the warm-up is queued once the answer's last bytes are handed over.
  const turn = () => new Promise((done) => setImmediate(() => setImmediate(done)));

  it('warms up once, after the first answer is out and not before', async () => {
    const { events, get } = await started(() => false);
    await turn();
    expect(events).toEqual([]);
    await get();
    await turn();
    await get();
    await turn();
    expect(events).toEqual(['answer', 'warm-up', 'answer']);
  });

  it('does not warm up a server stopped meanwhile', async () => {
    const { events, get } = await started(() => true);
    await get();
    await turn();
    expect(events).toEqual(['answer']);
  });
});
