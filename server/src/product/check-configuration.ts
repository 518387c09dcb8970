// The check a configuration gets whole, wherever it is checked: at deploy (deploy/config-service.ts)
// and offline (`insuite config check`), so the two never disagree.
import { checkAgainstSchema } from './schema-check.js';
import { unknownKeys } from './unknown-keys.js';
import { validateConfig, type ConfigProblem } from './validate-config.js';

/**
 * Every problem of a configuration in one list: the contract's schema (the request validator
 * leaves configuration bodies to this, JSON or ZIP alike) and the meaning (validateConfig), each
 * reported once; its unknown keys as errors naming the nearest known key, and the published keys
 * it does not interpret as warnings. A key the schema refuses gets its "did you mean" in the
 * schema's error.
 */
export function checkConfiguration(config: Record<string, unknown>): {
  problems: ConfigProblem[];
  warnings: ConfigProblem[];
} {
  const schema = checkAgainstSchema('ConfigurationRef', config, '').map((p) => ({
    path: p.location.replace(/^\./, ''),
    message: p.message,
  }));
  let semantic: ConfigProblem[] = [];
  try {
    semantic = validateConfig(config);
  } catch (err) {
    // validateConfig reads shapes the schema guarantees; without them only the schema speaks.
    if (!schema.length) throw err;
  }
  const seen = new Set<string>();
  const problems: ConfigProblem[] = [];
  for (const p of [...schema, ...semantic]) {
    const key = `${p.path}\u0000${p.message}`;
    if (seen.has(key)) continue;
    seen.add(key);
    problems.push(p);
  }
  const warnings: ConfigProblem[] = [];
  for (const w of unknownKeys(config)) {
    const refused = problems.find((p) => p.path === w.path && p.message === 'is not an allowed property');
    if (refused && w.suggestion)
      refused.message = `is not an allowed property; did you mean "${w.suggestion}"?`;
    else if (refused) continue;
    else if (w.kind === 'unknown') problems.push({ path: w.path, message: w.message });
    else warnings.push({ path: w.path, message: w.message, severity: 'warning' });
  }
  return { problems, warnings };
}
