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
