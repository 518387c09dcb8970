// Stateful sequences over two tenants and two tokens, each token limited to its own tenant:
// things are created, read, updated, retired and deleted through either tenant's locator with
// either token (and the admin's, which may use both tenants). Whatever the sequence, nothing of
// one tenant is ever answered 2xx through the other tenant's locator, and every answer keeps the
// contract (no 5xx, only declared statuses, problem bodies for 4xx). fast-check shrinks a failing
// sequence to the shortest one and prints it with its seed and path.
import { randomBytes } from 'node:crypto';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { homeownersConfig, token, unique } from '../../support/given.js';
import { startServer, type TestServer } from '../../support/server.js';
import { webhookBody } from '../../support/webhooks.js';
import { grantsOf } from '../../support/operations.js';
import { operations as generated, type OperationId } from '../../../generated/operations.js';
import { operations, type Operation } from './lib/contract.js';
import { check, ONLY, RUNS, SEED } from './lib/knobs.js';
import { encode, type FuzzRequest } from './lib/requests.js';
import { closeAgent, sendAndJudge, sent } from './lib/send.js';

let s: TestServer;
const tenants: string[] = [];
/** tokens[i] may use tenants[i] only; the admin token (index 2) may use both. */
const tokens: string[] = [];

beforeAll(async () => {
  s = await startServer();
  for (let i = 0; i < 2; i++) {
    const r = await s.admin.createTenant({ name: unique('iso'), body: homeownersConfig() });
    tenants.push(r.locator);
  }
  // Every grant the operations below need, and nothing beyond.
  const used = kinds.flatMap((k) => [
    k.create('', '').op,
    ...Object.values(k.actions).map((a) => a('', '').op),
  ]);
  const grants = [...new Set(used.flatMap((id) => grantsOf(generated[id as OperationId])))];
  for (const t of tenants) tokens.push(await token(s.admin, grants, [t]));
  tokens.push(s.adminToken);
}, 120_000);
afterAll(async () => {
  console.log(`fuzz ${'isolation'}: ${sent.count} requests, seed ${SEED}, ${RUNS} runs`);
  closeAgent();
  await s?.close();
});

const opById = new Map(operations.map((op) => [op.id, op]));

interface Call {
  op: string;
  path: string;
  body?: unknown;
}

type Action = 'read' | 'update' | 'retire' | 'delete';

interface Kind {
  name: string;
  create(t: string, name: string): Call;
  /** What names the thing in its path: its locator, or its name. */
  idOf(answer: Record<string, unknown>, name: string): string;
  actions: Partial<Record<Action, (t: string, id: string) => Call>>;
}

const kinds: Kind[] = [
  {
    name: 'resource group',
    create: (t, name) => ({
      op: 'createResourceGroup',
      path: `/resource/${t}/groups`,
      body: { name, selectionStartTime: '2026-01-01T00:00:00Z', resourceNames: [] },
    }),
    idOf: (a) => a.locator as string,
    actions: {
      read: (t, id) => ({ op: 'fetchResourceGroup', path: `/resource/${t}/groups/${id}` }),
      update: (t, id) => ({
        op: 'updateResourceGroup',
        path: `/resource/${t}/groups/${id}`,
        body: {
          name: unique('g'),
          selectionStartTime: '2026-02-01T00:00:00Z',
          addResources: [],
          removeResources: [],
        },
      }),
      retire: (t, id) => ({ op: 'retire', path: `/resource/${t}/groups/${id}/retire` }),
    },
  },
  {
    name: 'secret',
    create: (t, name) => ({
      op: 'createSecret',
      path: `/resource/${t}/secrets`,
      body: { name, staticName: 'RatingService', jurisdictions: [], secret: { apiKey: { value: 'k' } } },
    }),
    idOf: (_a, name) => name,
    actions: {
      read: (t, id) => ({ op: 'fetchSecret', path: `/resource/${t}/secrets/${encode(id)}` }),
      update: (t, id) => ({
        op: 'updateSecret',
        path: `/resource/${t}/secrets/${encode(id)}`,
        body: { apiKey: { value: randomBytes(4).toString('hex') } },
      }),
      delete: (t, id) => ({ op: 'deleteSecret', path: `/resource/${t}/secrets/${encode(id)}` }),
    },
  },
  {
    name: 'webhook',
    create: (t, name) => ({
      op: 'createWebhook',
      path: `/event/${t}/webhooks`,
      body: webhookBody('http://127.0.0.1:9/hook', { name }),
    }),
    idOf: (a) => a.locator as string,
    actions: {
      read: (t, id) => ({ op: 'fetchWebhook', path: `/event/${t}/webhooks/${id}` }),
      update: (t, id) => {
        const { failureHandling } = webhookBody('http://127.0.0.1:9/hook');
        return {
          op: 'updateWebhook',
          path: `/event/${t}/webhooks/${id}`,
          body: {
            name: unique('wh'),
            enabled: false,
            endpoint: { url: 'http://127.0.0.1:9/other' },
            failureHandling,
            removeFailureHandling: false,
            addEventTypes: [],
            removeEventTypes: [],
          },
        };
      },
      delete: (t, id) => ({ op: 'deleteWebhook', path: `/event/${t}/webhooks/${id}` }),
    },
  },
  {
    name: 'account',
    create: (t) => ({
      op: 'createAccount',
      path: `/policy/${t}/accounts`,
      body: { type: 'ConsumerAccount', data: { firstName: 'Ada' } },
    }),
    idOf: (a) => a.locator as string,
    actions: {
      read: (t, id) => ({ op: 'fetchAccount', path: `/policy/${t}/accounts/${id}` }),
      update: (t, id) => ({
        op: 'updateAccount',
        path: `/policy/${t}/accounts/${id}`,
        body: { setData: { firstName: 'Grace' } },
      }),
    },
  },
];

