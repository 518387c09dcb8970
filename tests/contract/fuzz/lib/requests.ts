// Requests generated from the contract: valid by the schemas (with real locators where a path
// needs one), and invalid in every way the fuzzer knows: missing and extra fields, wrong types,
// empty and 1 MB strings, NUL and lone surrogates, huge and negative numbers, bad path
// parameters (malformed percent-escapes included), malformed JSON, wrong and missing content
// types, corrupt ZIPs and multipart bodies, bad Authorization headers.
import AdmZip from 'adm-zip';
import fc from 'fast-check';
import { deref, type Operation, type Param, type Schema } from './contract.js';

export interface FuzzRequest {
  /** What was made wrong, or `valid`. */
  kind: string;
  method: string;
  /** As sent: percent-escapes (malformed ones too) are not touched again. */
  path: string;
  headers: Record<string, string>;
  body?: Buffer;
}

/** What the generators need from the running server. */
export interface World {
  token: string;
  /** Other tokens that are well formed but wrong: unknown, revoked, limited to another tenant. */
  badTokens: string[];
  /** Real values of a path parameter of an operation (a locator of something that exists). */
  pathValues(op: Operation, param: string): string[];
}

const MB = 1024 * 1024;

/** Percent-encodes the UTF-8 bytes of `s` (lone surrogates become U+FFFD, as any client sends them). */
export function encode(s: string): string {
  let out = '';
  for (const b of Buffer.from(s, 'utf8')) {
    const c = String.fromCharCode(b);
    out += /[A-Za-z0-9\-._~]/.test(c) ? c : `%${b.toString(16).toUpperCase().padStart(2, '0')}`;
  }
  return out;
}

// ---------------------------------------------------------------------------------------------
// Values valid by a schema.

const SAFE_DEPTH = 6;

function typeOf(s: Schema): string | undefined {
  if (Array.isArray(s.type)) return s.type.find((t) => t !== 'null');
  if (s.type) return s.type;
  if (s.properties) return 'object';
  if (s.items) return 'array';
  return undefined;
}

function stringArb(s: Schema): fc.Arbitrary<string> {
  switch (s.format) {
    case 'date-time':
      return fc
        .date({ min: new Date('2020-01-01'), max: new Date('2030-01-01'), noInvalidDate: true })
        .map((d) => d.toISOString());
    case 'date':
      return fc
        .date({ min: new Date('2020-01-01'), max: new Date('2030-01-01'), noInvalidDate: true })
        .map((d) => d.toISOString().slice(0, 10));
    case 'uuid':
      return fc.uuid({ version: 4 });
    case 'ulid':
      return fc.stringMatching(/^[0-9A-HJKMNP-TV-Z]{26}$/);
    case 'email':
      return fc.emailAddress();
    case 'uri':
      return fc.webUrl();
    case 'binary':
    case 'byte':
      return fc.string({ maxLength: 40 });
  }
  const min = s.minLength ?? 0;
  const max = Math.min(s.maxLength ?? min + 16, min + 16);
  if (s.pattern) {
    try {
      const re = new RegExp(s.pattern);
      return fc
        .stringMatching(re)
        .filter((x) => x.length >= min && (s.maxLength === undefined || x.length <= s.maxLength));
    } catch {
      // a pattern JavaScript cannot read: plain strings
    }
  }
  return fc.string({ minLength: min, maxLength: max });
}

