// Types of @insuite/server/testing (its code: testing/start.ts, compiled into dist/testing.mjs).
import type { IncomingHttpHeaders } from 'node:http';
import type {
  EventType,
  InsuiteClient,
  InsuiteEventOf,
  Schema,
  TestFault,
  TestFaultRule,
  TestRequest,
  TestSnapshot,
} from '@insuite/client';

export interface StartInsuiteOptions {
  /**
   * A PostgreSQL database (postgres://…) to use instead of SQLite. It should be empty and
   * yours: the server migrates it, and stop() leaves it as it is.
   */
  databaseUrl?: string;
  /** The admin token (at least 20 characters; default: a random one). */
  adminToken?: string;
  /** More settings, as environment variables (INSUITE_JSON_LIMIT_BYTES, LOG_LEVEL, …). */
  env?: Record<string, string>;
  /** The port to listen on (127.0.0.1); default: an ephemeral one. A port taken is an error. */
  port?: number;
  /**
   * Whether every answer is checked against the contract (default true): one outside it is a 500
   * naming what differs. false saves compiling each answer's check, the first time it is met.
   */
  validateResponses?: boolean;
}

/** A server started elsewhere, for connectInsuite(). */
export interface ConnectInsuiteOptions {
  /** Its base URL (startInsuite()'s `url`, `insuite serve`'s INSUITE_URL). */
  url: string;
  /** Its admin token (startInsuite()'s `adminToken`, `insuite serve`'s INSUITE_TOKEN). */
  adminToken: string;
}

/** Which journal entries requests() lists. */
export interface RequestFilter {
  /** Only this operation's (`webhookDelivery`, `unmatched`); a name that is none is an error naming the nearest. */
  operationId?: string;
  /** Only entries at or after this instant of the real clock. */
  since?: Date | string;
  /** Only requests whose JSON body contains these fields, at any depth, with equal values. */
  bodyContains?: Record<string, unknown>;
}

/** A clock of the test controls: the server's, or one tenant's. */
export interface TestClockControls {
  now(): Promise<Date>;
  /** Sets the clock to an instant (a Date or RFC 3339 text). */
  set(instant: Date | string): Promise<Date>;
  /**
   * Moves the clock forward by milliseconds or an ISO 8601 duration (`'PT15M'`, `'P1D'`). Webhook
   * deliveries that fall due (retries) have been made when it resolves.
   */
  advance(by: number | string): Promise<Date>;
  /** The server's: back to the real time. A tenant's: back to the server's clock. */
  real(): Promise<Date>;
}

/** Fault rules of the test controls: the server's, or one tenant's. */
export interface TestFaultControls {
  add(rule: TestFaultRule): Promise<TestFault>;
  clear(): Promise<void>;
  list(): Promise<TestFault[]>;
}

/**
 * The test controls of one tenant: its own clock, fault rules, journal and snapshots. What one
 * tenant does with them, no other tenant sees: test files sharing one server each use their own
 * tenant.
 */
export interface TenantControls {
  /** The tenant's locator. */
  locator: string;
  /**
   * The tenant's clock: everything the server does for the tenant reads it (its records, events,
   * resolution by date, the quote lifecycle, its webhooks' retries). It is the server's clock until
   * set or moved here; then it runs apart from the server's and every other tenant's.
   */
  clock: TestClockControls;
  /** Rules matching only requests naming this tenant, or deliveries to its webhooks. */
  faults: TestFaultControls;
  /** The journal's entries about this tenant: requests naming it, deliveries to its webhooks. */
  requests(filter?: RequestFilter): Promise<TestRequest[]>;
  /** Saves the tenant's rows (not users or roles, which are the server's), for restore(). */
  snapshot(): Promise<TestSnapshot>;
  /**
   * Brings the tenant's saved rows back; no other tenant is touched. The tenant's receivers of this
   * harness forget what came before and are registered again if their webhook is gone.
   */
  restore(snapshot: TestSnapshot | string): Promise<void>;
  /** A webhook receiver of this tenant (as InsuiteTestServer's webhookReceiver). */
  webhookReceiver(options: Omit<WebhookReceiverOptions, 'tenant'>): Promise<WebhookReceiver>;
}

/** What events.send() delivers. */
export interface EventToSend {
  type: WebhookEventType | (string & {});
  data?: Record<string, unknown>;
  /** Default: a new ULID. */
  locator?: string;
  /** Default: now, RFC 3339. */
  timestamp?: string;
  requestId?: string;
  userLocator?: string;
}

export interface SentEvent {
  /** The receiver's status. */
  status: number;
  /** The receiver's answer body (the first MiB). */
  body: string;
  /** The event as sent. */
  event: Schema<'EventResponse'>;
}

export interface CreateTenantOptions {
  /** Name of the resource group holding the tables (default `tables`). */
  group?: string;
  /** When that group takes effect (RFC 3339; default 2000-01-01T00:00:00Z). */
  from?: string;
}

export interface SeededTenant {
  name: string;
  /** The tenant's locator, the `tenantLocator` of every call about it. */
  locator: string;
  /** The tables created from the folder's CSV files, by static name. */
  tables: string[];
  /** The resource group holding them (absent when the folder holds no CSV files). */
  group?: { name: string; locator: string };
}