interface Thing {
  kind: Kind;
  owner: number;
  id: string;
}

interface Model {
  things: Thing[];
}

function request(call: Call, tokenIndex: number): FuzzRequest {
  const body = call.body === undefined ? undefined : Buffer.from(JSON.stringify(call.body));
  return {
    kind: call.op,
    method: opById.get(call.op)!.method,
    path: call.path,
    headers: {
      authorization: `Bearer ${tokens[tokenIndex]}`,
      ...(body ? { 'content-type': 'application/json' } : {}),
    },
    body,
  };
}

async function perform(call: Call, tokenIndex: number) {
  const op: Operation = opById.get(call.op)!;
  return sendAndJudge(s.baseUrl, op, request(call, tokenIndex));
}

/** Nothing of `thing` answers 2xx through the other tenant's locator, whatever the token. */
async function assertHidden(thing: Thing): Promise<void> {
  const other = tenants[1 - thing.owner]!;
  for (const tokenIndex of [0, 1, 2]) {
    const a = await perform(thing.kind.actions.read!(other, thing.id), tokenIndex);
    expect(
      a.status,
      `${thing.kind.name} ${thing.id} of tenant ${thing.owner} read through the other tenant`,
    ).toBeGreaterThanOrEqual(400);
  }
}

class Create implements fc.AsyncCommand<Model, Model> {
  constructor(
    readonly kind: number,
    readonly owner: number,
    readonly viaAdmin: boolean,
  ) {}
  check = () => true;
  async run(m: Model): Promise<void> {
    const kind = kinds[this.kind]!;
    const name = unique('iso');
    const a = await perform(kind.create(tenants[this.owner]!, name), this.viaAdmin ? 2 : this.owner);
    expect(a.status, `creating a ${kind.name}: ${a.text.slice(0, 300)}`).toBe(200);
    const thing = {
      kind,
      owner: this.owner,
      id: kind.idOf(JSON.parse(a.text) as Record<string, unknown>, name),
    };
    m.things.push(thing);
    await assertHidden(thing);
  }
  toString = () =>
    `create ${kinds[this.kind]!.name} in tenant ${this.owner}${this.viaAdmin ? ' (admin)' : ''}`;
}

class Act implements fc.AsyncCommand<Model, Model> {
  constructor(
    readonly action: Action,
    readonly pick: number,
    readonly via: number,
    readonly tokenIndex: number,
  ) {}
  check = (m: Readonly<Model>) => m.things.length > 0;
  async run(m: Model): Promise<void> {
    const thing = m.things[this.pick % m.things.length]!;
    const make = thing.kind.actions[this.action];
    if (!make) return;
    const a = await perform(make(tenants[this.via]!, thing.id), this.tokenIndex);
    const tokenFits = this.tokenIndex === 2 || this.tokenIndex === this.via;
    if (this.via !== thing.owner || !tokenFits)
      expect(
        a.status,
        `${this.action} of a ${thing.kind.name} of tenant ${thing.owner} through tenant ${this.via}`,
      ).toBeGreaterThanOrEqual(400);
    await assertHidden(thing);
  }
  toString = () => `${this.action} #${this.pick} through tenant ${this.via} with token ${this.tokenIndex}`;
}

const commands = [
  fc
    .tuple(fc.nat({ max: kinds.length - 1 }), fc.nat({ max: 1 }), fc.boolean())
    .map(([k, o, admin]) => new Create(k, o, admin)),
  fc
    .tuple(
      fc.constantFrom<Action>('read', 'read', 'update', 'retire', 'delete'),
      fc.nat(),
      fc.nat({ max: 1 }),
      fc.nat({ max: 2 }),
    )
    .map(([action, pick, via, t]) => new Act(action, pick, via, t)),
];

describe('two tenants, two tokens', () => {
  it.skipIf(ONLY && !ONLY.has('isolation'))(
    'nothing of one tenant is answered 2xx through the other',
    async () => {
      await check(
        'isolation',
        fc.asyncProperty(fc.commands(commands, { maxCommands: 12 }), async (cmds) => {
          await fc.asyncModelRun(() => ({ model: { things: [] }, real: { things: [] } as Model }), cmds);
        }),
        RUNS,
      );
    },
    600_000,
  );
});
