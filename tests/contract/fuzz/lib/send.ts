// Sends a request exactly as generated (node:http: fetch would normalise the path and refuse some
// of it) and judges the answer by the contract.
import { Agent, request } from 'node:http';
import type { Operation } from './contract.js';
import { describeRequest, type FuzzRequest } from './requests.js';

export interface Answer {
  status: number;
  contentType: string;
  text: string;
}

const agent = new Agent({ keepAlive: true, maxSockets: 4 });

/** How many requests this file sent, for the summary line. */
export const sent = { count: 0 };

export function send(baseUrl: string, r: FuzzRequest): Promise<Answer> {
  sent.count++;
  const url = new URL(baseUrl);
  return new Promise((resolve, reject) => {
    const headers: Record<string, string | number> = { ...r.headers };
    if (r.body) headers['content-length'] = r.body.length;
    const req = request(
      { host: url.hostname, port: url.port, method: r.method, path: r.path, headers, agent },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () =>
          resolve({
            status: res.statusCode!,
            contentType: String(res.headers['content-type'] ?? ''),
            text: Buffer.concat(chunks).toString('utf8'),
          }),
        );
        res.on('error', reject);
      },
    );
    req.setTimeout(60_000, () => req.destroy(new Error('no answer within 60 s')));
    req.on('error', reject);
    req.end(r.body);
  });
}

/** Why an answer breaks the contract, or undefined when it keeps it. */
export function breach(op: Operation, a: Answer): string | undefined {
  if (a.status >= 500) return `answered ${a.status}: ${a.text.slice(0, 300)}`;
  if (!op.statuses.has(a.status))
    return `answered ${a.status}, which ${op.id} does not declare (${[...op.statuses].join(', ')}): ${a.text.slice(0, 300)}`;
  if (a.status >= 400) {
    if (!a.contentType.startsWith('application/problem+json'))
      return `answered ${a.status} as ${a.contentType || 'no media type'}, not a problem body`;
    let p: Record<string, unknown>;
    try {
      p = JSON.parse(a.text) as Record<string, unknown>;
    } catch {
      return `answered ${a.status} with a problem body that is not JSON: ${a.text.slice(0, 200)}`;
    }
    const shape =
      p.status === a.status &&
      typeof p.type === 'string' &&
      typeof p.title === 'string' &&
      typeof p.detail === 'string' &&
      p.detail.length > 0 &&
      typeof p.code === 'string' &&
      typeof p.requestId === 'string';
    if (!shape) return `answered ${a.status} with a body that is not a problem: ${a.text.slice(0, 300)}`;
  } else if (a.contentType.startsWith('application/json')) {
    try {
      JSON.parse(a.text);
    } catch {
      return `answered ${a.status} with JSON that does not parse`;
    }
  }
  return undefined;
}

/** Sends `r` and throws, with the request printed, when the answer breaks the contract. */
export async function sendAndJudge(baseUrl: string, op: Operation, r: FuzzRequest): Promise<Answer> {
  const a = await send(baseUrl, r);
  const why = breach(op, a);
  if (why) throw new Error(`${op.id} ${why}\n  request: ${describeRequest(r)}`);
  return a;
}

export const closeAgent = () => agent.destroy();
