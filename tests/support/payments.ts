// What the payment and delinquency tests share: payment types and delinquency plans added to the
// homeowners configuration.
import type { Schema } from '@insuite/client';
import { homeownersConfig } from './given.js';

export const PAYMENT_TYPES = {
  standard: { numberingTrigger: 'creation', data: { reference: { type: 'string' } } },
  check: { numberingTrigger: 'validation' },
  base: { abstract: true },
};

export const DELINQUENCY_PLANS = {
  standard: {
    gracePeriodDays: 10,
    lapseTransactionType: 'cancellation',
    advanceLapseTo: 'issued',
    events: { reminder: { offsetDays: 3, offsetBasis: 'gracePeriodStart' } },
  },
  lenient: { gracePeriodDays: 30, advanceLapseTo: 'draft' },
};

/** The homeowners configuration with payment types and delinquency plans (`standard` the default). */
export function paymentsConfig(more: Record<string, unknown> = {}): Schema<'ConfigurationRef'> {
  return {
    ...(homeownersConfig() as object),
    payments: PAYMENT_TYPES,
    delinquencyPlans: DELINQUENCY_PLANS,
    defaultDelinquencyPlan: 'standard',
    ...more,
  } as unknown as Schema<'ConfigurationRef'>;
}
