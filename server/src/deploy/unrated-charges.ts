// A configuration whose products or elements declare charges while no plugin rates them would
// have its quotes priced at nothing, without an error: the deploy and `insuite config check` warn.
import type { ConfigProblem } from '../product/index.js';

/** The warning for charges declared with nothing to rate them (none when a `rate` export exists). */
export function unratedCharges(
  config: Record<string, unknown>,
  implemented: Record<string, string> | undefined,
): ConfigProblem[] {
  if (implemented?.rate) return [];
  const declaring: string[] = [];
  for (const section of ['products', 'exposures', 'coverages']) {
    const s = config[section];
    if (!s || typeof s !== 'object' || Array.isArray(s)) continue;
    for (const [name, def] of Object.entries(s as Record<string, unknown>)) {
      const charges = (def as { charges?: unknown } | null)?.charges;
      if (Array.isArray(charges) && charges.length) declaring.push(`${section}.${name}.charges`);
    }
  }
  if (!declaring.length) return [];
  const why = implemented ? 'its plugins/ export no rate' : 'it has no plugins/';
  return [
    {
      path: declaring[0]!,
      severity: 'warning',
      message:
        `${declaring.length > 1 ? `this and ${declaring.length - 1} more declare` : 'declares'} charges, but ${why}: ` +
        'quotes would be priced with no charge; add plugins/index.ts exporting rate',
    },
  ];
}
