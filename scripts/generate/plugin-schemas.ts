// The schemas a plugin's types reach (generated/plugin-schemas.ts): the closure of the roots below
// under `$ref`, and nothing else of the contract. A plugin's type check parses every declaration
// file its imports reach, and the whole contract's types are most of that work
// (docs/configuration-check.md, How fast).
import type { Spec } from '../contract-model.js';

/** The schemas `client/src/plugin.ts` and the tenant typing it uses name. */
export const PLUGIN_SCHEMA_ROOTS = ['QuoteResponse', 'QuotePriceResponse', 'UnderwritingFlagResponse'];

/** The contract with no operations and only the schemas the roots reach. */
export function pluginSchemasSpec(spec: Spec & { openapi?: string; info?: unknown }): object {
  const all: Record<string, unknown> = spec.components.schemas;
  const kept = new Set<string>();
  const visit = (value: unknown): void => {
    if (Array.isArray(value)) return value.forEach(visit);
    if (!value || typeof value !== 'object') return;
    for (const [key, inner] of Object.entries(value)) {
      if (key === '$ref' && typeof inner === 'string') {
        const name = inner.replace('#/components/schemas/', '');
        if (name === inner) throw new Error(`plugin schemas: ${inner} is not a schema reference`);
        reach(name);
      } else visit(inner);
    }
  };
  const reach = (name: string) => {
    if (kept.has(name)) return;
    if (!(name in all)) throw new Error(`plugin schemas: no schema ${name} in the contract`);
    kept.add(name);
    visit(all[name]);
  };
  PLUGIN_SCHEMA_ROOTS.forEach(reach);
  const schemas = Object.fromEntries([...kept].sort().map((n) => [n, all[n]]));
  return { openapi: spec.openapi, info: spec.info, paths: {}, components: { schemas } };
}