export function valid(schema: Schema | undefined, depth = 0): fc.Arbitrary<unknown> {
  const s = deref(schema ?? {});
  if (s.enum) return fc.constantFrom(...s.enum);
  if ('const' in s) return fc.constant(s.const);
  if (s.allOf) {
    const merged: Schema = { type: 'object', properties: {}, required: [] };
    for (const part of s.allOf.map((p) => deref(p))) {
      Object.assign(merged.properties!, part.properties ?? {});
      merged.required!.push(...(part.required ?? []));
    }
    return valid(merged, depth);
  }
  const alternatives = s.oneOf ?? s.anyOf;
  if (alternatives) return fc.oneof(...alternatives.map((a) => valid(a, depth + 1)));
  switch (typeOf(s)) {
    case 'string':
      return stringArb(s);
    case 'integer':
      return fc.integer({ min: s.minimum ?? -1000, max: s.maximum ?? 1_000_000 });
    case 'number':
      return fc.double({
        min: s.minimum ?? -1e6,
        max: s.maximum ?? 1e6,
        noNaN: true,
        noDefaultInfinity: true,
      });
    case 'boolean':
      return fc.boolean();
    case 'array': {
      const minLength = s.minItems ?? 0;
      const maxLength = depth > SAFE_DEPTH ? minLength : Math.min(s.maxItems ?? minLength + 2, minLength + 2);
      return fc.array(valid(s.items, depth + 1), { minLength, maxLength });
    }
    case 'object': {
      const required = s.required ?? [];
      const props = Object.entries(s.properties ?? {}).filter(
        ([k]) => depth <= SAFE_DEPTH || required.includes(k),
      );
      const model = Object.fromEntries(props.map(([k, v]) => [k, valid(v, depth + 1)]));
      const record = fc.record(model, { requiredKeys: required.filter((k) => k in model) });
      const extra = s.additionalProperties;
      if (extra && typeof extra === 'object' && props.length === 0 && depth <= SAFE_DEPTH)
        return fc.dictionary(fc.string({ minLength: 1, maxLength: 8 }), valid(extra, depth + 1), {
          maxKeys: 3,
        });
      return record;
    }
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

// ---------------------------------------------------------------------------------------------
// Values nobody meant to send.

const nastyStrings: string[] = [
  '',
  '\u0000',
  'a\u0000b',
  '\ud800',
  '\udfff',
  'x\ud83dy',
  '😀',
  '\u202e\u0645',
  '../../etc/passwd',
  "'; drop table tenants; --",
  '%',
  '%zz',
  ' ',
  '\r\n',
  'a'.repeat(300),
  '{{7*7}}',
  '$' + '{x}',
];

export const nastyString = fc.oneof(
  { weight: 8, arbitrary: fc.constantFrom(...nastyStrings) },
  { weight: 1, arbitrary: fc.constant('a'.repeat(MB)) },
  { weight: 3, arbitrary: fc.string({ unit: 'binary', maxLength: 30 }) },
);

export const nastyNumber = fc.constantFrom(
  -1,
  -1e9,
  0,
  1e308,
  -1e308,
  Number.MAX_SAFE_INTEGER * 1024,
  -(2 ** 63),
  2 ** 31,
  0.5,
  -0.000001,
);

/** Anything of a type other than the schema's. */
export const wrongValue: fc.Arbitrary<unknown> = fc.oneof(
  nastyString,
  nastyNumber,
  fc.boolean(),
  fc.constant(null),
  fc.constant([]),
  fc.constant({}),
  fc.array(fc.string({ maxLength: 4 }), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 4 }), fc.string({ maxLength: 4 }), { maxKeys: 2 }),
);

/** Path segments as sent: malformed percent-escapes, encoded NUL and slashes, dots, long ones. */
export const nastySegment = fc.oneof(
  fc.constantFrom(
    '%',
    '%zz',
    '%E0%A4%A',
    '%ED%A0%80',
    '%ED%BF%BF',
    '%C0%AF',
    '%F4%90%80%80',
    '%FF',
    'a%',
    '%%',
    '%00',
    '%2F',
    '%2e%2e',
    '..',
    '.',
    'a'.repeat(4000),
    '%C3',
    '%E2%82',
    '01JD00000000000000000000ZZ',
    '3f1e2d4c-5b6a-4789-8abc-def012345678',
    // Other spellings of a UUID the validator's format takes; the gate answers them 400.
    'urn:uuid:3f1e2d4c-5b6a-4789-8abc-def012345678',
    '%7B3f1e2d4c-5b6a-4789-8abc-def012345678%7D',
    '3F1E2D4C-5B6A-4789-8ABC-DEF012345678',
  ),
  nastyString.filter((s) => s.length < 4000 && s.length > 0).map(encode),
  fc.string({ minLength: 1, maxLength: 30 }).map(encode),
);

