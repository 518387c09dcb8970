// The baseline server of the benchmarks, in its own process: bare Express answering small JSON
// objects (the insuite server is started by bench/insuite.ts as production runs it).
import express from 'express';

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
const server = app.listen(0, '127.0.0.1', () => {
  const addr = server.address();
  process.send?.({ port: typeof addr === 'object' && addr ? addr.port : 0 });
});

process.on('SIGINT', () => process.exit(0));
