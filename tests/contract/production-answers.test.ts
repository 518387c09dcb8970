// In production, responses are not validated and JSON answers are written without res.json (see
// http/dispatch.ts). A client must not be able to tell: same status, media type, length and body
// as the validated answers the rest of the suite checks.
import { describe, expect, it } from 'vitest';
import { validatedAndProduction } from '../support/answer-modes.js';
import type { TestServer } from '../support/server.js';
import { tenant } from '../support/given.js';

const { validated, production } = validatedAndProduction();

interface Answer {
  status: number;
  type: string | null;
  length: string | null;
  text: string;
}

async function call(s: TestServer, method: string, path: string, body?: unknown): Promise<Answer> {
  const r = await fetch(s.baseUrl + path, {
    method,
    headers: {
      Authorization: `Bearer ${s.adminToken}`,
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return {
    status: r.status,
    type: r.headers.get('content-type'),
    length: r.headers.get('content-length'),
    text: await r.text(),
  };
}

/** The parts of an answer that do not depend on generated ids and times. */
const shape = (a: Answer) => ({ status: a.status, type: a.type, hasLength: a.length !== null });

describe('JSON answers without response validation', () => {
  it('carry the same status, media type and body, with the byte length of the body', async () => {
    const seen: Answer[][] = [];
    for (const s of [validated(), production()]) {
      const t = await tenant(s.admin);
      // Non-ASCII: the length must count bytes, not characters.
      const group = { name: 'Frühling-春', selectionStartTime: '2026-03-01T00:00:00Z', resourceNames: [] };
      const created = await call(s, 'POST', `/resource/${t}/groups`, group);
      const { locator } = JSON.parse(created.text) as { locator: string };
      seen.push([
        created,
        await call(s, 'GET', `/resource/${t}/groups/${locator}`),
        await call(s, 'GET', `/resource/${t}/groups/list?count=5`),
        await call(s, 'GET', '/healthz'),
        await call(s, 'HEAD', `/resource/${t}/groups/${locator}`),
      ]);
    }
    const [checked, fast] = seen as [Answer[], Answer[]];
    expect(fast.map(shape)).toEqual(checked.map(shape));
    const [created, fetched, listed, health, head] = fast as [Answer, Answer, Answer, Answer, Answer];
    expect(created.status).toBe(200);
    expect(fetched.type).toBe('application/json; charset=utf-8');
    for (const a of [created, fetched, listed, health]) {
      expect(Number(a.length)).toBe(Buffer.byteLength(a.text));
      expect(() => JSON.parse(a.text) as unknown).not.toThrow();
    }
    expect(JSON.parse(fetched.text)).toEqual(JSON.parse(created.text));
    expect(JSON.parse(fetched.text)).toMatchObject({ name: 'Frühling-春' });
    expect(JSON.parse(health.text)).toEqual(JSON.parse(checked[3]!.text));
    // HEAD: the headers of the GET, no body.
    expect(head).toMatchObject({ status: 200, type: fetched.type, length: fetched.length, text: '' });
  });
});

describe('answers written together at the end of a turn (http/end-together.ts)', () => {
  it('reach each request its own answer when many arrive at once on many connections', async () => {
    const t = await tenant(production().admin);
    const names = Array.from({ length: 40 }, (_, i) => `together-${i}`);
    const created = await Promise.all(
      names.map((name) =>
        call(production(), 'POST', `/resource/${t}/groups`, {
          name,
          selectionStartTime: '2026-03-01T00:00:00Z',
          resourceNames: [],
        }),
      ),
    );
    const locators = created.map((a) => (JSON.parse(a.text) as { locator: string }).locator);
    // Each group read several times at once, interleaved with reads of groups that do not exist.
    const asked = [...locators, ...locators, ...locators].flatMap((l, i) => [
      l,
      `${'0'.repeat(25)}${i % 10}`,
    ]);
    const answers = await Promise.all(
      asked.map((l) => call(production(), 'GET', `/resource/${t}/groups/${l}`)),
    );
    answers.forEach((a, i) => {
      if (i % 2 === 1) {
        expect(a.status).toBe(404);
        return;
      }
      expect(a.status).toBe(200);
      const body = JSON.parse(a.text) as { locator: string; name: string };
      expect(body.locator).toBe(asked[i]);
      expect(body.name).toBe(names[locators.indexOf(asked[i]!)]);
      expect(Number(a.length)).toBe(Buffer.byteLength(a.text));
    });
  });
});