export interface InsuiteTestServer {
  /** The server's base URL, http://127.0.0.1:<ephemeral port>. */
  url: string;
  /** A token of admin@insuite.local, who holds every permission. */
  adminToken: string;
  /** The SDK, signed in with the admin token. */
  client: InsuiteClient;
  /**
   * Creates a tenant from a configuration folder (config.json and one CSV per table, named after
   * the table: territory-rates.csv → TerritoryRates), a configuration ZIP or a .json file; then
   * uploads the folder's tables and puts them in a resource group, so lookups by static name
   * find them.
   */
  createTenant(name: string, configDirOrZip: string, options?: CreateTenantOptions): Promise<SeededTenant>;
  /**
   * The server's clock, which everything on the server reads (resolution by date, token expiry,
   * lockouts, webhook retries, timestamps), except for tenants given a clock of their own
   * (`tenant(t).clock`). It runs at the real pace from where it is set.
   */
  clock: TestClockControls;
  /**
   * Server-wide fault rules (they match every tenant's requests): requests answered with an error
   * on purpose, connections reset, slow bodies, webhook receivers stood in for. list() and clear()
   * take in the tenants' rules too.
   */
  faults: TestFaultControls;
  /** What the server answered (and the webhook deliveries it tried), oldest first. */
  requests(filter?: RequestFilter): Promise<TestRequest[]>;
  /**
   * Back to the empty state (no tenants; this admin token kept); fault rules, journal and tenants'
   * clocks cleared. Receivers say their tenant is gone.
   */
  reset(): Promise<void>;
  /** Saves the whole state of the database, for restore(). */
  snapshot(): Promise<TestSnapshot>;
  /**
   * Brings back a saved state. Receivers forget what came before; one whose webhook the restore
   * took away is registered again, one whose tenant it took away says so.
   */
  restore(snapshot: TestSnapshot | string): Promise<void>;
  /** The test controls of one tenant (its locator, or what createTenant returned). */
  tenant(tenant: string | { locator: string }): TenantControls;
  events: {
    /**
     * Delivers a chosen event to a receiver (an app's webhook endpoint, or a harness receiver) as
     * the server would: JSON body, X-Insuite-Event, X-Insuite-Delivery, and X-Insuite-Signature
     * when a secret is given (a harness receiver's own by default).
     */
    send(options: {
      to: string | { url: string; secret?: string };
      event: EventToSend;
      secret?: string;
      timeoutMs?: number;
    }): Promise<SentEvent>;
  };
  /**
   * Starts a receiver on 127.0.0.1 and registers a webhook of the tenant delivering the given
   * event types to it, signed with the secret; failed deliveries are retried every second, three
   * times, and never suspend the webhook. Closed by its close() or by stop().
   */
  webhookReceiver(options: WebhookReceiverOptions): Promise<WebhookReceiver>;
  /**
   * Stops the server and deletes its database: no port, file or thread is left. Connected to a
   * server started elsewhere (connectInsuite), closes this process's receivers only.
   */
  stop(): Promise<void>;
}

export type WebhookEventType = Schema<'CreateWebhookRequest'>['eventTypes'][number];

export interface WebhookReceiverOptions {
  /** The tenant whose events are delivered: its locator, or what createTenant returned. */
  tenant: string | { locator: string };
  /** The event types the webhook subscribes to. */
  eventTypes: WebhookEventType[];
  /** The webhook's HMAC secret (default: a random one). */
  secret?: string;
  /** The webhook's name (default: a random one). */
  name?: string;
}

/** A delivery of an event of type `T` (of any type by default). */
export interface WebhookDelivery<T extends EventType = EventType> {
  /** The event's type, as `event.type`. */
  eventType: T;
  /** The event's locator (X-Insuite-Event). */
  eventLocator: string;
  /** The delivery's locator (X-Insuite-Delivery), the same on every try of it. */
  deliveryLocator: string;
  /** The event, as fetchEvent answers it: its `data` typed by its type (EventDataByType). */
  event: InsuiteEventOf<T>;
  /** The request's headers. */
  headers: IncomingHttpHeaders;
}

export interface WebhookReceiver {
  /** Where the webhook delivers. */
  url: string;
  /** The webhook's HMAC secret. */
  readonly secret: string;
  /** The webhook registered for this receiver (another after a restore that removed the first). */
  readonly webhookLocator: string;
  /** Every delivery received so far (each event once), in arrival order. */
  received: WebhookDelivery[];
  /**
   * The next delivery not yet returned by next() (of `eventType` when given), waiting for it up
   * to `timeoutMs` (default 10 000). Rejects when the time runs out, when a delivery arrived
   * without a valid signature, or when a restore or reset removed the receiver's tenant. Nothing
   * from before the harness's last restore or reset is returned.
   */
  next<T extends WebhookEventType = WebhookEventType>(
    eventType?: T,
    options?: { timeoutMs?: number },
  ): Promise<WebhookDelivery<T>>;
  /** Deletes the webhook and stops the receiver. */
  close(): Promise<void>;
}

/**
 * Starts a throwaway insuite in this process: an ephemeral port on 127.0.0.1, an empty SQLite
 * database in a temporary folder (or the PostgreSQL database given), and an admin token.
 */
export function startInsuite(options?: StartInsuiteOptions): Promise<InsuiteTestServer>;

/**
 * The harness over a server started elsewhere, once for a whole test run (vitest's or Jest's
 * globalSetup, or `insuite serve --memory`): each test file connects, makes its own tenant and uses
 * `tenant(t)`'s controls, in parallel with the others. Rejects when the server has no test controls.
 */
export function connectInsuite(options: ConnectInsuiteOptions): Promise<InsuiteTestServer>;