// ---------------------------------------------------------------------------------------------
// Bodies.

function mutateObject(value: unknown, schema: Schema): fc.Arbitrary<{ kind: string; value: unknown }> {
  const s = deref(schema);
  const obj = value && typeof value === 'object' && !Array.isArray(value) ? (value as object) : undefined;
  const choices: fc.Arbitrary<{ kind: string; value: unknown }>[] = [
    wrongValue.map((v) => ({ kind: 'body of a wrong type', value: v })),
  ];
  const required = s.required ?? [];
  if (obj && required.length) {
    choices.push(
      fc.constantFrom(...required).map((k) => {
        const copy: Record<string, unknown> = { ...obj };
        delete copy[k];
        return { kind: `body without required ${k}`, value: copy };
      }),
    );
  }
  if (obj) {
    choices.push(
      fc
        .tuple(fc.string({ minLength: 1, maxLength: 10 }), wrongValue)
        .map(([k, v]) => ({ kind: `body with an extra field`, value: { ...obj, [k]: v } })),
    );
    const keys = Object.keys(s.properties ?? {});
    if (keys.length) {
      choices.push(
        fc
          .tuple(fc.constantFrom(...keys), fc.oneof(wrongValue, nastyString, nastyNumber))
          .map(([k, v]) => ({ kind: `body with a bad ${k}`, value: { ...obj, [k]: v } })),
      );
      // One level further down, where a nested object is.
      for (const k of keys) {
        const inner = deref(s.properties![k]!);
        const innerValue = (obj as Record<string, unknown>)[k];
        if (typeOf(inner) === 'object' && innerValue && typeof innerValue === 'object')
          choices.push(
            mutateObject(innerValue, inner).map((m) => ({
              kind: `${m.kind} (in ${k})`,
              value: { ...obj, [k]: m.value },
            })),
          );
      }
    }
  }
  return fc.oneof(...choices);
}

const deepJson = fc.constantFrom(
  '{"a":'.repeat(5000) + '1' + '}'.repeat(5000),
  '['.repeat(50000) + ']'.repeat(50000),
  '['.repeat(100) + ']'.repeat(100),
  '{"a":'.repeat(65) + '{}' + '}'.repeat(65),
);

const malformedJson = fc.constantFrom(
  '{',
  '{"a":',
  '{"a":1,}',
  'nul',
  '\u0000',
  "{'a':1}",
  '[1,2',
  '"\\x"',
  '1e400x',
);

const wrongContentTypes = [
  'text/plain',
  'application/xml',
  'application/json; charset=latin1',
  'application/json; charset=utf-16',
  'multipart/form-data',
  'multipart/form-data; boundary=',
  'application/zip',
  'application/octet-stream',
  'a/b/c',
  ';;',
  'application/x-www-form-urlencoded',
];

