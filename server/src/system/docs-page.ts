// The API reference page: rendered once at start from openapi.yaml.
import YAML from 'yaml';

interface Op {
  operationId: string;
  summary?: string;
  description?: string;
  deprecated?: boolean;
  tags?: string[];
  'x-security-group'?: string;
  'x-security-permissions'?: string[];
}

const esc = (s: string) =>
  s.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!);
const code = (s: string) => esc(s).replace(/`([^`]+)`/g, '<code>$1</code>');

export function renderDocsPage(specText: string): string {
  const spec = YAML.parse(specText) as {
    info: { title: string; version: string; description?: string };
    tags?: { name: string; description?: string }[];
    paths: Record<string, Record<string, Op>>;
  };
  const byTag = new Map<string, string[]>();
  for (const [path, item] of Object.entries(spec.paths)) {
    for (const [method, op] of Object.entries(item)) {
      const tag = op.tags?.[0] ?? 'Other';
      const perms = (op['x-security-permissions'] ?? [])
        .map((p) => `${op['x-security-group']}.${p}`)
        .join(' or ');
      const row =
        `<tr${op.deprecated ? ' class="dep"' : ''}><td class="m">${method.toUpperCase()}</td>` +
        `<td><code>${esc(path)}</code><br><b>${esc(op.operationId)}</b>: ${code(op.summary ?? '')}` +
        `<div class="d">${code(op.description ?? '')}</div></td><td>${esc(perms || 'public')}</td></tr>`;
      byTag.set(tag, [...(byTag.get(tag) ?? []), row]);
    }
  }
  const sections = (spec.tags ?? [])
    .filter((t) => byTag.has(t.name))
    .map(
      (t) =>
        `<h2 id="${esc(t.name)}">${esc(t.name)}</h2><p>${code(t.description ?? '')}</p>` +
        `<table><tr><th>Method</th><th>Operation</th><th>Permission</th></tr>${byTag.get(t.name)!.join('')}</table>`,
    )
    .join('\n');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${esc(spec.info.title)} API</title>
<style>body{font:15px/1.45 system-ui,sans-serif;max-width:1100px;margin:2em auto;padding:0 1em;color:#222}
table{border-collapse:collapse;width:100%}td,th{border-bottom:1px solid #ddd;padding:.4em;text-align:left;vertical-align:top}
td.m{font-weight:600;width:5em}.d{color:#555}.dep{opacity:.6}code{background:#f4f4f4;padding:0 .2em}</style></head>
<body><h1>${esc(spec.info.title)} ${esc(spec.info.version)}</h1><p>${code(spec.info.description ?? '')}</p>
<p>The full contract: <a href="openapi.yaml">openapi.yaml</a>.</p>${sections}</body></html>`;
}
