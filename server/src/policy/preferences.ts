// The installment preferences an account or a quote carries, checked against the tenant's plans.
import { unprocessable } from '../errors.js';
import type { Schema } from '../http/api-types.js';
import { installmentPreferenceProblems } from '../product/index.js';

/** 422 naming each field of the installment preferences that cannot be laid out. */
export async function requirePreferences(
  configs: { definition(tenantId: string): Promise<unknown> },
  tenantId: string,
  prefs: Schema<'PreferencesResponse'> | undefined,
): Promise<void> {
  const ip = prefs?.installmentPreferences;
  if (ip === undefined) return;
  const config = (await configs.definition(tenantId)) as object;
  const problems = installmentPreferenceProblems(ip as Record<string, unknown>, config).map((p) => ({
    location: `body.preferences.installmentPreferences.${p.field}`,
    message: p.message,
  }));
  if (problems.length) throw unprocessable(`${problems[0]!.location}: ${problems[0]!.message}`, problems);
}