function multipart(
  parts: { name: string; filename?: string; data: Buffer | string }[],
  boundary: string,
): Buffer {
  const chunks: Buffer[] = [];
  for (const p of parts) {
    const disposition = `form-data; name="${p.name}"${p.filename ? `; filename="${p.filename}"` : ''}`;
    const type = p.filename ? 'Content-Type: application/octet-stream\r\n' : '';
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: ${disposition}\r\n${type}\r\n`));
    chunks.push(Buffer.isBuffer(p.data) ? p.data : Buffer.from(p.data));
    chunks.push(Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return Buffer.concat(chunks);
}

function zipOf(entries: [string, string][]): Buffer {
  const zip = new AdmZip();
  for (const [name, text] of entries) zip.addFile(name, Buffer.from(text));
  return zip.toBuffer();
}

const csv = fc
  .array(
    fc.array(fc.oneof(fc.string({ maxLength: 6 }), fc.constantFrom('"', ',', '\n', '')), {
      minLength: 1,
      maxLength: 4,
    }),
    {
      minLength: 0,
      maxLength: 4,
    },
  )
  .map((rows) => rows.map((r) => r.join(',')).join('\n'));

/** ZIPs: readable ones of random tables or JSON, and corrupt ones. */
const zipBody: fc.Arbitrary<{ kind: string; data: Buffer }> = fc.oneof(
  fc
    .tuple(fc.constantFrom('table.csv', 'config.json', 'a/b.csv', '../x.csv', ''), fc.oneof(csv, fc.json()))
    .map(([name, text]) => ({ kind: 'zip', data: zipOf([[name || 'x', text]]) })),
  fc.constant({ kind: 'empty zip', data: zipOf([]) }),
  fc.tuple(csv, fc.nat()).map(([text, cut]) => {
    const z = zipOf([['t.csv', text]]);
    return { kind: 'truncated zip', data: z.subarray(0, cut % Math.max(1, z.length)) };
  }),
  fc
    .uint8Array({ maxLength: 200 })
    .map((b) => ({ kind: 'zip of random bytes', data: Buffer.concat([Buffer.from('PK\u0003\u0004'), b]) })),
  fc.uint8Array({ maxLength: 100 }).map((b) => ({ kind: 'random bytes as a zip', data: Buffer.from(b) })),
  fc.constant({
    kind: 'json nested deeply in a zip',
    data: zipOf([['config.json', '['.repeat(50000) + ']'.repeat(50000)]]),
  }),
);

interface Body {
  kind: string;
  contentType?: string;
  body?: Buffer;
}

function jsonBodies(schema: Schema): fc.Arbitrary<Body> {
  const json = (kind: string, v: unknown): Body => ({
    kind,
    contentType: 'application/json',
    body: Buffer.from(JSON.stringify(v) ?? 'null'),
  });
  return fc.oneof(
    { weight: 6, arbitrary: valid(schema).map((v) => json('valid', v)) },
    {
      weight: 6,
      arbitrary: valid(schema).chain((v) => mutateObject(v, schema).map((m) => json(m.kind, m.value))),
    },
    {
      weight: 1,
      arbitrary: deepJson.map((t) => ({
        kind: 'deeply nested json',
        contentType: 'application/json',
        body: Buffer.from(t),
      })),
    },
    {
      weight: 2,
      arbitrary: malformedJson.map((t) => ({
        kind: 'malformed json',
        contentType: 'application/json',
        body: Buffer.from(t),
      })),
    },
  );
}

function multipartBodies(schema: Schema): fc.Arbitrary<Body> {
  const s = deref(schema);
  const props = Object.entries(s.properties ?? {});
  const parts = fc.tuple(
    ...props.map(([name, p]) => {
      const ps = deref(p);
      const binary = ps.format === 'binary';
      const data: fc.Arbitrary<Buffer | string> = binary
        ? fc.oneof(
            zipBody.map((z) => z.data),
            csv,
            fc.string({ maxLength: 200 }),
          )
        : valid(ps).map((v) => (typeof v === 'string' ? v : JSON.stringify(v)));
      return fc.option(
        data.map((d) => ({ name, filename: binary ? 'upload.bin' : undefined, data: d })),
        { nil: undefined, freq: (s.required ?? []).includes(name) ? 20 : 3 },
      );
    }),
  );
  const boundary = 'fuzzboundary7MA4YWxkTrZu0gW';
  const ct = `multipart/form-data; boundary=${boundary}`;
  const built = parts.map((ps) =>
    multipart(
      ps.filter((p) => p !== undefined),
      boundary,
    ),
  );
  return fc.oneof(
    { weight: 4, arbitrary: built.map((b) => ({ kind: 'multipart', contentType: ct, body: b })) },
    {
      weight: 2,
      arbitrary: fc.tuple(built, fc.nat()).map(([b, cut]) => ({
        kind: 'truncated multipart',
        contentType: ct,
        body: b.subarray(0, cut % b.length),
      })),
    },
    {
      weight: 1,
      arbitrary: built.map((b) => ({
        kind: 'multipart with another boundary',
        contentType: 'multipart/form-data; boundary=other',
        body: b,
      })),
    },
    {
      weight: 1,
      arbitrary: built.map((b) => ({
        kind: 'multipart without a boundary',
        contentType: 'multipart/form-data',
        body: b,
      })),
    },
    {
      weight: 1,
      arbitrary: fc.constant({ kind: 'empty multipart', contentType: ct, body: Buffer.alloc(0) }),
    },
    {
      weight: 1,
      arbitrary: fc.constant({
        kind: 'multipart with a malformed part header',
        contentType: ct,
        body: Buffer.from(`--${boundary}\r\nContent-Disposition form-data\r\n\r\nx\r\n--${boundary}--\r\n`),
      }),
    },
    {
      weight: 1,
      arbitrary: fc.constant({
        kind: 'multipart with too many files',
        contentType: ct,
        body: multipart(
          [1, 2, 3].map((i) => ({ name: `f${i}`, filename: `f${i}.csv`, data: 'a,b' })),
          boundary,
        ),
      }),
    },
  );
}

function bodiesFor(type: string, schema: Schema): fc.Arbitrary<Body> {
  if (type === 'application/json') return jsonBodies(schema);
  if (type === 'multipart/form-data') return multipartBodies(schema);
  if (type === 'application/zip')
    return zipBody.map((z) => ({ kind: z.kind, contentType: type, body: z.data }));
  if (type === 'application/x-www-form-urlencoded')
    return valid(schema).map((v) => ({
      kind: 'form',
      contentType: type,
      body: Buffer.from(
        Object.entries((v ?? {}) as Record<string, unknown>)
          .map(([k, x]) => `${encode(k)}=${encode(String(x))}`)
          .join('&'),
      ),
    }));
  // text/plain and anything else: text.
  return fc
    .oneof(fc.string({ maxLength: 200 }), nastyString, fc.constantFrom('{{ x', '#if(', '{% for %}', '$!{x}'))
    .map((t) => ({ kind: 'text', contentType: type, body: Buffer.from(t) }));
}

interface Split<T> {
  good: fc.Arbitrary<T>;
  bad?: fc.Arbitrary<T>;
}

function bodyArb(op: Operation): Split<Body> {
  const broken = fc.oneof(
    fc.constant<Body>({ kind: 'no body' }),
    fc.constant<Body>({ kind: 'empty body', contentType: 'application/json', body: Buffer.alloc(0) }),
    fc
      .tuple(fc.constantFrom(...wrongContentTypes), fc.constantFrom('{}', 'x', '', '<a/>', 'PK'))
      .map(([ct, b]) => ({ kind: `content type ${ct}`, contentType: ct, body: Buffer.from(b) })),
    fc.constantFrom('{}', 'x', '[]').map((b) => ({ kind: 'no content type', body: Buffer.from(b) })),
    fc.constant<Body>({
      kind: '1 MB string',
      contentType: 'application/json',
      body: Buffer.from(JSON.stringify('a'.repeat(MB))),
    }),
  );
  if (!op.body) return { good: fc.constant<Body>({ kind: 'valid' }), bad: broken };
  const declared = Object.entries(op.body.content).map(([type, schema]) => bodiesFor(type, schema));
  // bodiesFor mixes valid and broken bodies of each declared media type.
  return { good: fc.oneof(...declared), bad: fc.oneof(fc.oneof(...declared), broken) };
}

// ---------------------------------------------------------------------------------------------
// Parameters and headers.

function paramValue(p: Param): fc.Arbitrary<string[]> {
  const s = deref(p.schema);
  if (typeOf(s) === 'array') return fc.array(valid(s.items).map(String), { minLength: 1, maxLength: 3 });
  return valid(s).map((v) => [String(v)]);
}

type Pairs = (readonly [string, string])[];

function queryArb(op: Operation): Split<{ kind: string; query: string }> {
  const params = op.params.filter((p) => p.in === 'query');
  const goodOf = (p: Param) =>
    (p.required ? paramValue(p) : fc.option(paramValue(p), { nil: undefined, freq: 2 })).map((v) => ({
      kind: '',
      pairs: (v ?? []).map((x) => [p.name, encode(x)] as const) as Pairs,
    }));
  const render = (items: { kind: string; pairs: Pairs }[]) => {
    const pairs = items.flatMap((i) => i.pairs);
    return {
      kind: items
        .map((i) => i.kind)
        .filter(Boolean)
        .join(', '),
      query: pairs.length ? `?${pairs.map(([k, v]) => `${k}=${v}`).join('&')}` : '',
    };
  };
  const good = fc.tuple(...params.map(goodOf)).map(render);
  const each = params.map((p) =>
    fc.oneof(
      { weight: 3, arbitrary: goodOf(p) },
      {
        weight: 1,
        arbitrary: fc
          .oneof(
            nastyString.filter((x) => x.length < 4000).map(encode),
            nastySegment,
            nastyNumber.map((n) => encode(String(n))),
          )
          .map((x) => ({
            kind: `a bad query parameter ${p.name}`,
            pairs: [[p.name, x] as const] as Pairs,
          })),
      },
      { weight: 1, arbitrary: fc.constant({ kind: `without ${p.name}`, pairs: [] as Pairs }) },
    ),
  );
  const unknown = fc
    .tuple(
      fc.constantFrom('x', 'count', 'offset', 'foo[bar]', '__proto__', 'constructor'),
      fc.string({ maxLength: 5 }),
    )
    .map(([k, v]) => ({
      kind: `an unknown query parameter ${k}`,
      pairs: [[encode(k), encode(v)] as const] as Pairs,
    }));
  const bad = fc.oneof(
    {
      weight: 1,
      arbitrary: fc.tuple(fc.tuple(...params.map(goodOf)), unknown).map(([i, u]) => render([...i, u])),
    },
    ...(params.length ? [{ weight: 3, arbitrary: fc.tuple(...each).map(render) }] : []),
  );
  return { good, bad };
}

function pathArb(op: Operation, world: World): Split<{ kind: string; path: string }> {
  const names = [...op.path.matchAll(/\{([^}]+)\}/g)].map((m) => m[1]!);
  const goodOf = (name: string) => {
    const real = world.pathValues(op, name);
    const param = op.params.find((p) => p.in === 'path' && p.name === name);
    const bySchema = valid(param?.schema)
      .map((v) => encode(String(v)))
      .filter((raw) => raw.length > 0)
      .map((raw) => ({ kind: '', raw }));
    if (!real.length) return bySchema;
    return fc.oneof(
      { weight: 6, arbitrary: fc.constantFrom(...real).map((v) => ({ kind: '', raw: encode(v) })) },
      { weight: 1, arbitrary: bySchema },
    );
  };
  const render = (values: { kind: string; raw: string }[]) => {
    let i = 0;
    const path = op.path.replace(/\{[^}]+\}/g, () => values[i++]!.raw);
    return {
      kind: values
        .map((v) => v.kind)
        .filter(Boolean)
        .join(', '),
      path,
    };
  };
  const good = fc.tuple(...names.map(goodOf)).map(render);
  if (!names.length) return { good };
  const bad = fc
    .tuple(fc.nat({ max: names.length - 1 }), fc.tuple(...names.map(goodOf)), nastySegment)
    .map(([k, values, raw]) => {
      // A copy: fast-check keeps the generated values to shrink them.
      const copy = [...values];
      copy[k] = { kind: `a bad path parameter ${names[k]}`, raw };
      return render(copy);
    });
  return { good, bad };
}

function authArb(world: World): Split<{ kind: string; value?: string }> {
  const good = { kind: '', value: `Bearer ${world.token}` };
  const bad = fc.constantFrom<{ kind: string; value?: string }>(
    { kind: 'no Authorization', value: undefined },
    { kind: 'empty Authorization', value: '' },
    { kind: 'Authorization Bearer alone', value: 'Bearer' },
    { kind: 'Authorization Bearer and a space', value: 'Bearer ' },
    { kind: 'Basic Authorization', value: 'Basic dXNlcjpwYXNz' },
    { kind: 'lower-case scheme', value: `bearer ${world.token}` },
    { kind: 'token and more', value: `Bearer ${world.token} extra` },
    { kind: 'unknown scheme', value: `Token ${world.token}` },
    { kind: 'long token', value: `Bearer ${'a'.repeat(4000)}` },
    { kind: 'token of odd characters', value: 'Bearer ist_%00%ff\\"' },
    ...world.badTokens.map((t) => ({ kind: 'well-formed wrong token', value: `Bearer ${t}` })),
  );
  return { good: fc.constant(good), bad };
}

/**
 * Every kind of request to `op`, from the world's real values: a valid one, or one with exactly
 * one part made wrong (the path, the query, the Authorization header or the body), so that an
 * answer says something about that part.
 */
export function requestArb(op: Operation, world: World): fc.Arbitrary<FuzzRequest> {
  const parts = { path: pathArb(op, world), query: queryArb(op), auth: authArb(world), body: bodyArb(op) };
  const good = {
    path: parts.path.good,
    query: parts.query.good,
    auth: parts.auth.good,
    body: parts.body.good,
  };
  const variants: { weight: number; arbitrary: fc.Arbitrary<Parts> }[] = [
    { weight: 3, arbitrary: fc.record(good) },
  ];
  for (const key of ['path', 'query', 'auth', 'body'] as const) {
    const bad = parts[key].bad;
    if (bad)
      variants.push({
        weight: key === 'body' && op.body ? 3 : 1,
        arbitrary: fc.record({ ...good, [key]: bad }) as fc.Arbitrary<Parts>,
      });
  }
  return fc.oneof(...variants).map(({ path, query, auth, body }) => {
    const headers: Record<string, string> = {};
    if (auth.value !== undefined) headers.authorization = auth.value;
    if (body.contentType !== undefined) headers['content-type'] = body.contentType;
    const kind = [path.kind, query.kind, auth.kind, body.kind === 'valid' ? '' : body.kind]
      .filter(Boolean)
      .join('; ');
    return {
      kind: kind || 'valid',
      method: op.method,
      path: path.path + query.query,
      headers,
      body: body.body,
    };
  });
}

interface Parts {
  path: { kind: string; path: string };
  query: { kind: string; query: string };
  auth: { kind: string; value?: string };
  body: Body;
}

/** How a request is printed in a failure: enough to send it again by hand. */
export function describeRequest(r: FuzzRequest): string {
  const body = r.body
    ? r.body.length > 300
      ? `${JSON.stringify(r.body.subarray(0, 200).toString('latin1'))}… (${r.body.length} bytes)`
      : JSON.stringify(r.body.toString('latin1'))
    : '(none)';
  const path = r.path.length > 300 ? `${r.path.slice(0, 300)}… (${r.path.length} characters)` : r.path;
  const headers = Object.entries(r.headers)
    .map(([k, v]) => `${k}: ${v.length > 100 ? `${v.slice(0, 100)}…` : v}`)
    .join(' | ');
  return `[${r.kind}] ${r.method} ${path} {${headers}} body ${body}`;
}
