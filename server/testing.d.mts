// Types of @insuite/server/testing (its code: testing/start.ts, compiled into dist/testing.mjs).
import type { IncomingHttpHeaders } from 'node:http';
import type {
  InsuiteClient,
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
   * lockouts, webhook retries, timestamps). It runs at the real pace from where it is set.
   */
  clock: {
    now(): Promise<Date>;
    /** Sets the clock to an instant (a Date or RFC 3339 text). */
    set(instant: Date | string): Promise<Date>;
    /**
     * Moves the clock forward by milliseconds or an ISO 8601 duration (`'PT15M'`, `'P1D'`). Webhook
     * deliveries that fall due (retries) have been made when it resolves.
     */
    advance(by: number | string): Promise<Date>;
    /** Back to the real time. */
    real(): Promise<Date>;
  };
  /** Fault rules: requests answered with an error on purpose, webhook receivers stood in for. */
  faults: {
    add(rule: TestFaultRule): Promise<TestFault>;
    clear(): Promise<void>;
    list(): Promise<TestFault[]>;
  };
  /** What the server answered (and the webhook deliveries it tried), oldest first. */
  requests(filter?: { operationId?: string; since?: Date | string }): Promise<TestRequest[]>;
  /** Back to the empty state (no tenants; this admin token kept); fault rules and journal cleared. */
  reset(): Promise<void>;
  /** Saves the whole state of the database, for restore(). */
  snapshot(): Promise<TestSnapshot>;
  /** Brings back a saved state. */
  restore(snapshot: TestSnapshot | string): Promise<void>;
  /**
   * Starts a receiver on 127.0.0.1 and registers a webhook of the tenant delivering the given
   * event types to it, signed with the secret; failed deliveries are retried every second, three
   * times, and never suspend the webhook. Closed by its close() or by stop().
   */
  webhookReceiver(options: WebhookReceiverOptions): Promise<WebhookReceiver>;
  /** Stops the server and deletes its database: no port, file or thread is left. */
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

export interface WebhookDelivery {
  /** The event's type, as `event.type`. */
  eventType: string;
  /** The event's locator (X-Insuite-Event). */
  eventLocator: string;
  /** The delivery's locator (X-Insuite-Delivery), the same on every try of it. */
  deliveryLocator: string;
  /** The event, as fetchEvent answers it. */
  event: Schema<'EventResponse'>;
  /** The request's headers. */
  headers: IncomingHttpHeaders;
}

export interface WebhookReceiver {
  /** Where the webhook delivers. */
  url: string;
  /** The webhook registered for this receiver. */
  webhookLocator: string;
  /** Every delivery received so far (each event once), in arrival order. */
  received: WebhookDelivery[];
  /**
   * The next delivery not yet returned by next() (of `eventType` when given), waiting for it up
   * to `timeoutMs` (default 10 000). Rejects when the time runs out, or when a delivery arrived
   * without a valid signature.
   */
  next(eventType?: WebhookEventType, options?: { timeoutMs?: number }): Promise<WebhookDelivery>;
  /** Deletes the webhook and stops the receiver. */
  close(): Promise<void>;
}

/**
 * Starts a throwaway insuite in this process: an ephemeral port on 127.0.0.1, an empty SQLite
 * database in a temporary folder (or the PostgreSQL database given), and an admin token.
 */
export function startInsuite(options?: StartInsuiteOptions): Promise<InsuiteTestServer>;
