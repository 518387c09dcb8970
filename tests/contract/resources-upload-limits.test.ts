// Bodies over an operation's limit are refused with 413 before they are read whole: a declared
// length at once, a streamed body as soon as it passes the limit.
import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { failure } from '../support/failure.js';
import { startServer, type TestServer } from '../support/server.js';
import { tenant } from '../support/given.js';

let s: TestServer;
let t: string;
beforeAll(async () => {
  s = await startServer();
  t = await tenant(s.admin);
});
afterAll(() => s.close());

const MB = 1024 * 1024;

/** Sends headers declaring `length` bytes and only a few of them; resolves with the answer. */
function declared(
  path: string,
  contentType: string,
  length: number,
): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = request(
      `${s.baseUrl}${path}`,
      {
        method: 'POST',
        headers: {
          Authorization: `Bearer ${s.adminToken}`,
          'Content-Type': contentType,
          'Content-Length': length,
        },
      },
      (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (d: string) => (body += d));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
      },
    );
    req.on('error', reject);
    req.write('{"abc'); // the rest never comes: only an answer given before reading it ends this
  });
}

/** A body without a declared length that never ends; counts what the client produced. */
function endless(prefix = ''): { stream: ReadableStream<Uint8Array>; produced: () => number } {
  let produced = 0;
  const chunk = new Uint8Array(64 * 1024).fill(0x61);
  let first = true;
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      const c = first ? new Uint8Array([...Buffer.from(prefix), ...chunk]) : chunk;
      first = false;
      produced += c.length;
      controller.enqueue(c);
    },
  });
  return { stream, produced: () => produced };
}

const post = (path: string, contentType: string, body: ReadableStream<Uint8Array>) =>
  fetch(`${s.baseUrl}${path}`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${s.adminToken}`, 'Content-Type': contentType },
    body,
    duplex: 'half',
  } as RequestInit);

describe('a declared length over the limit', () => {
  const cases: [string, string, string, number, string][] = [
    [
      'a template',
      `/resource/{t}/templateSnippets/liquid?name=a&staticName=Letterhead`,
      'text/plain',
      6 * MB,
      '5.1 MB',
    ],
    [
      'a document',
      `/resource/{t}/documents?name=b&staticName=PrivacyNotice`,
      'multipart/form-data; boundary=x',
      30 * MB,
      '20.1 MB',
    ],
    [
      'a font',
      `/resource/{t}/fonts?name=c&staticName=CorporateSans`,
      'multipart/form-data; boundary=x',
      21 * MB,
      '20.1 MB',
    ],
    ['a JSON body', `/resource/{t}/secrets`, 'application/json', 2 * MB, '1 MB'],
    ['a configuration', `/config/{t}/deployments/deploy`, 'application/zip', 17 * MB, '16 MB'],
  ];

  it.each(cases)('is refused at once for %s (413)', async (_what, path, type, length, limit) => {
    const r = await declared(path.replace('{t}', t), type, length);
    expect(r.status).toBe(413);
    const problem = JSON.parse(r.body) as { code: string; detail: string };
    expect(problem.code).toBe('PAYLOAD_TOO_LARGE');
    expect(problem.detail).toContain(`larger than the ${limit}`);
  });
});

describe('a streamed body over the limit', () => {
  it('is cut off for a template once it passes 5 MB (413)', async () => {
    const body = endless();
    const res = await post(
      `/resource/${t}/templateSnippets/liquid?name=streamed&staticName=Letterhead`,
      'text/plain',
      body.stream,
    );
    expect(res.status).toBe(413);
    expect(((await res.json()) as { code: string }).code).toBe('PAYLOAD_TOO_LARGE');
    // The body never ends; the answer came while the client had produced a bounded amount.
    expect(body.produced()).toBeLessThan(64 * MB);
  });

  it('is cut off for a document once it passes 20 MB (413)', async () => {
    const body = endless(
      '--x\r\nContent-Disposition: form-data; name="file"; filename="a.pdf"\r\nContent-Type: application/pdf\r\n\r\n',
    );
    const res = await post(
      `/resource/${t}/documents?name=streamedDoc&staticName=PrivacyNotice`,
      'multipart/form-data; boundary=x',
      body.stream,
    );
    expect(res.status).toBe(413);
    expect(body.produced()).toBeLessThan(128 * MB);
  });

  it('leaves nothing behind and the server answers as before', async () => {
    for (const name of ['streamed', 'streamedDoc', 'a', 'b', 'c']) {
      expect((await failure(s.admin.fetchResource({ tenantLocator: t, name }))).status).toBe(404);
    }
    await expect(
      s.admin.uploadLiquid({ tenantLocator: t, name: 'fine', staticName: 'Letterhead', body: 'small' }),
    ).resolves.toMatchObject({ name: 'fine' });
  });
});

describe('a file over its limit inside an acceptable body', () => {
  it('is refused when the document itself passes 20 MB (413)', async () => {
    const err = await failure(
      s.admin.createDocumentResource({
        tenantLocator: t,
        name: 'justOver',
        staticName: 'PrivacyNotice',
        body: { file: new Blob([new Uint8Array(20 * MB + 1)], { type: 'application/pdf' }) },
      }),
    );
    expect(err.status).toBe(413);
    expect(err.problem?.detail).toBe(
      'The file is larger than 20 MB; INSUITE_FILE_LIMIT_BYTES raises the limit',
    );
  });
});
