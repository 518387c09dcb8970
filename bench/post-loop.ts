// The baseline of `npm run bench:webhooks`, in its own process: plain node:http POSTs of an
// event-sized body to the sink, one after another on each of `streams` kept-alive connections,
// as fast as they go. The dispatcher's rate is reported against this one.
import { Agent, request } from 'node:http';

const [url, count, streams] = [process.argv[2]!, Number(process.argv[3]), Number(process.argv[4])];
const body = JSON.stringify({
  locator: '01J00000000000000000000000',
  requestId: '01J00000000000000000000001',
  userLocator: '3f1e2d4c-5b6a-4789-8abc-def012345678',
  timestamp: new Date().toISOString(),
  type: 'account.create',
  data: { account: { n: 1 } },
});

function post(agent: Agent, path: string, i: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const u = new URL(path, url);
    const req = request(
      {
        host: u.hostname,
        port: u.port,
        path: u.pathname,
        method: 'POST',
        agent,
        headers: {
          'Content-Type': 'application/json',
          'Content-Length': Buffer.byteLength(body),
          'X-Insuite-Event': String(i),
        },
      },
      (res) => {
        res.resume();
        res.on('end', resolve);
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

async function main() {
  const agent = new Agent({ keepAlive: true });
  const start = performance.now();
  await Promise.all(
    Array.from({ length: streams }, async (_v, s) => {
      for (let i = 0; i < count; i++) await post(agent, `/baseline${streams}/s${s}`, i);
    }),
  );
  process.send?.({ seconds: (performance.now() - start) / 1000 });
  agent.destroy();
}

void main();
