// The API reference page: Redoc's standalone bundle, served by this server, rendering the contract
// with a curl and an SDK request sample added to every operation. Built once at start.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { createRequire } from 'node:module';

interface Param {
  name: string;
  in: string;
  required?: boolean;
  $ref?: string;
}
interface Op {
  operationId: string;
  parameters?: Param[];
  requestBody?: { content: Record<string, unknown> };
  security?: unknown[];
  'x-codeSamples'?: { lang: string; label: string; source: string }[];
}
export interface OpenApiDoc {
  info: { title: string; version: string };
  paths: Record<string, Record<string, Op>>;
  components: { parameters: Record<string, Param> };
}

const METHODS = new Set(['get', 'post', 'put', 'patch', 'delete']);

/**
 * The file of Redoc's standalone bundle: beside the compiled server in the package @insuite/server
 * (server/build.mjs --package copies it there, so apps do not install Redoc's dependencies), else
 * inside Redoc's npm package.
 */
export function redocBundlePath(): string {
  const packaged = fileURLToPath(new URL('./redoc.standalone.js', import.meta.url));
  if (existsSync(packaged)) return packaged;
  return createRequire(import.meta.url).resolve('redoc/bundles/redoc.standalone.js');
}

/** The one thing Redoc's bundle loads from elsewhere: the logo beside "API docs by Redocly". */
const REDOC_CDN_LOGO = 'https://cdn.redoc.ly/redoc/logo-mini.svg';
/** An empty image in its place, so the page asks nothing of a CDN (offline, no broken image). */
const NO_LOGO = 'data:image/svg+xml,%3Csvg xmlns=%22http://www.w3.org/2000/svg%22/%3E';

/** Redoc's standalone bundle as the page loads it: with no request to a CDN left in it. */
export function readRedocBundle(): string {
  return readFileSync(redocBundlePath(), 'utf8').replaceAll(REDOC_CDN_LOGO, NO_LOGO);
}

function curlSample(method: string, path: string, op: Op, params: Param[]): string {
  const query = params
    .filter((p) => p.in === 'query' && p.required)
    .map((p) => `${p.name}=<${p.name}>`)
    .join('&');
  const url = `$INSUITE_URL${path.replace(/\{(\w+)\}/g, '<$1>')}${query ? `?${query}` : ''}`;
  const lines = [`curl -X ${method.toUpperCase()} "${url}"`];
  if (op.security === undefined || op.security.length)
    lines.push(`-H "Authorization: Bearer $INSUITE_TOKEN"`);
  const types = Object.keys(op.requestBody?.content ?? {});
  if (types.includes('application/json'))
    lines.push(`-H 'Content-Type: application/json'`, `--data @body.json`);
  else if (types.includes('multipart/form-data')) lines.push(`-F file=@file`);
  else if (types.includes('text/plain'))
    lines.push(`-H 'Content-Type: text/plain'`, `--data-binary @template`);
  else if (types.includes('application/zip'))
    lines.push(`-H 'Content-Type: application/zip'`, `--data-binary @file.zip`);
  return lines.join(' \\\n  ');
}

function sdkSample(op: Op, params: Param[]): string {
  const args = params.filter((p) => p.in === 'path' || p.required).map((p) => `${p.name}: '…'`);
  if (op.requestBody) args.push('body');
  const call = `await insuite.${op.operationId}(${args.length ? `{ ${args.join(', ')} }` : ''});`;
  return `import { createClient } from '@insuite/client';\n\nconst insuite = createClient({ baseUrl: process.env.INSUITE_URL!, token: process.env.INSUITE_TOKEN });\nconst answer = ${call}`;
}

/** The contract with request samples on every operation, as the page shows it. */
export function withRequestSamples(spec: OpenApiDoc): OpenApiDoc {
  const doc = structuredClone(spec);
  const resolve = (p: Param): Param =>
    p.$ref ? (doc.components.parameters[p.$ref.split('/').pop()!] ?? p) : p;
  for (const [path, item] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(item)) {
      if (!METHODS.has(method)) continue;
      const params = (op.parameters ?? []).map(resolve).filter((p) => p.name !== 'Content-Type');
      op['x-codeSamples'] = [
        { lang: 'Shell', label: 'curl', source: curlSample(method, path, op, params) },
        { lang: 'TypeScript', label: 'SDK', source: sdkSample(op, params) },
      ];
    }
  }
  return doc;
}

const esc = (s: string) =>
  s.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!);

export interface DocsPage {
  html: string;
  /** Allows this server's script and the page's own inline one only, so nothing loads from elsewhere. */
  contentSecurityPolicy: string;
}

export function renderDocsPage(spec: OpenApiDoc): DocsPage {
  // `<` is escaped so that no string in the contract can close the script element.
  const json = JSON.stringify(withRequestSamples(spec)).replace(/</g, '\\u003c');
  const options = { expandResponses: '200', jsonSampleExpandLevel: 3, hideDownloadButton: false };
  const init = `Redoc.init(JSON.parse(document.getElementById('contract').textContent), ${JSON.stringify(options)}, document.getElementById('redoc'));`;
  const hash = createHash('sha256').update(init).digest('base64');
  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${esc(spec.info.title)} ${esc(spec.info.version)} API reference</title>
<link rel="icon" href="data:,">
<style>body{margin:0;padding:0}</style></head>
<body><div id="redoc"></div>
<script id="contract" type="application/json">${json}</script>
<script src="/docs/redoc.standalone.js"></script>
<script>${init}</script></body></html>`;
  // Nothing is to be fetched from elsewhere (readRedocBundle drops the CDN logo); the policy makes
  // sure of it.
  const contentSecurityPolicy = [
    "default-src 'none'",
    `script-src 'self' 'sha256-${hash}'`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self' data:",
    "connect-src 'self'",
    'worker-src blob:',
    "base-uri 'none'",
    "form-action 'none'",
    "frame-ancestors 'none'",
  ].join('; ');
  return { html, contentSecurityPolicy };
}
