// The bars of the benchmarks, in a process of their own, started with the same Node flags as the
// insuite server:
// - `fastify`: the server one would write by hand for fetchResourceGroup and createResourceGroup
//   (Fastify, a params schema, the bearer token hashed and looked up in SQLite, the tenant and the
//   group read by prepared statements, a response schema; the write validates its body by schema
//   and inserts the group by hand), and of fetchTableRecord (a querystring schema, the same gate,
//   the row found by its normalised key through a prepared statement on a unique index, a response
//   schema);
// - `http`: plain node:http answering a fixed small JSON object (the limit of one Node process).
// It answers its port and the locators of the tenant and group it made over IPC.
import { hash, randomUUID } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from '../server/src/db/sqlite-driver.js';
import Fastify from 'fastify';
import { ulid } from 'ulid';

const [mode, token] = process.argv.slice(2) as ['fastify' | 'http', string];

const ready = (port: number, extra: Record<string, string> = {}) => process.send?.({ port, ...extra });

process.on('SIGINT', () => process.exit(0));

if (mode === 'http') {
  const body = JSON.stringify({
    locator: '01J0000000000000000000000A',
    name: 'item',
    retired: false,
    resourceNames: [],
  });
  const server = createServer((_req, res) => {
    res.writeHead(200, { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(body) });
    res.end(body);
  });
  server.listen(0, '127.0.0.1', () => {
    const addr = server.address();
    ready(typeof addr === 'object' && addr ? addr.port : 0);
  });
} else {
  const db = new Database(join(mkdtempSync(join(tmpdir(), 'insuite-peer-')), 'peer.db'));
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = NORMAL');
  db.exec(`
    create table tokens (token_hash text primary key, user_id text not null);
    create table tenants (id text primary key, locator text unique not null, name text not null);
    create table groups (
      id text primary key, tenant_id text not null, locator text not null, name text not null,
      selection_start_time text not null, retired integer not null, resource_names text not null,
      created_at text not null, created_by text not null, unique (tenant_id, name));
    create unique index groups_locator on groups (tenant_id, locator);
    create table lookup_rows (
      tenant_id text not null, static_name text not null, row_key text not null, value text not null,
      primary key (tenant_id, static_name, row_key));
  `);
  const userId = randomUUID();
  const tenant = { id: randomUUID(), locator: ulid() };
  db.prepare('insert into tokens values (?, ?)').run(hash('sha256', token, 'hex'), userId);
  db.prepare('insert into tenants values (?, ?, ?)').run(tenant.id, tenant.locator, 'bench');
  const insertGroup = db.prepare(
    'insert into groups values (@id, @tenantId, @locator, @name, @start, 0, @names, @createdAt, @createdBy)',
  );
  const groupLocator = ulid();
  insertGroup.run({
    id: randomUUID(),
    tenantId: tenant.id,
    locator: groupLocator,
    name: 'g',
    start: '2026-01-01T00:00:00.000Z',
    names: '[]',
    createdAt: new Date().toISOString(),
    createdBy: userId,
  });
  // The rows of bench's BigLookup table (scripts/table-data.ts): 10 regions × 10 products × 100 bands.
  const insertRow = db.prepare('insert into lookup_rows values (?, ?, ?, ?)');
  db.transaction(() => {
    for (let r = 0; r < 10; r++)
      for (let p = 0; p < 10; p++)
        for (let i = 0; i < 100; i++) {
          const value = {
            region: `r${r}`,
            product: `p${p}`,
            band: String(i),
            factor: (1 + ((r + p + i) % 97) / 100).toFixed(2),
            label: `band ${i}, region ${r}`,
          };
          insertRow.run(
            tenant.id,
            'BigLookup',
            [value.region, value.product, i].join('\u0000'),
            JSON.stringify(value),
          );
        }
  })();
  const rowByKey = db.prepare<[string, string, string], { value: string }>(
    'select value from lookup_rows where tenant_id = ? and static_name = ? and row_key = ?',
  );
  const tokenUser = db.prepare<[string], { user_id: string }>(
    'select user_id from tokens where token_hash = ?',
  );
  const tenantByLocator = db.prepare<[string], { id: string }>('select id from tenants where locator = ?');
  const groupByLocator = db.prepare<
    [string, string],
    {
      locator: string;
      name: string;
      selection_start_time: string;
      retired: number;
      resource_names: string;
      created_at: string;
      created_by: string;
    }
  >('select * from groups where tenant_id = ? and locator = ?');

  const ULID = '^[0-9A-HJKMNP-TV-Z]{26}$';
  const group = {
    type: 'object',
    required: ['locator', 'name', 'selectionStartTime', 'createdAt', 'createdBy', 'retired', 'resourceNames'],
    properties: {
      locator: { type: 'string', pattern: ULID },
      name: { type: 'string' },
      retired: { type: 'boolean' },
      selectionStartTime: { type: 'string', format: 'date-time' },
      resourceNames: { type: 'array', items: { type: 'string' } },
      createdBy: { type: 'string', format: 'uuid' },
      createdAt: { type: 'string', format: 'date-time' },
    },
  } as const;
  const problem = {
    type: 'object',
    properties: { title: { type: 'string' }, status: { type: 'integer' }, detail: { type: 'string' } },
  } as const;

  const app = Fastify({ logger: false });
  /** The caller's user and tenant, or a Problem sent. */
  const gate = (
    authorization: string | undefined,
    tenantLocator: string,
  ): { userId: string; tenantId: string } | { status: number; title: string } => {
    if (!authorization?.startsWith('Bearer ')) return { status: 401, title: 'Unauthorized' };
    const user = tokenUser.get(hash('sha256', authorization.slice(7), 'hex'));
    if (!user) return { status: 401, title: 'Unauthorized' };
    const t = tenantByLocator.get(tenantLocator);
    if (!t) return { status: 404, title: 'Not Found' };
    return { userId: user.user_id, tenantId: t.id };
  };

  app.get<{ Params: { tenantLocator: string; locator: string } }>(
    '/resource/:tenantLocator/groups/:locator',
    {
      schema: {
        params: {
          type: 'object',
          required: ['tenantLocator', 'locator'],
          properties: {
            tenantLocator: { type: 'string', pattern: ULID },
            locator: { type: 'string', pattern: ULID },
          },
        },
        response: { 200: group, '4xx': problem },
      },
    },
    async (req, reply) => {
      const g = gate(req.headers.authorization, req.params.tenantLocator);
      if ('status' in g) return reply.code(g.status).send(g);
      const row = groupByLocator.get(g.tenantId, req.params.locator);
      if (!row) return reply.code(404).send({ status: 404, title: 'Not Found' });
      return {
        locator: row.locator,
        name: row.name,
        retired: row.retired === 1,
        selectionStartTime: row.selection_start_time,
        resourceNames: JSON.parse(row.resource_names) as string[],
        createdBy: row.created_by,
        createdAt: row.created_at,
      };
    },
  );

  app.post<{
    Params: { tenantLocator: string };
    Body: { name: string; selectionStartTime: string; resourceNames: string[] };
  }>(
    '/resource/:tenantLocator/groups',
    {
      schema: {
        params: {
          type: 'object',
          required: ['tenantLocator'],
          properties: { tenantLocator: { type: 'string', pattern: ULID } },
        },
        body: {
          type: 'object',
          additionalProperties: false,
          required: ['name', 'selectionStartTime', 'resourceNames'],
          properties: {
            name: { type: 'string', minLength: 1 },
            selectionStartTime: { type: 'string', format: 'date-time' },
            resourceNames: { type: 'array', items: { type: 'string' } },
          },
        },
        response: { 200: group, '4xx': problem },
      },
    },
    async (req, reply) => {
      const g = gate(req.headers.authorization, req.params.tenantLocator);
      if ('status' in g) return reply.code(g.status).send(g);
      const out = {
        locator: ulid(),
        name: req.body.name,
        retired: false,
        selectionStartTime: new Date(req.body.selectionStartTime).toISOString(),
        resourceNames: req.body.resourceNames,
        createdBy: g.userId,
        createdAt: new Date().toISOString(),
      };
      try {
        insertGroup.run({
          id: randomUUID(),
          tenantId: g.tenantId,
          locator: out.locator,
          name: out.name,
          start: out.selectionStartTime,
          names: JSON.stringify(out.resourceNames),
          createdAt: out.createdAt,
          createdBy: out.createdBy,
        });
      } catch {
        return reply.code(409).send({ status: 409, title: 'Conflict' });
      }
      return out;
    },
  );

  app.get<{
    Params: { tenantLocator: string; name: string };
    Querystring: { key: string[]; date?: string; jurisdiction?: string; byStaticName?: boolean };
  }>(
    '/resource/:tenantLocator/tables/:name/record',
    {
      schema: {
        params: {
          type: 'object',
          required: ['tenantLocator', 'name'],
          properties: {
            tenantLocator: { type: 'string', pattern: ULID },
            name: { type: 'string', minLength: 1 },
          },
        },
        querystring: {
          type: 'object',
          additionalProperties: false,
          required: ['key'],
          properties: {
            key: { type: 'array', minItems: 1, items: { type: 'string' } },
            date: { type: 'string', format: 'date-time' },
            jurisdiction: { type: 'string' },
            byStaticName: { type: 'boolean' },
          },
        },
        response: {
          200: {
            type: 'object',
            required: ['value'],
            properties: { value: { type: 'object', additionalProperties: { type: 'string' } } },
          },
          '4xx': problem,
        },
      },
    },
    async (req, reply) => {
      const g = gate(req.headers.authorization, req.params.tenantLocator);
      if ('status' in g) return reply.code(g.status).send(g);
      // Keys compare case-insensitively, numbers by value.
      const key = req.query.key
        .map((k) => (/^-?\d+(\.\d+)?$/.test(k) ? String(Number(k)) : k.toLowerCase()))
        .join('\u0000');
      const row = rowByKey.get(g.tenantId, req.params.name, key);
      if (!row) return reply.code(404).send({ status: 404, title: 'Not Found' });
      return { value: JSON.parse(row.value) as Record<string, string> };
    },
  );

  // The peer of /healthz: a public route answering a fixed object through a response schema.
  app.get(
    '/healthz',
    { schema: { response: { 200: { type: 'object', properties: { status: { type: 'string' } } } } } },
    async () => ({ status: 'ok' }),
  );

  void app.listen({ port: 0, host: '127.0.0.1' }).then(() => {
    const addr = app.server.address();
    ready(typeof addr === 'object' && addr ? addr.port : 0, { tenant: tenant.locator, group: groupLocator });
  });
}
