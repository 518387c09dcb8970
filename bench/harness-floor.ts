// The floor of a test file's fixed cost on this stack, the baseline of `npm run bench:harness-start`:
// a fresh process loads the packages the server is built on (Express, express-openapi-validator,
// Knex with better-sqlite3), bundled as the server package bundles them, opens a database and
// answers one request of one route through Node's fetch, the SDK's transport. No contract, no
// checks, no tenants: what any server made of these packages pays before its first answer.
import { performance } from 'node:perf_hooks';
import * as nodeModule from 'node:module';
import type { AddressInfo } from 'node:net';

// As the harness does before its server's modules load.
(nodeModule as { enableCompileCache?: () => unknown }).enableCompileCache?.();
const cpu = () => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
};

const { default: express } = await import('express');
await import('express-openapi-validator');
const { default: knex } = await import('knex');

const db = knex({ client: 'better-sqlite3', connection: { filename: ':memory:' }, useNullAsDefault: true });
const app = express();
app.use(express.json());
app.get('/tenants', async (_req, res) => {
  res.json({ items: await db.raw('select 1 as one') });
});
const server = app.listen(0, '127.0.0.1');
await new Promise((resolve) => server.once('listening', resolve));
const answer = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/tenants`);
if (!answer.ok) throw new Error(`the floor's request answered ${answer.status}`);
await answer.json();
const firstAnswer = performance.now();
const firstCpu = cpu();
server.close();
await db.destroy();
console.log(JSON.stringify({ firstAnswer, firstCpu }));
