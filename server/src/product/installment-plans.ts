// Checks of the configuration's installment plans beyond their schema (the billing area lays the
// lattice out; docs/billing.md): one weight per installment, weights that carry something, an
// invoice due no earlier than it is generated, cadences insuite can lay out.

/** What is wrong with a plan, each naming its field (`installmentPlans.<name>.<field>`). */
export function installmentPlanProblems(
  name: string,
  plan: Record<string, unknown>,
): { path: string; message: string }[] {
  const at = (f: string) => `installmentPlans.${name}.${f}`;
  const out: { path: string; message: string }[] = [];
  const weights = Array.isArray(plan.installmentWeights) ? (plan.installmentWeights as unknown[]) : undefined;
  const max = plan.maxInstallmentsPerTerm;
  if (plan.cadence === 'everyNDays')
    out.push({
      path: at('cadence'),
      message: 'everyNDays is not supported: the plan cannot say the number of days',
    });
  if ((plan.cadence === 'none' || plan.cadence === 'fullPay') && typeof max === 'number' && max !== 1)
    out.push({
      path: at('maxInstallmentsPerTerm'),
      message: `a ${String(plan.cadence)} plan has one installment per term, not ${max}`,
    });
  if (weights && typeof max === 'number' && weights.length !== max)
    out.push({
      path: at('installmentWeights'),
      message: `has ${weights.length} weights for ${max} installments (maxInstallmentsPerTerm): one weight per installment`,
    });
  if (weights && weights.length && weights.every((w) => typeof w === 'number' && w === 0))
    out.push({
      path: at('installmentWeights'),
      message: 'are all zero: at least one installment must carry the charges',
    });
  if (
    typeof plan.dueLeadDays === 'number' &&
    typeof plan.generateLeadDays === 'number' &&
    plan.dueLeadDays > plan.generateLeadDays
  )
    out.push({
      path: at('dueLeadDays'),
      message: `${plan.dueLeadDays} is more than generateLeadDays (${plan.generateLeadDays}): an invoice would be due before it is generated`,
    });
  return out;
}

/**
 * What is wrong with an account's installment preferences (the published `InstallmentPreferences`),
 * each naming its field: a plan name the configuration does not declare, an anchor without the
 * value it needs, the cadence `everyNDays`, and the plan they make with the one they start from
 * (the named one, else the configuration's default, else one installment) failing a plan's checks.
 */
export function installmentPreferenceProblems(
  prefs: Record<string, unknown>,
  config: { installmentPlans?: unknown; defaultInstallmentPlan?: unknown },
): { field: string; message: string }[] {
  const out: { field: string; message: string }[] = [];
  const plans = (
    typeof config.installmentPlans === 'object' && config.installmentPlans !== null
      ? config.installmentPlans
      : {}
  ) as Record<string, Record<string, unknown>>;
  const named = prefs.installmentPlanName;
  if (typeof named === 'string' && !(named in plans))
    out.push({
      field: 'installmentPlanName',
      message: `"${named}" is not declared in installmentPlans (${Object.keys(plans).join(', ') || 'none'})`,
    });
  const anchor = prefs.anchorType;
  const need = (field: string, why: string) => {
    if (prefs[field] === undefined || prefs[field] === 'none') out.push({ field, message: why });
  };
  if (anchor === 'dayOfMonth')
    need('dayOfMonth', 'is needed with anchorType dayOfMonth: the day of the month frames start on');
  if (anchor === 'dayOfWeek')
    need('dayOfWeek', 'is needed with anchorType dayOfWeek: the weekday frames start on');
  if (anchor === 'weekOfMonth') {
    need('weekOfMonth', 'is needed with anchorType weekOfMonth: which week of the month frames start in');
    need('dayOfWeek', 'is needed with anchorType weekOfMonth: the weekday of that week');
  }
  if (anchor === 'anchorTime')
    need('anchorTime', 'is needed with anchorType anchorTime: a time frames start at');
  const base = (typeof named === 'string' ? plans[named] : undefined) ??
    (typeof config.defaultInstallmentPlan === 'string'
      ? plans[config.defaultInstallmentPlan]
      : undefined) ?? {
      cadence: 'fullPay',
      maxInstallmentsPerTerm: 1,
      installmentWeights: [1],
      generateLeadDays: 0,
      dueLeadDays: 0,
    };
  const merged = withInstallmentPreferences(base, prefs);
  for (const p of installmentPlanProblems('preferences', merged))
    out.push({ field: p.path.slice('installmentPlans.preferences.'.length), message: p.message });
  return out;
}

/** The fields of installment preferences that shape a plan. */
const PLAN_FIELDS = [
  'cadence',
  'anchorMode',
  'generateLeadDays',
  'dueLeadDays',
  'maxInstallmentsPerTerm',
  'autopayLeadDays',
  'anchorType',
  'dayOfMonth',
  'dayOfWeek',
  'weekOfMonth',
  'anchorTime',
] as const;

/** A plan with the preferences given over it (weights only when some are given). */
export function withInstallmentPreferences<T extends Record<string, unknown>>(
  plan: T,
  prefs: Record<string, unknown>,
): T {
  const out: Record<string, unknown> = { ...plan };
  for (const f of PLAN_FIELDS) if (prefs[f] !== undefined) out[f] = prefs[f];
  if (Array.isArray(prefs.installmentWeights) && prefs.installmentWeights.length)
    out.installmentWeights = prefs.installmentWeights;
  return out as T;
}
