import type { Knex } from 'knex';
import * as initial from './20261121000000_initial.js';
import * as identity from './20261121010000_identity.js';
import * as resources from './20261121020000_resources.js';
import * as events from './20261122000000_events.js';
import * as webhooks from './20261122030000_webhooks.js';
import * as tables from './20261123000000_tables.js';
import * as policy from './20261123010000_policy.js';
import * as identityEpoch from './20261123030000_identity_epoch.js';
import * as resourceEpochs from './20261124000000_resource_epochs.js';
import * as configEpochs from './20261125000000_config_epochs.js';
import * as quoteLifecycle from './20261126000000_quote_lifecycle.js';
import * as plugins from './20261126010000_plugins.js';
import * as pluginFlags from './20261128000000_plugin_flags.js';
import * as pluginSources from './20261128010000_plugin_sources.js';
import * as policyTransactions from './20261128020000_policy_transactions.js';
import * as autoRenewals from './20261128030000_auto_renewals.js';
import * as pluginSourceMaps from './20261128040000_plugin_source_maps.js';
import * as payments from './20261129010000_payments.js';
import * as idempotencyKeys from './20261129030000_idempotency_keys.js';
import * as renewalJob from './20261129040000_renewal_job.js';
import * as billing from './20261129000000_billing.js';
import * as delinquencyPlanNames from './20261130000000_delinquency_plan_names.js';
import * as invoicingPlans from './20261130010000_invoicing_plans.js';
import * as quotePreferences from './20261130020000_quote_preferences.js';
import * as segmentOrder from './20261130090000_segment_order.js';
import * as invoiceFeeAmounts from './20261130100000_invoice_fee_amounts.js';

// In order. A migration that has shipped is never edited; changes come as new files.
export const migrations: ReadonlyArray<readonly [string, Knex.Migration]> = [
  ['20261121000000_initial', initial],
  ['20261121010000_identity', identity],
  ['20261121020000_resources', resources],
  ['20261122000000_events', events],
  ['20261122030000_webhooks', webhooks],
  ['20261123000000_tables', tables],
  ['20261123010000_policy', policy],
  ['20261123030000_identity_epoch', identityEpoch],
  ['20261124000000_resource_epochs', resourceEpochs],
  ['20261125000000_config_epochs', configEpochs],
  ['20261126000000_quote_lifecycle', quoteLifecycle],
  ['20261126010000_plugins', plugins],
  ['20261128000000_plugin_flags', pluginFlags],
  ['20261128010000_plugin_sources', pluginSources],
  ['20261128020000_policy_transactions', policyTransactions],
  ['20261128030000_auto_renewals', autoRenewals],
  ['20261128040000_plugin_source_maps', pluginSourceMaps],
  ['20261129010000_payments', payments],
  ['20261129030000_idempotency_keys', idempotencyKeys],
  ['20261129040000_renewal_job', renewalJob],
  ['20261129000000_billing', billing],
  ['20261130000000_delinquency_plan_names', delinquencyPlanNames],
  ['20261130010000_invoicing_plans', invoicingPlans],
  ['20261130020000_quote_preferences', quotePreferences],
  ['20261130090000_segment_order', segmentOrder],
  ['20261130100000_invoice_fee_amounts', invoiceFeeAmounts],
];
