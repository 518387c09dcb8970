// One POST to a webhook receiver, bounded in every direction: the whole try (connect, headers)
// has one deadline, at most a few KB of the answer are read, redirects are not followed, and the
// connection goes to the address that was checked (the check runs inside the socket's own
// lookup, so there is no second DNS query a rebinding name could answer differently).
import { request as httpRequest, Agent as HttpAgent, type IncomingMessage } from 'node:http';
import { request as httpsRequest, Agent as HttpsAgent } from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import {
  RefusedTarget,
  addressRefusal,
  allowedAddresses,
  bareHost,
  parseTarget,
  systemResolver,
  type Resolver,
} from './targets.js';

export type SendOutcome =
  | { kind: 'reply'; status: number; message: string }
  | { kind: 'timeout'; message: string }
  | { kind: 'error'; message: string };

export interface Target {
  url: string;
  headers: Record<string, string[]>;
  secureSsl: boolean;
}

export interface Sender {
  post(target: Target, body: string, headers: Record<string, string>): Promise<SendOutcome>;
  close(): void;
}

export interface SenderOptions {
  timeoutMs: number;
  allowPrivate: boolean;
  resolve?: Resolver;
  /** Most bytes of an answer's body read before the connection is dropped. */
  maxReadBytes?: number;
}

const MAX_READ = 4096;

export function createSender(opts: SenderOptions): Sender {
  const resolve = opts.resolve ?? systemResolver;
  const maxRead = opts.maxReadBytes ?? MAX_READ;
  const agentOpts = { keepAlive: true, maxSockets: 64, maxFreeSockets: 16, timeout: opts.timeoutMs * 2 };
  const httpAgent = new HttpAgent(agentOpts);
  const httpsAgent = new HttpsAgent(agentOpts);

  // Node calls this for host names only (never for IP literals), with `all: true` when it may
  // try several addresses.
  const lookup = ((host: string, options: { all?: boolean }, cb: (...args: unknown[]) => void) => {
    allowedAddresses(new URL(`http://${host.includes(':') ? `[${host}]` : host}/`), {
      allowPrivate: opts.allowPrivate,
      resolve,
    }).then(
      (addresses) =>
        options.all ? cb(null, addresses) : cb(null, addresses[0]!.address, addresses[0]!.family),
      (err: unknown) => cb(err),
    );
  }) as unknown as LookupFunction;

  function once(
    url: URL,
    target: Target,
    body: string,
    headers: Record<string, string>,
    deadline: number,
  ): Promise<SendOutcome & { retryable?: boolean }> {
    return new Promise((done) => {
      let settled = false;
      const settle = (o: SendOutcome & { retryable?: boolean }) => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        done(o);
      };
      const https = url.protocol === 'https:';
      const req = (https ? httpsRequest : httpRequest)({
        hostname: bareHost(url),
        port: url.port || (https ? 443 : 80),
        path: `${url.pathname}${url.search}`,
        method: 'POST',
        agent: https ? httpsAgent : httpAgent,
        lookup,
        rejectUnauthorized: target.secureSsl,
        headers: {
          ...target.headers,
          ...headers,
          'Content-Type': 'application/json',
          'Content-Length': Buffer.byteLength(body),
          'User-Agent': 'insuite-webhooks',
        },
      });
      let reply: SendOutcome | undefined;
      const timer = setTimeout(
        () => {
          settle(reply ?? { kind: 'timeout', message: `no answer within ${opts.timeoutMs} ms` });
          req.destroy();
        },
        Math.max(1, deadline - Date.now()),
      );
      req.on('response', (res: IncomingMessage) => {
        const status = res.statusCode ?? 0;
        const known = {
          kind: 'reply',
          status,
          message: `HTTP ${status} ${res.statusMessage ?? ''}`.trim(),
        } as const;
        reply = known;
        // The body is read only while it is small (so the connection can serve the next try),
        // and dropped beyond that; the status alone decides the outcome.
        let read = 0;
        res.on('data', (chunk: Buffer) => {
          read += chunk.length;
          if (read > maxRead) {
            settle(known);
            res.destroy();
          }
        });
        res.on('end', () => settle(known));
        res.on('close', () => settle(known));
        res.on('error', () => settle(known));
      });
      req.on('error', (err: NodeJS.ErrnoException) => {
        if (err instanceof RefusedTarget)
          return settle({ kind: 'error', message: `refused: ${err.message}` });
        settle({
          kind: 'error',
          message: `connection failed: ${err.code ?? err.message}`,
          // A kept-alive socket the receiver had already closed: worth one fresh connection.
          retryable: req.reusedSocket && err.code === 'ECONNRESET',
        });
      });
      req.end(body);
    });
  }

  return {
    async post(target, body, headers) {
      const url = parseTarget(target.url);
      if (typeof url === 'string') return { kind: 'error', message: `refused: the URL ${url}` };
      const literal = bareHost(url);
      if (isIP(literal)) {
        const why = addressRefusal(literal, opts.allowPrivate);
        if (why) return { kind: 'error', message: `refused: ${why}` };
      }
      const deadline = Date.now() + opts.timeoutMs;
      const first = await once(url, target, body, headers, deadline);
      if (!first.retryable || Date.now() >= deadline) return strip(first);
      return strip(await once(url, target, body, headers, deadline));
    },
    close() {
      httpAgent.destroy();
      httpsAgent.destroy();
    },
  };
}

const strip = ({ retryable: _r, ...o }: SendOutcome & { retryable?: boolean }): SendOutcome => o;
