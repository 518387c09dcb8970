// The baseline servers of the benchmarks, in a process of their own (the insuite server is started
// by bench/insuite.ts as production runs it):
// - `baseline`: bare Express answering small JSON objects;
// - `floor`: the least an Express server can do for a request as insuite's server is built:
//   requests and responses made with the app's prototypes (expressServer), handed to one handler
//   without Express's router (handleDirectly), the fixed answer ended together with the turn's
//   others (endTogether). No step of insuite's runs: what is left between this and plain node:http
//   is the price of Express's objects, and what insuite's /healthz costs beyond it is its steps.
import type { Server } from 'node:http';
import express from 'express';
import { endTogether } from '../server/src/http/end-together.js';
import { expressServer, handleDirectly } from '../server/src/patches/express.js';

const ready = (server: Server) => {
  const addr = server.address();
  process.send?.({ port: typeof addr === 'object' && addr ? addr.port : 0 });
};
process.on('SIGINT', () => process.exit(0));

if (process.argv[2] === 'floor') {
  const body = JSON.stringify({ status: 'ok' });
  const app = express();
  handleDirectly(
    app,
    (_req, res) => {
      res.statusCode = 200;
      res.setHeader('Content-Type', 'application/json; charset=utf-8');
      res.setHeader('Content-Length', Buffer.byteLength(body));
      endTogether(res, body);
    },
    (_req, res) => {
      res.statusCode = 404;
      res.end();
    },
  );
  const server = expressServer(app);
  server.listen(0, '127.0.0.1', () => ready(server));
} else baseline();

function baseline() {
  const app = express();
  app.disable('x-powered-by');
  app.disable('etag');
  app.get('/item', (_req, res) => {
    res.json({ locator: '01J0000000000000000000000A', name: 'item', retired: false, resourceNames: [] });
  });
  app.post('/item', express.json(), (req, res) => {
    const body = req.body as { name: string; selectionStartTime: string; resourceNames: string[] };
    res.json({ locator: '01J0000000000000000000000A', ...body, retired: false });
  });
  // The shape of a table lookup's answer (npm run bench:tables).
  app.get('/row', (_req, res) => {
    res.json({
      value: { region: 'r17', product: 'p3', band: '42', factor: '1.62', label: 'band 42, region 17' },
    });
  });
  const server = app.listen(0, '127.0.0.1', () => ready(server));
}
