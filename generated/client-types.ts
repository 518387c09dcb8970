// Generated from openapi.yaml by scripts/generate.ts. Do not edit; run `npm run generate`.
// The SDK's documented types: every schema of openapi.yaml by name, the permission grants, and
// one method per operation with its named arguments, answer and error statuses.
import type { components, operations } from './openapi.js';
import type { BodyOf, SuccessContent, SuccessStatus } from './operation-types.js';
import type { CallOptions } from '../client/src/options.js';

type Json<K extends keyof operations> =
  SuccessContent<K, SuccessStatus<K>> extends { 'application/json': infer T } ? T : never;

/**
 * A permission grant: `group.action` as the operations of the contract declare them, `group.*`
 * for every action of a group, or `*.*` for everything.
 */
export type Permission =
  | 'accounts.list'
  | 'accounts.read'
  | 'accounts.write'
  | 'auto-renewals.read'
  | 'auto-renewals.write'
  | 'charges.list'
  | 'charges.read'
  | 'constraints.read'
  | 'constraints.upload'
  | 'delinquencies.list'
  | 'delinquencies.read'
  | 'delinquencies.write'
  | 'deployments.datamodel'
  | 'deployments.deploy'
  | 'diverted-events.delete'
  | 'diverted-events.list'
  | 'diverted-events.read'
  | 'diverted-events.resend'
  | 'documents.read'
  | 'documents.update'
  | 'documents.upload'
  | 'events.list'
  | 'events.read'
  | 'fonts.read'
  | 'fonts.upload'
  | 'identity.add'
  | 'identity.custom'
  | 'identity.read'
  | 'installment-lattices.list'
  | 'installment-lattices.read'
  | 'installments.list'
  | 'installments.read'
  | 'invoices.list'
  | 'invoices.read'
  | 'invoices.write'
  | 'jobs.list'
  | 'jobs.read'
  | 'logs.list'
  | 'logs.read'
  | 'metrics.read'
  | 'payment-providers.write'
  | 'payments.list'
  | 'payments.read'
  | 'payments.write'
  | 'policies.cancel'
  | 'policies.change'
  | 'policies.list'
  | 'policies.read'
  | 'policies.reinstate'
  | 'policies.renew'
  | 'policies.write'
  | 'quick-quotes.read'
  | 'quick-quotes.write'
  | 'quotes.accept'
  | 'quotes.approve-add'
  | 'quotes.approve-clear'
  | 'quotes.block-add'
  | 'quotes.block-clear'
  | 'quotes.create'
  | 'quotes.decline-add'
  | 'quotes.decline-clear'
  | 'quotes.discard'
  | 'quotes.info-add'
  | 'quotes.info-clear'
  | 'quotes.issue'
  | 'quotes.list'
  | 'quotes.price'
  | 'quotes.read'
  | 'quotes.refuse'
  | 'quotes.reject-add'
  | 'quotes.reject-clear'
  | 'quotes.reset'
  | 'quotes.underwrite'
  | 'quotes.update'
  | 'quotes.validate'
  | 'quotes.write'
  | 'resource-groups.list'
  | 'resource-groups.read'
  | 'resource-groups.write'
  | 'resources.list'
  | 'resources.read'
  | 'roles.add'
  | 'roles.delete'
  | 'roles.list'
  | 'roles.read'
  | 'roles.update'
  | 'secrets.read'
  | 'secrets.write'
  | 'tables.read'
  | 'tables.upload'
  | 'templates.read'
  | 'templates.upload'
  | 'tenants.create-tenant'
  | 'tenants.custom'
  | 'tenants.list'
  | 'tenants.read'
  | 'tenants.retire'
  | 'tenants.write'
  | 'test-controls.control'
  | 'transactions.accept'
  | 'transactions.approve-add'
  | 'transactions.approve-clear'
  | 'transactions.block-add'
  | 'transactions.block-clear'
  | 'transactions.decline-add'
  | 'transactions.decline-clear'
  | 'transactions.discard'
  | 'transactions.info-add'
  | 'transactions.info-clear'
  | 'transactions.initialize'
  | 'transactions.issue'
  | 'transactions.price'
  | 'transactions.read'
  | 'transactions.refuse'
  | 'transactions.reject-add'
  | 'transactions.reject-clear'
  | 'transactions.reset'
  | 'transactions.underwrite'
  | 'transactions.validate'
  | 'transactions.write'
  | 'users.add'
  | 'users.custom'
  | 'users.delete'
  | 'users.enable'
  | 'users.list'
  | 'users.password-reset'
  | 'users.read'
  | 'users.revoke'
  | 'users.token'
  | 'users.update'
  | 'users.update-roles'
  | 'users.update-tenants'
  | 'users.write'
  | 'webhooks.list'
  | 'webhooks.read'
  | 'webhooks.write'
  | 'accounts.*'
  | 'auto-renewals.*'
  | 'charges.*'
  | 'constraints.*'
  | 'delinquencies.*'
  | 'deployments.*'
  | 'diverted-events.*'
  | 'documents.*'
  | 'events.*'
  | 'fonts.*'
  | 'identity.*'
  | 'installment-lattices.*'
  | 'installments.*'
  | 'invoices.*'
  | 'jobs.*'
  | 'logs.*'
  | 'metrics.*'
  | 'payment-providers.*'
  | 'payments.*'
  | 'policies.*'
  | 'quick-quotes.*'
  | 'quotes.*'
  | 'resource-groups.*'
  | 'resources.*'
  | 'roles.*'
  | 'secrets.*'
  | 'tables.*'
  | 'templates.*'
  | 'tenants.*'
  | 'test-controls.*'
  | 'transactions.*'
  | 'users.*'
  | 'webhooks.*'
  | '*.*';

/** Credit moved from its sources to its targets. */
export type CreditDistributionResponse = components['schemas']['CreditDistributionResponse'];

/** Installments to invoice now rather than at their generate time. */
export type EarlyInvoicingRequest = components['schemas']['EarlyInvoicingRequest'];

/** What an early invoicing did. */
export type EarlyInvoicingResponse = components['schemas']['EarlyInvoicingResponse'];

/** A flat charge of an invoice item. */
export type FlatChargeSummary = components['schemas']['FlatChargeSummary'];

/** An installment item as an invoice item summary lists it. */
export type InstallmentItemSummary = components['schemas']['InstallmentItemSummary'];

/** An invoice with its items grouped by policy, each item with the installment items it sums. */
export type InvoiceDetailsResponse = components['schemas']['InvoiceDetailsResponse'];

/** An item of an invoice that would be generated. */
export type InvoiceItemPreview = components['schemas']['InvoiceItemPreview'];

/** An invoice item: the installment items of one element and charge type that the invoice sums. */
export type InvoiceItemResponse = components['schemas']['InvoiceItemResponse'];

/** An invoice item with the installment items it sums. */
export type InvoiceItemSummary = components['schemas']['InvoiceItemSummary'];

/** A page of invoices. */
export type InvoiceListResponse = components['schemas']['InvoiceListResponse'];

/** An invoice that would be generated, with its items; nothing is written. */
export type InvoicePreviewResponse = components['schemas']['InvoicePreviewResponse'];

/** An invoice with its items. */
export type InvoiceResponse = components['schemas']['InvoiceResponse'];

/** The items of an invoice that belong to one policy. */
export type InvoiceSummary = components['schemas']['InvoiceSummary'];

/** An invoice without its items. */
export type InvoiceSummaryView = components['schemas']['InvoiceSummaryView'];

/** The autopay settings of an invoice. */
export type InvoiceUpdateRequest = components['schemas']['InvoiceUpdateRequest'];

/** A page of credit distributions. */
export type ListPageResponseCreditDistributionResponse = components['schemas']['ListPageResponseCreditDistributionResponse'];

/** The write-off of what remained of an invoice. */
export type WriteOffResponse = components['schemas']['WriteOffResponse'];

/** A charge of an issued transaction as billing holds it: its amount, what it is for and how it is invoiced. */
export type ChargeResponse = components['schemas']['ChargeResponse'];

/** The part of one transaction's charges that falls on one frame of its term's installment lattice, with when it is invoiced and due. */
export type Installment = components['schemas']['Installment'];

/** The part of one charge an installment holds. */
export type InstallmentItem = components['schemas']['InstallmentItem'];

/** One installment period of a lattice: its span, its weight among the term's frames, and when its invoice is generated and due. */
export type InstallmentLatticeFrame = components['schemas']['InstallmentLatticeFrame'];

/** A page of installment lattices. */
export type InstallmentLatticeListResponse = components['schemas']['InstallmentLatticeListResponse'];

/** The installment periods of one term, laid out by its installment plan in the policy's time zone. */
export type InstallmentLatticeResponse = components['schemas']['InstallmentLatticeResponse'];

/** A page of installments. */
export type InstallmentListResponse = components['schemas']['InstallmentListResponse'];

/** A page of charges. */
export type ListPageResponseChargeResponse = components['schemas']['ListPageResponseChargeResponse'];

/** Which installments of one policy that a run of the invoice job finds due share an invoice (docs/billing.md). */
export type InstallmentGroupingDetails = components['schemas']['InstallmentGroupingDetails'];

/** Installment plan (configuration): how a term is cut into installment periods, when each period's invoice is generated and due, and how much of the term's charges each period carries. */
export type InstallmentPlanRef = components['schemas']['InstallmentPlanRef'];

/** Invoicing plan (configuration): the fee an invoice carries, which installments share an invoice, and what a cancellation invoices at once. An account names its plan (`invoicingPlanName`), else the configuration's `defaultInvoicingPlan` applies. */
export type InvoicingPlanRef = components['schemas']['InvoicingPlanRef'];

/** An option of a coverage term (configuration). */
export type CoverageTermOptionRef = components['schemas']['CoverageTermOptionRef'];

/** A coverage term (configuration) whose option is chosen per element. */
export type CoverageTermRef = components['schemas']['CoverageTermRef'];

/** A custom data type (configuration), whose values are objects of its fields. */
export type DataTypeRef = components['schemas']['DataTypeRef'];

/** Display hints (configuration). */
export type DisplayHintsRef = components['schemas']['DisplayHintsRef'];

/** Adds elements (each with its children) under the root of the tree in force. */
export type AddChangeInstructionCreateRequest = components['schemas']['AddChangeInstructionCreateRequest'];

/** Removes elements, with their children, named by static locator. */
export type DeleteChangeInstructionCreateRequest = components['schemas']['DeleteChangeInstructionCreateRequest'];

/** A document of a segment. */
export type DocumentSummary = components['schemas']['DocumentSummary'];

/** An element in force in a part of a term, with the sum of its charges there by charge type. */
export type ElementSummary = components['schemas']['ElementSummary'];

/** Sets and removes data fields of one element, named by static locator; the element gets a new locator and keeps its static locator. */
export type ModifyChangeInstructionCreateRequest = components['schemas']['ModifyChangeInstructionCreateRequest'];

/** A thing a record is about, by locator and type. */
export type ObjectReference = components['schemas']['ObjectReference'];

/** When the transaction takes effect and, for a change or renewal, where the term ends. */
export type ParamsChangeInstructionCreateRequest = components['schemas']['ParamsChangeInstructionCreateRequest'];

/** Fields of the transaction's own data to set and to remove. */
export type PatchTransactionDataRequest = components['schemas']['PatchTransactionDataRequest'];

/** A page of plugin logs. */
export type PluginLogsListResponse = components['schemas']['PluginLogsListResponse'];

/** What a plugin log is about. */
export type PluginLogsMetadata = components['schemas']['PluginLogsMetadata'];

/** A page of policy transactions. */
export type PolicyTransactionListResponse = components['schemas']['PolicyTransactionListResponse'];

/** One plugin log: what it is about, and its lines as text (`log`). */
export type StreamingResponseBody = components['schemas']['StreamingResponseBody'];

/** A new account of a configured account type. */
export type AccountCreateRequest = components['schemas']['AccountCreateRequest'];

/** Account (configuration). */
export type AccountRef = components['schemas']['AccountRef'];

/** An account. */
export type AccountResponse = components['schemas']['AccountResponse'];

/** Data fields to set and to remove (by key), and the invoicing plan and installment preferences to name (each replacing the one the account has). */
export type AccountUpdateRequest = components['schemas']['AccountUpdateRequest'];

/** Affected transaction. */
export type AffectedTransaction = components['schemas']['AffectedTransaction'];

/** A new auth token. */
export interface AuthTokenCreateRequest extends Omit<components['schemas']['AuthTokenCreateRequest'], 'permissions'> {
  /** Permission grants: `group.action`, `group.*` or `*.*`. */
  permissions: Permission[];
}

/** An auth token without its value. */
export type AuthTokenResponse = components['schemas']['AuthTokenResponse'];

/** A new auto-renewal of a policy's latest term. */
export type AutoRenewalCreateRequest = components['schemas']['AutoRenewalCreateRequest'];

/** The auto-renewal plan a policy follows. */
export type AutoRenewalPlanUpdateRequest = components['schemas']['AutoRenewalPlanUpdateRequest'];

/** Every setting of an auto-renewal. */
export type AutoRenewalPutRequest = components['schemas']['AutoRenewalPutRequest'];

/** The renewal of one term, made by the server's clock at its times. */
export type AutoRenewalResponse = components['schemas']['AutoRenewalResponse'];

/** Settings of an auto-renewal to change; the rest stay. */
export type AutoRenewalUpdateRequest = components['schemas']['AutoRenewalUpdateRequest'];

/** Availability (configuration). */
export type AvailabilityRef = components['schemas']['AvailabilityRef'];

/** A resource instance as stored by an upload. */
export type BasicResourceResponse = components['schemas']['BasicResourceResponse'];

/** Bootstrap (configuration). */
export type BootstrapRef = components['schemas']['BootstrapRef'];

/** The outcome of creating the bootstrap resources. */
export type BootstrapResult = components['schemas']['BootstrapResult'];

/** Charge (configuration). */
export type ChargeRef = components['schemas']['ChargeRef'];

/** Column (configuration). */
export type ColumnRef = components['schemas']['ColumnRef'];

/** A field that a constraint depends on, with its current values. */
export type ConditionValue = components['schemas']['ConditionValue'];

/** Condition value (configuration): `key` binds the where column to a field, whose values it takes; `values` are literal values, read when no `key` is given. Either may be sent alone; an entry is always answered with `values` (`[]` beside a `key` sent alone), as the published interface requires. */
export type ConditionValueRef = components['schemas']['ConditionValueRef'];

/** The outcome of a deploy: success, or every error found. */
export type ConfigBuilderResult = components['schemas']['ConfigBuilderResult'];

/** A tenant configuration. The sections listed here are interpreted; any other section is stored as given. */
export type ConfigurationRef = components['schemas']['ConfigurationRef'];

/** Constraint column (configuration). */
export type ConstraintColumnRef = components['schemas']['ConstraintColumnRef'];

/** Where a constrained field's values come from. */
export type ConstraintDependency = components['schemas']['ConstraintDependency'];

/** Constraint table (configuration). */
export type ConstraintTableRef = components['schemas']['ConstraintTableRef'];

/** A contact of a quote or policy and the roles it plays there. */
export type ContactRoles = components['schemas']['ContactRoles'];

/** Where to deliver events: an `http` or `https` URL without user information. `headers` are added to every delivery (one header line per value). With `hmacEnabled`, each delivery carries `X-Insuite-Signature: sha256=<hex HMAC-SHA256 of the body under secret>`; the secret is never returned. `secureSsl` (default true) checks the receiver's TLS certificate. For an alert endpoint an empty `url` means no alert. */
export type CreateEndpointRequest = components['schemas']['CreateEndpointRequest'];

/** A tenant-specific permission set. */
export interface CreateTenantRoleReq extends Omit<components['schemas']['CreateTenantRoleReq'], 'permissions'> {
  /** Permission grants: `group.action`, `group.*` or `*.*`. */
  permissions: Permission[];
}

/** A new webhook. It receives the events of its types recorded after its creation, in order. A disabled webhook receives nothing and does not catch up on the events it missed when it is enabled again. */
export type CreateWebhookRequest = components['schemas']['CreateWebhookRequest'];

/** The plugin files deployed to a tenant, each with its path from the configuration's root (`plugins/index.ts`) and its bytes in base64, and the plugins they implement. */
export type DeployedPluginsResponse = components['schemas']['DeployedPluginsResponse'];

/** One file of a deployed `plugins/` folder. */
export type DeployedPluginFile = components['schemas']['DeployedPluginFile'];

/** Version locators of a deployment. */
export type DeploymentMetadata = components['schemas']['DeploymentMetadata'];

/** An event whose delivery failed. `requestLocator` identifies the delivery (sent as `X-Insuite-Delivery` with every try of it); `failureMessage` is the answer's status line or what went wrong. */
export type DivertedEventResponse = components['schemas']['DivertedEventResponse'];

/** Document config (configuration). */
export type DocumentConfigRef = components['schemas']['DocumentConfigRef'];

/** Document margin (configuration). */
export type DocumentMarginRef = components['schemas']['DocumentMarginRef'];

/** The unit a rate is given per. */
export type DurationBasis = components['schemas']['DurationBasis'];

/** A new element of a configured type, with its child elements. */
export type ElementCreateRequest = components['schemas']['ElementCreateRequest'];

/** Element (configuration). */
export type ElementRef = components['schemas']['ElementRef'];

/** An element of a quote, quick quote or transaction tree. `staticLocator` stays the same across versions. */
export type ElementResponse = components['schemas']['ElementResponse'];

/** Data changes to one existing element. */
export type ElementUpdateRequest = components['schemas']['ElementUpdateRequest'];

/** A delivery endpoint; `secret` reads as an empty string. */
export type EndpointResponse = components['schemas']['EndpointResponse'];

/** An event. */
export type EventResponse = components['schemas']['EventResponse'];

/** The `data` of each event type: an event (EventResponse, a webhook delivery's body) whose `type` is one of these properties carries this property's schema as its `data`, the thing the event is about as it is after the change. Not an answer of any operation: it is what the SDK types events by (`InsuiteEvent`), and where a new event type is described before it is recorded. */
export type EventDataByType = components['schemas']['EventDataByType'];

/** The data of a `quote.issue` event, the issued quote and the issuance transaction that its issue made. */
export type QuoteIssueEventData = components['schemas']['QuoteIssueEventData'];

/** The data of a `delinquency.triggerEvent` event: the delinquency as getDelinquency answers it and the name of its configured event that fell due. */
export type DelinquencyTriggerEventData = components['schemas']['DelinquencyTriggerEventData'];

/** A page of events and the token for the next page. The token is returned even when the page is short, so that asking with it later returns the events recorded since. */
export type EventStreamResponse = components['schemas']['EventStreamResponse'];

/** What to do when a delivery fails. A delivery succeeds on a 2xx answer (redirects are not followed). Any other outcome is a failure when it matches one of `triggers`: a status code (`"503"`), a class (`"4xx"`, `"5xx"`), or `"timeout"`, which also covers a connection that fails or a refused address; an empty list means `["4xx","5xx","timeout"]`. An outcome no trigger matches ends the delivery of that event. A failure is retried as `retryStrategy` says; after the last try the event is diverted (`divert`), the webhook is suspended (`suspend`, with the failed event first in line unless it was diverted) and `alertEndpoint` is sent a description of the failure. */
export type FailureHandlingCreateRequest = components['schemas']['FailureHandlingCreateRequest'];

/** What happens when a delivery fails. A webhook without failure handling reads as no triggers, a retry strategy of 0 attempts, no diversion or suspension, and an alert endpoint with an empty `url`: a failed event is dropped after one try. */
export type FailureHandlingResponse = components['schemas']['FailureHandlingResponse'];

/** Changes to failure handling (applied to the defaults when the webhook has none): triggers are removed then added, `removeRetryStrategy` turns retries off (else `retryStrategy` replaces them), `removeAlertEndpoint` turns alerts off (else `alertEndpoint` changes it). */
export type FailureHandlingUpdateRequest = components['schemas']['FailureHandlingUpdateRequest'];

/** Health status. */
export type HealthResponse = components['schemas']['HealthResponse'];

/** An identity provider with the URLs to configure on its side. */
export type IdentityProviderResponse = components['schemas']['IdentityProviderResponse'];

/** Installment job data. */
export type InstallmentJobData = components['schemas']['InstallmentJobData'];

/** Installment job data list response. */
export type InstallmentJobDataListResponse = components['schemas']['InstallmentJobDataListResponse'];

/** Installment preferences: an installment plan to follow (`installmentPlanName`), fields that replace the plan's (weights only when some are given), and the published anchors saying where frames after a term's first start. */
export type InstallmentPreferences = components['schemas']['InstallmentPreferences'];

/** Password sign-in. */
export type OAuthTokenRequest = components['schemas']['OAuthTokenRequest'];

/** A bearer token obtained by signing in. */
export type OAuthTokenResponse = components['schemas']['OAuthTokenResponse'];

/** An OpenID Connect identity provider. */
export type OIDCIdentityProviderCreateRequest = components['schemas']['OIDCIdentityProviderCreateRequest'];

/** Password rules: minimum counts of character classes, lengths, history depth and expiry in days. */
export type PasswordPolicies = components['schemas']['PasswordPolicies'];

/** Password rules to change; absent rules keep their value. */
export type PasswordPoliciesUpdateRequest = components['schemas']['PasswordPoliciesUpdateRequest'];

/** The password policy. */
export type PasswordPolicyResponse = components['schemas']['PasswordPolicyResponse'];

/** A change to the password policy. */
export type PasswordPolicyUpdateRequest = components['schemas']['PasswordPolicyUpdateRequest'];

/** Changes to a tenant-specific permission set at a known version. */
export interface PatchTenantRoleReq extends Omit<components['schemas']['PatchTenantRoleReq'], 'addPermissions' | 'removePermissions'> {
  /** Permission grants: `group.action`, `group.*` or `*.*`. */
  addPermissions: Permission[];
  /** Permission grants: `group.action`, `group.*` or `*.*`. */
  removePermissions: Permission[];
}

/** Where money goes: an invoice, one item of an invoice, or the account (as credit). `amount`, when given, is what goes to this target; targets without one share the rest, the oldest due first. */
export type CreditItem = components['schemas']['CreditItem'];

/** A payment to record, or the whole of a payment that replaces one. */
export type PaymentCreateRequest = components['schemas']['PaymentCreateRequest'];

/** Changes to a payment: the fields given replace the stored ones; data keys are set and removed, targets added and removed (by container locator). */
export type PaymentUpdateRequest = components['schemas']['PaymentUpdateRequest'];

/** A part of an aggregate payment (insuite makes none). */
export type SubpaymentResponse = components['schemas']['SubpaymentResponse'];

/** One request to a payment provider (insuite sends none, so the log stays empty). */
export type PaymentRequestExecutionLogItem = components['schemas']['PaymentRequestExecutionLogItem'];

/** Where a payment is: `draft` (changeable), `validated` (checked), `posted` (its targets settled), or stopped: `discarded`, `cancelled`, `failed`, `reversed`. `requested` and `executing` belong to payment providers, which insuite does not call. */
export type PaymentState = components['schemas']['PaymentState'];

/** A payment. Amounts are exact decimals, written with the digits stored. Once posted, `targets` lists what it settled: each invoice item with its amount, and the account with what stayed as credit. */
export type PaymentResponse = components['schemas']['PaymentResponse'];

/** A page of payments. */
export type PaymentListResponse = components['schemas']['PaymentListResponse'];

/** A page of payments. */
export type ListPageResponsePaymentResponse = components['schemas']['ListPageResponsePaymentResponse'];

/** Why a posted payment is reversed. */
export type CreditDistributionReverseRequest = components['schemas']['CreditDistributionReverseRequest'];

/** One credit a payment makes when posted, to an invoice item or to the account's credit balance. */
export type CreditWithBalance = components['schemas']['CreditWithBalance'];

/** A credit covering a shortfall (insuite makes none). */
export type ShortfallCreditPreviewResponse = components['schemas']['ShortfallCreditPreviewResponse'];

/** An invoice a payment targets, with what it would still owe after the payment. */
export type InvoicePaymentPreview = components['schemas']['InvoicePaymentPreview'];

/** The invoices of a payment preview. */
export type ListPageResponseInvoicePaymentPreview = components['schemas']['ListPageResponseInvoicePaymentPreview'];

/** What validating or posting a payment would do now, written nowhere: the payment as it would stand, its credits, and its invoices after it. */
export type PreviewPaymentResponse = components['schemas']['PreviewPaymentResponse'];

/** An account's credit, by currency. */
export type AccountCreditResponse = components['schemas']['AccountCreditResponse'];

/** The delinquency plan's settings as they were when the delinquency started. */
export type DelinquencySettings = components['schemas']['DelinquencySettings'];

/** How far the lapse transaction is taken once made; `issued` lapses the policy. */
export type LapseAdvance = components['schemas']['LapseAdvance'];

/** What a delinquency concerns, an invoice or the policy, and the lapse transaction made for it. */
export type DelinquencyReference = components['schemas']['DelinquencyReference'];

/** An event the plan configures, some days from the start or the end of grace. */
export type ConfiguredDelinquencyEvent = components['schemas']['ConfiguredDelinquencyEvent'];

/** A delinquency: an invoice left unpaid at its due time, under the policy's delinquency plan. `preGrace` until grace starts, `inGrace` until it ends, then `lapseTriggered` and `lapseTransactionCreated` once the lapse transaction is made; `settled` when paid before that. */
export type DelinquencyResponse = components['schemas']['DelinquencyResponse'];

/** Where a delinquency is. */
export type DelinquencyState = components['schemas']['DelinquencyState'];

/** A page of delinquencies. */
export type DelinquencyListResponse = components['schemas']['DelinquencyListResponse'];

/** One configured event of a delinquency, `active` until its trigger time, then `triggered`; `cancelled` when the delinquency settled first. */
export type DelinquencyEventResponse = components['schemas']['DelinquencyEventResponse'];

/** A page of a delinquency's events. */
export type DelinquencyEventsResponse = components['schemas']['DelinquencyEventsResponse'];

/** A new end of grace for a delinquency. */
export type DelinquencyUpdateRequest = components['schemas']['DelinquencyUpdateRequest'];

/** The delinquency plan to follow from now on. */
export type DelinquencyPlanUpdateRequest = components['schemas']['DelinquencyPlanUpdateRequest'];

/** A payment type (configuration) and the fields of its data. */
export type PaymentRef = components['schemas']['PaymentRef'];

/** A delinquency plan (configuration): how many days of grace an unpaid invoice gets after its due time, and the lapse transaction made when grace ends. */
export type DelinquencyPlanRef = components['schemas']['DelinquencyPlanRef'];

/** An event of a delinquency plan, some days from the start or the end of grace. */
export type DelinquencyEventConfiguration = components['schemas']['DelinquencyEventConfiguration'];

/** Payment provider. */
export type PaymentProvider = components['schemas']['PaymentProvider'];

/** One charge of a price: an amount of a declared charge type on one element, rounded to the currency's minor unit. */
export type PolicyChargeResponse = components['schemas']['PolicyChargeResponse'];

/** A page of policies. */
export type PolicyListResponse = components['schemas']['PolicyListResponse'];

/** A policy, created by issuing a quote. */
export type PolicyResponse = components['schemas']['PolicyResponse'];

/** Policy snapshot response. */
export type PolicySnapshotResponse = components['schemas']['PolicySnapshotResponse'];

/** A policy transaction: the issuance, or a change, cancellation, reinstatement or renewal made after it, with the element tree of the segment it creates. */
export type PolicyTransactionResponse = components['schemas']['PolicyTransactionResponse'];

/** Which issued transactions to reverse, and the one to go back to. */
export type PolicyTransactionReversalRequest = components['schemas']['PolicyTransactionReversalRequest'];

/** Preferences: on an account or a quote, the installment preferences its policies' terms are laid out with (a quote's over its account's; docs/billing.md). */
export type PreferencesResponse = components['schemas']['PreferencesResponse'];

/** Primitive property (configuration). */
export type PrimitivePropertyRef = components['schemas']['PrimitivePropertyRef'];

/** An error (RFC 9457 problem details). */
export type Problem = components['schemas']['Problem'];

/** One thing wrong with a request. */
export type ProblemItem = components['schemas']['ProblemItem'];

/** Producer info. */
export type ProducerInfo = components['schemas']['ProducerInfo'];

/** Property constraint. */
export type PropertyConstraint = components['schemas']['PropertyConstraint'];

/** Property (configuration). */
export type PropertyRef = components['schemas']['PropertyRef'];

/** A new quick quote of a configured product. */
export type QuickQuoteCreateRequest = components['schemas']['QuickQuoteCreateRequest'];

/** A quick quote. */
export type QuickQuoteResponse = components['schemas']['QuickQuoteResponse'];

/** Changes to a quick quote. */
export type QuickQuoteUpdateRequest = components['schemas']['QuickQuoteUpdateRequest'];

/** A new quote of a configured product for an account. */
export type QuoteCreateRequest = components['schemas']['QuoteCreateRequest'];

/** The quote group the copy belongs to. */
export type QuoteGroupAssignmentRequest = components['schemas']['QuoteGroupAssignmentRequest'];

/** A page of quotes. */
export type QuoteListResponse = components['schemas']['QuoteListResponse'];

/** The price of a quote, its charges item by item. */
export type QuotePriceResponse = components['schemas']['QuotePriceResponse'];

/** A quote. `element` is its root element, of the product's type; `quoteState` says which steps of its lifecycle it has passed. */
export type QuoteResponse = components['schemas']['QuoteResponse'];

/** Where a quote stands in its lifecycle (see the quote lifecycle in the documentation). */
export type QuoteState = components['schemas']['QuoteState'];

/** The flags of a quote in force, and those cleared. */
export type QuoteUnderwritingFlagsResponse = components['schemas']['QuoteUnderwritingFlagsResponse'];

/** The outcome of underwriting a quote, with the flags in force. */
export type QuoteUnderwritingResponse = components['schemas']['QuoteUnderwritingResponse'];

/** Changes to a draft quote. */
export type QuoteUpdateRequest = components['schemas']['QuoteUpdateRequest'];

/** Range table (configuration). */
export type RangeTableRef = components['schemas']['RangeTableRef'];

/** What a reset does with the quote's flags: none given keeps them all. */
export type ResetOptions = components['schemas']['ResetOptions'];

/** A new resource group. */
export type ResourceGroupCreateRequest = components['schemas']['ResourceGroupCreateRequest'];

/** A page of resource groups. */
export type ResourceGroupListResponse = components['schemas']['ResourceGroupListResponse'];

/** Resource group (configuration). */
export type ResourceGroupRef = components['schemas']['ResourceGroupRef'];

/** A resource group. */
export type ResourceGroupResponse = components['schemas']['ResourceGroupResponse'];

/** Changes to a resource group. */
export type ResourceGroupUpdateRequest = components['schemas']['ResourceGroupUpdateRequest'];

/** Resource instance (configuration). */
export type ResourceInstanceRef = components['schemas']['ResourceInstanceRef'];

/** A page of resource instances. */
export type ResourceListResponse = components['schemas']['ResourceListResponse'];

/** A resource instance. Besides the published fields it carries the locator of the current content of range tables, constraint tables and fonts, as BasicResourceResponse does. */
export type ResourceResponse = components['schemas']['ResourceResponse'];

/** Resources (configuration). */
export type ResourcesRef = components['schemas']['ResourcesRef'];

/** Restricted data (configuration). */
export type RestrictedDataRef = components['schemas']['RestrictedDataRef'];

/** Retries after a failed delivery: `attempts` retries after the first try, `interval` in seconds; `linear` waits interval × n before retry n, `exponential` interval × 2^(n-1). */
export type RetryStrategyCreateRequest = components['schemas']['RetryStrategyCreateRequest'];

/** Retries after a failed delivery. */
export type RetryStrategyResponse = components['schemas']['RetryStrategyResponse'];

/** Retries after a failed delivery. */
export type RetryStrategyUpdateRequest = components['schemas']['RetryStrategyUpdateRequest'];

/** A new role. */
export interface RoleCreateRequest extends Omit<components['schemas']['RoleCreateRequest'], 'permissions'> {
  /** Permission grants: `group.action`, `group.*` or `*.*`. */
  permissions: Permission[];
}

/** A page of roles. */
export type RoleListResponse = components['schemas']['RoleListResponse'];

/** One permission of the interface and the operations it opens. */
export type PermissionResponse = components['schemas']['PermissionResponse'];

/** A role. */
export type RoleResponse = components['schemas']['RoleResponse'];

/** Where this server's reference, console, contract and probes are (paths on this server). */
export type RootResponse = components['schemas']['RootResponse'];

/** A SAML identity provider. */
export type SAMLIdentityProviderCreateRequest = components['schemas']['SAMLIdentityProviderCreateRequest'];

/** A new secret. */
export type SecretCreateRequest = components['schemas']['SecretCreateRequest'];

/** Secret (configuration). */
export type SecretRef = components['schemas']['SecretRef'];

/** A secret with its values. */
export type SecretResponse = components['schemas']['SecretResponse'];

/** Segment response. */
export type SegmentResponse = components['schemas']['SegmentResponse'];

/** A part of a term in force: covered by one segment, or a gap after a cancellation. */
export type SubsegmentSummary = components['schemas']['SubsegmentSummary'];

/** A table row, cells keyed by column as uploaded. */
export type TableLookupResponse = components['schemas']['TableLookupResponse'];

/** Table (configuration). */
export type TableRef = components['schemas']['TableRef'];

/** A template upload: either a `file` part or a `template` part. */
export type TemplateResponse = components['schemas']['TemplateResponse'];

/** Template snippet config (configuration). */
export type TemplateSnippetConfigRef = components['schemas']['TemplateSnippetConfigRef'];

/** The created tenant and the outcome of deploying its configuration. */
export type TenantDeploymentResult = components['schemas']['TenantDeploymentResult'];

/** A page of tenants. */
export type TenantListResponse = components['schemas']['TenantListResponse'];

/** A tenant. */
export type TenantResponse = components['schemas']['TenantResponse'];

/** New name and description of a tenant. */
export type TenantUpdateRequest = components['schemas']['TenantUpdateRequest'];

/** A page of terms. */
export type TermListResponse = components['schemas']['TermListResponse'];

/** A term of a policy: the issuance starts the first, each renewal one more. */
export type TermResponse = components['schemas']['TermResponse'];

/** A term with its parts in force, in order. */
export type TermSummary = components['schemas']['TermSummary'];

/** The server's clock (test controls). */
export type TestClock = components['schemas']['TestClock'];

/** How far to move the server's clock forward; exactly one of the two. */
export type TestClockAdvanceRequest = components['schemas']['TestClockAdvanceRequest'];

/** The instant to set the server's clock to. */
export type TestClockSetRequest = components['schemas']['TestClockSetRequest'];

/** A fault rule in force (test controls). */
export type TestFault = components['schemas']['TestFault'];

/** The fault rules in force, oldest first. */
export type TestFaultList = components['schemas']['TestFaultList'];

/** A fault to answer on purpose. A `request` rule matches requests by `operationId`, `method` and `path` (each optional; all those given must match) and answers `status` with a Problem body, after `latencyMs` of real time (at most 30 s) if given; with a latency and no status the request goes on to its handler after the wait. With `drop` the connection is reset instead of answered; with `slowBodyMs` the answer's body comes that long after its headers. A `webhook` rule matches deliveries to one webhook (`webhookLocator`, or every webhook) and stands in for its receiver: it answers `status`, or waits `latencyMs` first (a wait past the webhook timeout is a timeout), or drops the connection (`drop`). `times` bounds how often the rule answers (then it is removed); `probability` answers only that share of matches. */
export type TestFaultRule = components['schemas']['TestFaultRule'];

/** One entry of the request journal. */
export type TestRequest = components['schemas']['TestRequest'];

/** Entries of the request journal, oldest first. */
export type TestRequestList = components['schemas']['TestRequestList'];

/** A saved state of the database (test controls). */
export type TestSnapshot = components['schemas']['TestSnapshot'];

/** Sets fields of the transaction's own data. */
export type TransactionDataChangeInstructionCreateRequest = components['schemas']['TransactionDataChangeInstructionCreateRequest'];

/** The charges of a policy transaction. */
export type TransactionPriceResponse = components['schemas']['TransactionPriceResponse'];

/** Transaction snapshot response. */
export type TransactionSnapshotResponse = components['schemas']['TransactionSnapshotResponse'];

/** The flags of a transaction in force, and those cleared. */
export type TransactionUnderwritingFlagsResponse = components['schemas']['TransactionUnderwritingFlagsResponse'];

/** A transaction's underwriting decision and the flags in force. */
export type TransactionUnderwritingResponse = components['schemas']['TransactionUnderwritingResponse'];

/** A new underwriting flag. The level is the operation's; `level` in the body, when given, must be the same (in `addFlags` it is required). */
export type UnderwritingFlagCreateRequest = components['schemas']['UnderwritingFlagCreateRequest'];

/** What a flag decides: `block`, `decline` and `reject` stop the quote; `approve` lets a blocked quote go on; `info` decides nothing. */
export type UnderwritingFlagLevel = components['schemas']['UnderwritingFlagLevel'];

/** An underwriting flag of a quote; a cleared flag carries who cleared it and when. */
export type UnderwritingFlagResponse = components['schemas']['UnderwritingFlagResponse'];

/** Flags to add and flags to clear (by locator), in one change. */
export type UnderwritingFlagsUpdateRequest = components['schemas']['UnderwritingFlagsUpdateRequest'];

/** Changes to a delivery endpoint: headers named in `removeHeaders` are removed, then `addHeaders` replace or add theirs; `secureSsl`, `hmacEnabled`, `secret` and `tag` change only when given. */
export type UpdateEndpointRequest = components['schemas']['UpdateEndpointRequest'];

/** Changes to a webhook. `removeFailureHandling` removes failure handling (then `failureHandling` is ignored). */
export type UpdateWebhookRequest = components['schemas']['UpdateWebhookRequest'];

/** A new user. `userName` is an email address. */
export type UserCreateRequest = components['schemas']['UserCreateRequest'];

/** One mask of a user in a tenant (deprecated form of data access). */
export type UserDataAccessControlMaskResponse = components['schemas']['UserDataAccessControlMaskResponse'];

/** A user's data access rules in a tenant. */
export type UserDataAccessRequest = components['schemas']['UserDataAccessRequest'];

/** A user's data access rules in a tenant. */
export type UserDataAccessResponse = components['schemas']['UserDataAccessResponse'];

/** One mask of a user in a tenant (deprecated form of data access). */
export type UserDataSecurityMaskRequest = components['schemas']['UserDataSecurityMaskRequest'];

/** A page of users. */
export type UserListResponse = components['schemas']['UserListResponse'];

/** A user with its roles, tenants and effective permissions. */
export type UserResponse = components['schemas']['UserResponse'];

/** Role names to add and remove. */
export type UserRolesUpdateRequest = components['schemas']['UserRolesUpdateRequest'];

/** Tenant assignments to add and remove. */
export type UserTenantsAssignmentsUpdateRequest = components['schemas']['UserTenantsAssignmentsUpdateRequest'];

/** New values for a user. */
export interface UserUpdateRequest extends Omit<components['schemas']['UserUpdateRequest'], 'permissions'> {
  /** Permission grants: `group.action`, `group.*` or `*.*`. */
  permissions?: Permission[];
}

/** The errors found on one element (or on the quote, by its own locator). */
export type ValidationItemResponse = components['schemas']['ValidationItemResponse'];

/** The outcome of validating a quote; `validationItems` lists the elements with errors. */
export type ValidationResult = components['schemas']['ValidationResult'];

/** Values. */
export type Values = components['schemas']['Values'];

/** A page of webhooks. */
export type WebhookListResponse = components['schemas']['WebhookListResponse'];

/** A webhook; `suspendedAt` is present while it is suspended. The published interface lists `suspendedAt` as required, a date-time that cannot be null; a webhook that is not suspended has no such time, and any time answered in its place would claim a suspension that never happened, so it is left out (see docs/differences.md). */
export type WebhookResponse = components['schemas']['WebhookResponse'];

/** Arguments of {@link InsuiteMethods.getRoot | getRoot}: Where to start. */
export type GetRootArgs = Record<string, never>;

/** Arguments of {@link InsuiteMethods.createIdentityProvider | createIdentityProvider}: Add a SAML identity provider (deprecated). */
export interface CreateIdentityProviderArgs {
  /** A SAML identity provider. */
  body: SAMLIdentityProviderCreateRequest;
}

/** Arguments of {@link InsuiteMethods.addOIDCIdentityProvider | addOIDCIdentityProvider}: Add an OIDC identity provider. */
export interface AddOIDCIdentityProviderArgs {
  /** An OpenID Connect identity provider. */
  body: OIDCIdentityProviderCreateRequest;
}

/** Arguments of {@link InsuiteMethods.fetchPasswordPolicy | fetchPasswordPolicy}: Read the password policy. */
export type FetchPasswordPolicyArgs = Record<string, never>;

/** Arguments of {@link InsuiteMethods.updatePasswordPolicy | updatePasswordPolicy}: Change the password policy. */
export interface UpdatePasswordPolicyArgs {
  /** A change to the password policy. */
  body: PasswordPolicyUpdateRequest;
}

/** Arguments of {@link InsuiteMethods.addSAMLIdentityProvider | addSAMLIdentityProvider}: Add a SAML identity provider. */
export interface AddSAMLIdentityProviderArgs {
  /** A SAML identity provider. */
  body: SAMLIdentityProviderCreateRequest;
}

/** Arguments of {@link InsuiteMethods.createOAuthToken | createOAuthToken}: Sign in with a password. */
export interface CreateOAuthTokenArgs {
  /**
   * Password sign-in.
   * Sent as application/json or application/x-www-form-urlencoded, chosen by the value given.
   */
  body: BodyOf<'createOAuthToken', never>;
}

/** Arguments of {@link InsuiteMethods.createRole | createRole}: Create a role. */
export interface CreateRoleArgs {
  /** A new role. */
  body: RoleCreateRequest;
}

/** Arguments of {@link InsuiteMethods.fetchRoles | fetchRoles}: List roles. */
export interface FetchRolesArgs {
  /**
   * How many items to skip.
   * @default 0
   */
  offset?: number;
  /**
   * How many items to return at most (1 to 1000).
   * @default 100
   */
  count?: number;
  /** Absent or `true`: the list record with `listCompleted`. `false`: the bare array of items. */
  extended?: boolean;
}

/** Arguments of {@link InsuiteMethods.fetchPermissions | fetchPermissions}: List permissions. */
export type FetchPermissionsArgs = Record<string, never>;

/** Arguments of {@link InsuiteMethods.getTenantRole | getTenantRole}: Read a role in a tenant. */
export interface GetTenantRoleArgs {
  /** The tenant: a UUID, 8-4-4-4-12 hexadecimal digits (any case; lower case is the stored form). `urn:uuid:` and braced forms are refused with 400, before authorisation. */
  tenantLocator: string;
  /** The role. */
  roleLocator: string;
}

/** Arguments of {@link InsuiteMethods.createTenantRole | createTenantRole}: Set a role's permissions for a tenant. */
export interface CreateTenantRoleArgs {
  /** The tenant: a UUID, 8-4-4-4-12 hexadecimal digits (any case; lower case is the stored form). `urn:uuid:` and braced forms are refused with 400, before authorisation. */
  tenantLocator: string;
  /** The role. */
  roleLocator: string;
  /** A tenant-specific permission set. */
  body: CreateTenantRoleReq;
}

/** Arguments of {@link InsuiteMethods.deleteTenantRole | deleteTenantRole}: Remove a role's tenant-specific permissions. */
export interface DeleteTenantRoleArgs {
  /** The tenant: a UUID, 8-4-4-4-12 hexadecimal digits (any case; lower case is the stored form). `urn:uuid:` and braced forms are refused with 400, before authorisation. */
  tenantLocator: string;
  /** The role. */
  roleLocator: string;
}

/** Arguments of {@link InsuiteMethods.updateTenantRole | updateTenantRole}: Change a role's permissions for a tenant. */
export interface UpdateTenantRoleArgs {
  /** The tenant: a UUID, 8-4-4-4-12 hexadecimal digits (any case; lower case is the stored form). `urn:uuid:` and braced forms are refused with 400, before authorisation. */
  tenantLocator: string;
  /** The role. */
  roleLocator: string;
  /** Changes to a tenant-specific permission set at a known version. */
  body: PatchTenantRoleReq;
}

/** Arguments of {@link InsuiteMethods.fetchTenants | fetchTenants}: List tenants. */
export interface FetchTenantsArgs {
  /**
   * How many items to skip.
   * @default 0
   */
  offset?: number;
  /**
   * How many items to return at most (1 to 1000).
   * @default 100
   */
  count?: number;
  /** The type to filter on. */
  type?: ('test' | 'production' | 'retired')[];
  /** Absent or `true`: the list record with `listCompleted`. `false`: the bare array of items. */
  extended?: boolean;
}

/** Arguments of {@link InsuiteMethods.fetchMyTenants | fetchMyTenants}: List your tenants. */
export interface FetchMyTenantsArgs {
  /**
   * How many items to skip.
   * @default 0
   */
  offset?: number;
  /**
   * How many items to return at most (1 to 1000).
   * @default 100
   */
  count?: number;
  /** Absent or `true`: the list record with `listCompleted`. `false`: the bare array of items. */
  extended?: boolean;
}

/** Arguments of {@link InsuiteMethods.fetchTenant | fetchTenant}: Read a tenant. */
export interface FetchTenantArgs {
  /** The tenant. */
  locator: string;
}

/** Arguments of {@link InsuiteMethods.updateTenant | updateTenant}: Update a tenant. */
export interface UpdateTenantArgs {
  /** The tenant. */
  locator: string;
  /** New name and description of a tenant. */
  body: TenantUpdateRequest;
}

/** Arguments of {@link InsuiteMethods.retireTenant | retireTenant}: Retire a tenant. */
export interface RetireTenantArgs {
  /** The tenant. */
  locator: string;
}

/** Arguments of {@link InsuiteMethods.createUser | createUser}: Create a user. */
export interface CreateUserArgs {
  /** Create the user enabled even without a password (for single sign-on). */
  enableUser?: boolean;
  /** A new user. `userName` is an email address. */
  body: UserCreateRequest;
}

/** Arguments of {@link InsuiteMethods.fetchMultipleUsers | fetchMultipleUsers}: List users. */
export interface FetchMultipleUsersArgs {
  /**
   * How many items to skip.
   * @default 0
   */
  offset?: number;
  /**
   * How many items to return at most (1 to 1000).
   * @default 100
   */
  count?: number;
  /** Absent or `true`: the list record with `listCompleted`. `false`: the bare array of items. */
  extended?: boolean;
}

/** Arguments of {@link InsuiteMethods.fetchAuthTokens | fetchAuthTokens}: List your tokens. */
export type FetchAuthTokensArgs = Record<string, never>;

/** Arguments of {@link InsuiteMethods.createAuthToken | createAuthToken}: Create a token for yourself. */
export interface CreateAuthTokenArgs {
  /** A new auth token. */
  body: AuthTokenCreateRequest;
}

/** Arguments of {@link InsuiteMethods.getGroupedTokenPermissions | getGroupedTokenPermissions}: Show a token's permissions. */
export interface GetGroupedTokenPermissionsArgs {
  /** A token value. */
  body: BodyOf<'getGroupedTokenPermissions', never>;
}

/** What {@link InsuiteMethods.getGroupedTokenPermissions | getGroupedTokenPermissions} answers. */
export type GetGroupedTokenPermissionsResult = Json<'getGroupedTokenPermissions'>;

/** Arguments of {@link InsuiteMethods.deleteAuthToken | deleteAuthToken}: Delete one of your tokens. */
export interface DeleteAuthTokenArgs {
  /** A token value, or the name of a token. */
  tokenOrName: string;
}

/** Arguments of {@link InsuiteMethods.fetchMyUserDetails | fetchMyUserDetails}: Read the calling user. */
export type FetchMyUserDetailsArgs = Record<string, never>;

/** Arguments of {@link InsuiteMethods.fetchUserByLocator | fetchUserByLocator}: Read a user. */
export interface FetchUserByLocatorArgs {
  /** The user: a UUID, 8-4-4-4-12 hexadecimal digits (any case; lower case is the stored form). `urn:uuid:` and braced forms are refused with 400. A user with a tenant entry beyond the caller's tenants answers 404. */
  locator: string;
}

/** Arguments of {@link InsuiteMethods.deleteUser | deleteUser}: Delete a user. */
export interface DeleteUserArgs {
  /** The user: a UUID, 8-4-4-4-12 hexadecimal digits (any case; lower case is the stored form). `urn:uuid:` and braced forms are refused with 400. A user with a tenant entry beyond the caller's tenants answers 404. */
  locator: string;
}

/** Arguments of {@link InsuiteMethods.updateUser | updateUser}: Update a user. */
export interface UpdateUserArgs {
  /** The user: a UUID, 8-4-4-4-12 hexadecimal digits (any case; lower case is the stored form). `urn:uuid:` and braced forms are refused with 400. A user with a tenant entry beyond the caller's tenants answers 404. */
  locator: string;
  /** New values for a user. */
  body: UserUpdateRequest;
}

/** Arguments of {@link InsuiteMethods.fetchUserMasks | fetchUserMasks}: List a user's access masks (deprecated). */
export interface FetchUserMasksArgs {
  /** The user: a UUID, 8-4-4-4-12 hexadecimal digits (any case; lower case is the stored form). `urn:uuid:` and braced forms are refused with 400. A user with a tenant entry beyond the caller's tenants answers 404. */
  locator: string;
}

/** Arguments of {@link InsuiteMethods.addDataSecurityMask | addDataSecurityMask}: Set an access mask (deprecated). */
export interface AddDataSecurityMaskArgs {
  /** The user: a UUID, 8-4-4-4-12 hexadecimal digits (any case; lower case is the stored form). `urn:uuid:` and braced forms are refused with 400. A user with a tenant entry beyond the caller's tenants answers 404. */
  locator: string;
  /** One mask of a user in a tenant (deprecated form of data access). */
  body: UserDataSecurityMaskRequest;
}

/** Arguments of {@link InsuiteMethods.fetchUserMasksForTenant | fetchUserMasksForTenant}: List a user's access masks in a tenant (deprecated). */
export interface FetchUserMasksForTenantArgs {
  /** The user: a UUID, 8-4-4-4-12 hexadecimal digits (any case; lower case is the stored form). `urn:uuid:` and braced forms are refused with 400. A user with a tenant entry beyond the caller's tenants answers 404. */
  locator: string;
  /** The tenant: a UUID, 8-4-4-4-12 hexadecimal digits (any case; lower case is the stored form). `urn:uuid:` and braced forms are refused with 400, before authorisation. */
  tenantLocator: string;
}

/** Arguments of {@link InsuiteMethods.deleteUserMasks | deleteUserMasks}: Remove a user's access masks in a tenant (deprecated). */
export interface DeleteUserMasksArgs {
  /** The user: a UUID, 8-4-4-4-12 hexadecimal digits (any case; lower case is the stored form). `urn:uuid:` and braced forms are refused with 400. A user with a tenant entry beyond the caller's tenants answers 404. */
  locator: string;
  /** The tenant: a UUID, 8-4-4-4-12 hexadecimal digits (any case; lower case is the stored form). `urn:uuid:` and braced forms are refused with 400, before authorisation. */
  tenantLocator: string;
}

/** Arguments of {@link InsuiteMethods.fetchUserMask | fetchUserMask}: Read one access mask (deprecated). */
export interface FetchUserMaskArgs {
  /** The user: a UUID, 8-4-4-4-12 hexadecimal digits (any case; lower case is the stored form). `urn:uuid:` and braced forms are refused with 400. A user with a tenant entry beyond the caller's tenants answers 404. */
  locator: string;
  /** The tenant: a UUID, 8-4-4-4-12 hexadecimal digits (any case; lower case is the stored form). `urn:uuid:` and braced forms are refused with 400, before authorisation. */
  tenantLocator: string;
  /** The type to filter on. */
  type: 'account' | 'policy';
}

/** Arguments of {@link InsuiteMethods.removeCredentials | removeCredentials}: Remove a user's credentials. */
export interface RemoveCredentialsArgs {
  /** The user: a UUID, 8-4-4-4-12 hexadecimal digits (any case; lower case is the stored form). `urn:uuid:` and braced forms are refused with 400. A user with a tenant entry beyond the caller's tenants answers 404. */
  locator: string;
}

/** Arguments of {@link InsuiteMethods.fetchUserDataAccessForTenant | fetchUserDataAccessForTenant}: Read a user's data access in a tenant. */
export interface FetchUserDataAccessForTenantArgs {
  /** The user: a UUID, 8-4-4-4-12 hexadecimal digits (any case; lower case is the stored form). `urn:uuid:` and braced forms are refused with 400. A user with a tenant entry beyond the caller's tenants answers 404. */
  locator: string;
  /** The tenant: a UUID, 8-4-4-4-12 hexadecimal digits (any case; lower case is the stored form). `urn:uuid:` and braced forms are refused with 400, before authorisation. */
  tenantLocator: string;
}

/** Arguments of {@link InsuiteMethods.deleteUserDataAccess | deleteUserDataAccess}: Remove a user's data access rules in a tenant. */
export interface DeleteUserDataAccessArgs {
  /** The user: a UUID, 8-4-4-4-12 hexadecimal digits (any case; lower case is the stored form). `urn:uuid:` and braced forms are refused with 400. A user with a tenant entry beyond the caller's tenants answers 404. */
  locator: string;
  /** The tenant: a UUID, 8-4-4-4-12 hexadecimal digits (any case; lower case is the stored form). `urn:uuid:` and braced forms are refused with 400, before authorisation. */
  tenantLocator: string;
}

/** Arguments of {@link InsuiteMethods.addUserDataAccess | addUserDataAccess}: Set a user's data access in a tenant. */
export interface AddUserDataAccessArgs {
  /** The user: a UUID, 8-4-4-4-12 hexadecimal digits (any case; lower case is the stored form). `urn:uuid:` and braced forms are refused with 400. A user with a tenant entry beyond the caller's tenants answers 404. */
  locator: string;
  /** The tenant: a UUID, 8-4-4-4-12 hexadecimal digits (any case; lower case is the stored form). `urn:uuid:` and braced forms are refused with 400, before authorisation. */
  tenantLocator: string;
  /** A user's data access rules in a tenant. */
  body: UserDataAccessRequest;
}

/** Arguments of {@link InsuiteMethods.enableUser | enableUser}: Enable a user. */
export interface EnableUserArgs {
  /** The user: a UUID, 8-4-4-4-12 hexadecimal digits (any case; lower case is the stored form). `urn:uuid:` and braced forms are refused with 400. A user with a tenant entry beyond the caller's tenants answers 404. */
  locator: string;
}

/** Arguments of {@link InsuiteMethods.resetUserPassword | resetUserPassword}: Set a new password. */
export interface ResetUserPasswordArgs {
  /** The user: a UUID, 8-4-4-4-12 hexadecimal digits (any case; lower case is the stored form). `urn:uuid:` and braced forms are refused with 400. A user with a tenant entry beyond the caller's tenants answers 404. */
  locator: string;
  /** The new password. */
  body: BodyOf<'resetUserPassword', never>;
}

/** Arguments of {@link InsuiteMethods.revokeUserOauthTokens | revokeUserOauthTokens}: Revoke a user's sign-in tokens. */
export interface RevokeUserOauthTokensArgs {
  /** The user: a UUID, 8-4-4-4-12 hexadecimal digits (any case; lower case is the stored form). `urn:uuid:` and braced forms are refused with 400. A user with a tenant entry beyond the caller's tenants answers 404. */
  locator: string;
}

/** Arguments of {@link InsuiteMethods.updateUserRoles | updateUserRoles}: Change a user's roles. */
export interface UpdateUserRolesArgs {
  /** The user: a UUID, 8-4-4-4-12 hexadecimal digits (any case; lower case is the stored form). `urn:uuid:` and braced forms are refused with 400. A user with a tenant entry beyond the caller's tenants answers 404. */
  locator: string;
  /** Role names to add and remove. */
  body: UserRolesUpdateRequest;
}

/** Arguments of {@link InsuiteMethods.updateUserTenantAssignments | updateUserTenantAssignments}: Change a user's tenants. */
export interface UpdateUserTenantAssignmentsArgs {
  /** The user: a UUID, 8-4-4-4-12 hexadecimal digits (any case; lower case is the stored form). `urn:uuid:` and braced forms are refused with 400. A user with a tenant entry beyond the caller's tenants answers 404. */
  locator: string;
  /** Tenant assignments to add and remove. */
  body: UserTenantsAssignmentsUpdateRequest;
}

/** Arguments of {@link InsuiteMethods.fetchAuthTokensForUser | fetchAuthTokensForUser}: List a user's tokens. */
export interface FetchAuthTokensForUserArgs {
  /** The user: a UUID, 8-4-4-4-12 hexadecimal digits (any case; lower case is the stored form). `urn:uuid:` and braced forms are refused with 400. A user with a tenant entry beyond the caller's tenants answers 404. */
  locator: string;
}

/** Arguments of {@link InsuiteMethods.createServiceAccountAuthToken | createServiceAccountAuthToken}: Create a token for a service account. */
export interface CreateServiceAccountAuthTokenArgs {
  /** The user: a UUID, 8-4-4-4-12 hexadecimal digits (any case; lower case is the stored form). `urn:uuid:` and braced forms are refused with 400. A user with a tenant entry beyond the caller's tenants answers 404. */
  locator: string;
  /** A new auth token. */
  body: AuthTokenCreateRequest;
}

/** Arguments of {@link InsuiteMethods.deleteAuthTokenForUser | deleteAuthTokenForUser}: Delete a user's token. */
export interface DeleteAuthTokenForUserArgs {
  /** The user: a UUID, 8-4-4-4-12 hexadecimal digits (any case; lower case is the stored form). `urn:uuid:` and braced forms are refused with 400. A user with a tenant entry beyond the caller's tenants answers 404. */
  locator: string;
  /** A token value, or the name of a token. */
  tokenOrName: string;
}

/** Arguments of {@link InsuiteMethods.fetchInstallmentsJobDataForQuotes | fetchInstallmentsJobDataForQuotes}: List installment jobs of a quote (deprecated). */
export interface FetchInstallmentsJobDataForQuotesArgs {
  /** The tenant: a UUID, 8-4-4-4-12 hexadecimal digits (any case; lower case is the stored form). `urn:uuid:` and braced forms are refused with 400, before authorisation. */
  tenantLocator: string;
  /** The locator of the quote whose installment jobs are listed. */
  locator: string;
  /**
   * How many items to skip.
   * @default 0
   */
  offset?: number;
  /**
   * How many items to return at most (1 to 1000).
   * @default 100
   */
  count?: number;
  /** Absent or `true`: the list record with `listCompleted`. `false`: the bare array of items. */
  extended?: boolean;
}

/** Arguments of {@link InsuiteMethods.createTenant | createTenant}: Create a tenant from a configuration. */
export interface CreateTenantArgs {
  /** The name. */
  name?: string;
  /** A description. */
  description?: string;
  /**
   * The tenant type.
   * @default "test"
   */
  type?: 'test' | 'production';
  /**
   * A tenant configuration. The sections listed here are interpreted; any other section is stored as given.
   * Sent as application/json or application/zip, chosen by the value given.
   */
  body: BodyOf<'createTenant', never>;
}

/** Arguments of {@link InsuiteMethods.fetchConfigDefinition | fetchConfigDefinition}: Read the deployed configuration. */
export interface FetchConfigDefinitionArgs {
  /** The tenant: a UUID, 8-4-4-4-12 hexadecimal digits (any case; lower case is the stored form). `urn:uuid:` and braced forms are refused with 400, before authorisation. */
  tenantLocator: string;
  /**
   * Accepted for compatibility; the stored configuration is returned as deployed.
   * @default false
   */
  resolve?: boolean;
}

/** Arguments of {@link InsuiteMethods.deployConfigZip | deployConfigZip}: Deploy a configuration. */
export interface DeployConfigZipArgs {
  /** The tenant: a UUID, 8-4-4-4-12 hexadecimal digits (any case; lower case is the stored form). `urn:uuid:` and braced forms are refused with 400, before authorisation. */
  tenantLocator: string;
  /**
   * Accepted for compatibility; a deploy always replaces the whole configuration.
   * @default false
   */
  overwrite?: boolean;
  /**
   * An extension of insuite's own. A deploy whose body carries no `plugins/` (a JSON body, or a ZIP without that folder) to a tenant that has plugins would remove them, leaving its quotes unpriced: such a deploy is refused (`isSuccess: false`, naming the plugins) unless this is `true`, and then its warnings say the plugins were removed.
   * @default false
   */
  removePlugins?: boolean;
  /**
   * A tenant configuration. The sections listed here are interpreted; any other section is stored as given.
   * Sent as application/json or application/zip, chosen by the value given.
   */
  body: BodyOf<'deployConfigZip', never>;
}

/** Arguments of {@link InsuiteMethods.fetchDeployedPlugins | fetchDeployedPlugins}: Read the deployed plugins. */
export interface FetchDeployedPluginsArgs {
  /** The tenant: a UUID, 8-4-4-4-12 hexadecimal digits (any case; lower case is the stored form). `urn:uuid:` and braced forms are refused with 400, before authorisation. */
  tenantLocator: string;
}

/** Arguments of {@link InsuiteMethods.getConsole | getConsole}: Operator's console. */
export type GetConsoleArgs = Record<string, never>;

/** Arguments of {@link InsuiteMethods.getConsoleStyles | getConsoleStyles}: Styles of the console. */
export type GetConsoleStylesArgs = Record<string, never>;

/** Arguments of {@link InsuiteMethods.getConsoleScript | getConsoleScript}: Script of the console. */
export type GetConsoleScriptArgs = Record<string, never>;

/** Arguments of {@link InsuiteMethods.getApiDocs | getApiDocs}: API reference page. */
export type GetApiDocsArgs = Record<string, never>;

/** Arguments of {@link InsuiteMethods.getApiDocsScript | getApiDocsScript}: Script of the reference page. */
export type GetApiDocsScriptArgs = Record<string, never>;

/** Arguments of {@link InsuiteMethods.fetchMultipleEvents | fetchMultipleEvents}: List events. */
export interface FetchMultipleEventsArgs {
  /** The tenant: a UUID, 8-4-4-4-12 hexadecimal digits (any case; lower case is the stored form). `urn:uuid:` and braced forms are refused with 400, before authorisation. */
  tenantLocator: string;
  /** Only events at or after this time. */
  startTimestamp?: string;
  /** Only events before this time. */
  endTimestamp?: string;
  /** The type to filter on. */
  type?: string;
  /**
   * How many events to return at most (1 to 1000).
   * @default 100
   */
  pageSize?: number;
  /** The `pagingToken` of the previous page. */
  pagingToken?: string;
}

/** Arguments of {@link InsuiteMethods.fetchEvent | fetchEvent}: Read an event. */
export interface FetchEventArgs {
  /** The tenant: a UUID, 8-4-4-4-12 hexadecimal digits (any case; lower case is the stored form). `urn:uuid:` and braced forms are refused with 400, before authorisation. */
  tenantLocator: string;
  /** The locator of the event. */
  locator: string;
}

/** Arguments of {@link InsuiteMethods.createWebhook | createWebhook}: Create a webhook. */
export interface CreateWebhookArgs {
  /** The tenant: a UUID, 8-4-4-4-12 hexadecimal digits (any case; lower case is the stored form). `urn:uuid:` and braced forms are refused with 400, before authorisation. */
  tenantLocator: string;
  /** Makes this create safe to send again: a repeat with the same key and request within 24 hours is answered the first answer and does nothing; another request under the key is a 409. */
  'Idempotency-Key'?: string;
  /** A new webhook. It receives the events of its types recorded after its creation, in order. A disabled webhook receives nothing and does not catch up on the events it missed when it is enabled again. */
  body: CreateWebhookRequest;
}

/** Arguments of {@link InsuiteMethods.fetchWebhooks | fetchWebhooks}: List webhooks. */
export interface FetchWebhooksArgs {
  /** The tenant: a UUID, 8-4-4-4-12 hexadecimal digits (any case; lower case is the stored form). `urn:uuid:` and braced forms are refused with 400, before authorisation. */
  tenantLocator: string;
  /**
   * How many items to skip.
   * @default 0
   */
  offset?: number;
  /**
   * How many items to return at most (1 to 1000).
   * @default 100
   */
  count?: number;
  /** The name. */
  name?: string;
  /** Only webhooks with this `enabled` flag. */
  enabled?: boolean;
  /** Only webhooks with this `suspended` flag. */
  suspended?: boolean;
  /** Only webhooks that are enabled and not suspended (true) or the others (false). */
  active?: boolean;
  /** Only webhooks subscribed to one of these event types. */
  eventTypes?: string[];
  /** Absent or `true`: the list record with `listCompleted`. `false`: the bare array of items. */
  extended?: boolean;
}

/** Arguments of {@link InsuiteMethods.fetchWebhook | fetchWebhook}: Read a webhook. */
export interface FetchWebhookArgs {
  /** The tenant: a UUID, 8-4-4-4-12 hexadecimal digits (any case; lower case is the stored form). `urn:uuid:` and braced forms are refused with 400, before authorisation. */
  tenantLocator: string;
  /** The webhook. */
  webhookLocator: string;
}

/** Arguments of {@link InsuiteMethods.deleteWebhook | deleteWebhook}: Delete a webhook. */
export interface DeleteWebhookArgs {
  /** The tenant: a UUID, 8-4-4-4-12 hexadecimal digits (any case; lower case is the stored form). `urn:uuid:` and braced forms are refused with 400, before authorisation. */
  tenantLocator: string;
  /** The webhook. */
  webhookLocator: string;
}

/** Arguments of {@link InsuiteMethods.updateWebhook | updateWebhook}: Update a webhook. */
export interface UpdateWebhookArgs {
  /** The tenant: a UUID, 8-4-4-4-12 hexadecimal digits (any case; lower case is the stored form). `urn:uuid:` and braced forms are refused with 400, before authorisation. */
  tenantLocator: string;
  /** The webhook. */
  webhookLocator: string;
  /** Changes to a webhook. `removeFailureHandling` removes failure handling (then `failureHandling` is ignored). */
  body: UpdateWebhookRequest;
}

/** Arguments of {@link InsuiteMethods.fetchMultipleDivertedEvents | fetchMultipleDivertedEvents}: List diverted events. */
export interface FetchMultipleDivertedEventsArgs {
  /** The tenant: a UUID, 8-4-4-4-12 hexadecimal digits (any case; lower case is the stored form). `urn:uuid:` and braced forms are refused with 400, before authorisation. */
  tenantLocator: string;
  /** The webhook. */
  webhookLocator: string;
  /**
   * How many items to skip.
   * @default 0
   */
  offset?: number;
  /**
   * How many items to return at most (1 to 1000).
   * @default 100
   */
  count?: number;
}

/** Arguments of {@link InsuiteMethods.fetchDivertedEvent | fetchDivertedEvent}: Read a diverted event. */
export interface FetchDivertedEventArgs {
  /** The tenant: a UUID, 8-4-4-4-12 hexadecimal digits (any case; lower case is the stored form). `urn:uuid:` and braced forms are refused with 400, before authorisation. */
  tenantLocator: string;
  /** The webhook. */
  webhookLocator: string;
  /** The event. */
  eventLocator: string;
}

/** Arguments of {@link InsuiteMethods.deleteDivertedEvent | deleteDivertedEvent}: Delete a diverted event. */
export interface DeleteDivertedEventArgs {
  /** The tenant: a UUID, 8-4-4-4-12 hexadecimal digits (any case; lower case is the stored form). `urn:uuid:` and braced forms are refused with 400, before authorisation. */
  tenantLocator: string;
  /** The webhook. */
  webhookLocator: string;
  /** The event. */
  eventLocator: string;
}

/** What {@link InsuiteMethods.deleteDivertedEvent | deleteDivertedEvent} answers. */
export type DeleteDivertedEventResult = Json<'deleteDivertedEvent'>;

/** Arguments of {@link InsuiteMethods.resendDivertedEvent | resendDivertedEvent}: Resend a diverted event. */
export interface ResendDivertedEventArgs {
  /** The tenant: a UUID, 8-4-4-4-12 hexadecimal digits (any case; lower case is the stored form). `urn:uuid:` and braced forms are refused with 400, before authorisation. */
  tenantLocator: string;
  /** The webhook. */
  webhookLocator: string;
  /** The event. */
  eventLocator: string;
}

/** What {@link InsuiteMethods.resendDivertedEvent | resendDivertedEvent} answers. */
export type ResendDivertedEventResult = Json<'resendDivertedEvent'>;

/** Arguments of {@link InsuiteMethods.unsuspendWebhook | unsuspendWebhook}: Resume a suspended webhook. */
export interface UnsuspendWebhookArgs {
  /** The tenant: a UUID, 8-4-4-4-12 hexadecimal digits (any case; lower case is the stored form). `urn:uuid:` and braced forms are refused with 400, before authorisation. */
  tenantLocator: string;
  /** The webhook. */
  webhookLocator: string;
}

/** Arguments of {@link InsuiteMethods.getHealth | getHealth}: Liveness. */
export type GetHealthArgs = Record<string, never>;

/** Arguments of {@link InsuiteMethods.getMetrics | getMetrics}: Prometheus metrics. */
export type GetMetricsArgs = Record<string, never>;

/** Arguments of {@link InsuiteMethods.getOpenApiSpec | getOpenApiSpec}: This contract. */
export type GetOpenApiSpecArgs = Record<string, never>;

/** Arguments of {@link InsuiteMethods.getOpenApiJson | getOpenApiJson}: This contract as JSON. */
export type GetOpenApiJsonArgs = Record<string, never>;

/** What {@link InsuiteMethods.getOpenApiJson | getOpenApiJson} answers. */
export type GetOpenApiJsonResult = Json<'getOpenApiJson'>;

/** Arguments of {@link InsuiteMethods.createPayment | createPayment}: Create a payment. */
export interface CreatePaymentArgs {
  /** The tenant: a UUID, 8-4-4-4-12 hexadecimal digits (any case; lower case is the stored form). `urn:uuid:` and braced forms are refused with 400, before authorisation. */
  tenantLocator: string;
  /** Makes this create safe to send again: a repeat with the same key and request within 24 hours is answered the first answer and does nothing; another request under the key is a 409. */
  'Idempotency-Key'?: string;
  /** A payment to record, or the whole of a payment that replaces one. */
  body: PaymentCreateRequest;
}

/** Arguments of {@link InsuiteMethods.fetchMultiplePayments | fetchMultiplePayments}: List payments. */
export interface FetchMultiplePaymentsArgs {
  /** The tenant: a UUID, 8-4-4-4-12 hexadecimal digits (any case; lower case is the stored form). `urn:uuid:` and braced forms are refused with 400, before authorisation. */
  tenantLocator: string;
  /**
   * How many items to skip.
   * @default 0
   */
  offset?: number;
  /**
   * How many items to return at most (1 to 1000).
   * @default 100
   */
  count?: number;
  /** Only the payments of this account. */
  accountLocator?: string;
  /** Only the payments with this invoice, invoice item or account among their targets. */
  targetContainerLocator?: string;
  /** Absent or `true`: the list record with `listCompleted`. `false`: the bare array of items. */
  extended?: boolean;
}

/** Arguments of {@link InsuiteMethods.fetchPaymentsWithNumber | fetchPaymentsWithNumber}: Fetch payments by number. */
export interface FetchPaymentsWithNumberArgs {
  /** The tenant: a UUID, 8-4-4-4-12 hexadecimal digits (any case; lower case is the stored form). `urn:uuid:` and braced forms are refused with 400, before authorisation. */
  tenantLocator: string;
  /** The payment number. */
  paymentNumber: string;
}

/** Arguments of {@link InsuiteMethods.fetchPayment | fetchPayment}: Fetch a payment. */
export interface FetchPaymentArgs {
  /** The tenant: a UUID, 8-4-4-4-12 hexadecimal digits (any case; lower case is the stored form). `urn:uuid:` and braced forms are refused with 400, before authorisation. */
  tenantLocator: string;
  /** The locator of the payment. */
  locator: string;
}

/** Arguments of {@link InsuiteMethods.updatePaymentOverwriteData | updatePaymentOverwriteData}: Replace a payment. */
export interface UpdatePaymentOverwriteDataArgs {
  /** The tenant: a UUID, 8-4-4-4-12 hexadecimal digits (any case; lower case is the stored form). `urn:uuid:` and braced forms are refused with 400, before authorisation. */
  tenantLocator: string;
  /** The locator of the payment. */
  locator: string;
  /** A payment to record, or the whole of a payment that replaces one. */
  body: PaymentCreateRequest;
}

/** Arguments of {@link InsuiteMethods.updatePayment | updatePayment}: Update a payment. */
export interface UpdatePaymentArgs {
  /** The tenant: a UUID, 8-4-4-4-12 hexadecimal digits (any case; lower case is the stored form). `urn:uuid:` and braced forms are refused with 400, before authorisation. */
  tenantLocator: string;
  /** The locator of the payment. */
  locator: string;
  /** Changes to a payment: the fields given replace the stored ones; data keys are set and removed, targets added and removed (by container locator). */
  body: PaymentUpdateRequest;
}

/** Arguments of {@link InsuiteMethods.cancelPayment | cancelPayment}: Cancel a payment. */
export interface CancelPaymentArgs {
  /** The tenant: a UUID, 8-4-4-4-12 hexadecimal digits (any case; lower case is the stored form). `urn:uuid:` and braced forms are refused with 400, before authorisation. */
  tenantLocator: string;
  /** The locator of the payment. */
  locator: string;
}

/** Arguments of {@link InsuiteMethods.discardPayment | discardPayment}: Discard a payment. */
export interface DiscardPaymentArgs {
  /** The tenant: a UUID, 8-4-4-4-12 hexadecimal digits (any case; lower case is the stored form). `urn:uuid:` and braced forms are refused with 400, before authorisation. */
  tenantLocator: string;
  /** The locator of the payment. */
  locator: string;
}

/** Arguments of {@link InsuiteMethods.failPayment | failPayment}: Mark a payment failed. */
export interface FailPaymentArgs {
  /** The tenant: a UUID, 8-4-4-4-12 hexadecimal digits (any case; lower case is the stored form). `urn:uuid:` and braced forms are refused with 400, before authorisation. */
  tenantLocator: string;
  /** The locator of the payment. */
  locator: string;
}

/** Arguments of {@link InsuiteMethods.fetchInvoicesTargetedByAPayment | fetchInvoicesTargetedByAPayment}: List the invoices of a payment. */
export interface FetchInvoicesTargetedByAPaymentArgs {
  /** The tenant: a UUID, 8-4-4-4-12 hexadecimal digits (any case; lower case is the stored form). `urn:uuid:` and braced forms are refused with 400, before authorisation. */
  tenantLocator: string;
  /** The locator of the payment. */
  locator: string;
  /** Also when the payment was reversed. */
  includeReversed?: boolean;
  /**
   * How many items to skip.
   * @default 0
   */
  offset?: number;
  /**
   * How many items to return at most (1 to 1000).
   * @default 100
   */
  count?: number;
  /** Accepted for compatibility; the answer is the same. */
  extended?: boolean;
}

/** Arguments of {@link InsuiteMethods.postPayment | postPayment}: Post a payment. */
export interface PostPaymentArgs {
  /** The tenant: a UUID, 8-4-4-4-12 hexadecimal digits (any case; lower case is the stored form). `urn:uuid:` and braced forms are refused with 400, before authorisation. */
  tenantLocator: string;
  /** The locator of the payment. */
  locator: string;
}

/** Arguments of {@link InsuiteMethods.resetPayment | resetPayment}: Reset a payment. */
export interface ResetPaymentArgs {
  /** The tenant: a UUID, 8-4-4-4-12 hexadecimal digits (any case; lower case is the stored form). `urn:uuid:` and braced forms are refused with 400, before authorisation. */
  tenantLocator: string;
  /** The locator of the payment. */
  locator: string;
}

/** Arguments of {@link InsuiteMethods.validatePayment | validatePayment}: Validate a payment. */
export interface ValidatePaymentArgs {
  /** The tenant: a UUID, 8-4-4-4-12 hexadecimal digits (any case; lower case is the stored form). `urn:uuid:` and braced forms are refused with 400, before authorisation. */
  tenantLocator: string;
  /** The locator of the payment. */
  locator: string;
}

/** Arguments of {@link InsuiteMethods.reversePayment | reversePayment}: Reverse a payment. */
export interface ReversePaymentArgs {
  /** The tenant: a UUID, 8-4-4-4-12 hexadecimal digits (any case; lower case is the stored form). `urn:uuid:` and braced forms are refused with 400, before authorisation. */
  tenantLocator: string;
  /** The locator of the payment. */
  locator: string;
  /** Why a posted payment is reversed. */
  body: CreditDistributionReverseRequest;
}

/** Arguments of {@link InsuiteMethods.previewPaymentPost | previewPaymentPost}: Preview posting a payment. */
export interface PreviewPaymentPostArgs {
  /** The tenant: a UUID, 8-4-4-4-12 hexadecimal digits (any case; lower case is the stored form). `urn:uuid:` and braced forms are refused with 400, before authorisation. */
  tenantLocator: string;
  /** The locator of the payment. */
  locator: string;
}

/** Arguments of {@link InsuiteMethods.previewPaymentValidate | previewPaymentValidate}: Preview validating a payment. */
export interface PreviewPaymentValidateArgs {
  /** The tenant: a UUID, 8-4-4-4-12 hexadecimal digits (any case; lower case is the stored form). `urn:uuid:` and braced forms are refused with 400, before authorisation. */
  tenantLocator: string;
  /** The locator of the payment. */
  locator: string;
}

/** Arguments of {@link InsuiteMethods.fetchInvoicesForAccount | fetchInvoicesForAccount}: List the invoices of an account. */
export interface FetchInvoicesForAccountArgs {
  /** The tenant: a UUID, 8-4-4-4-12 hexadecimal digits (any case; lower case is the stored form). `urn:uuid:` and braced forms are refused with 400, before authorisation. */
  tenantLocator: string;
  /** The locator of the account. */
  accountLocator: string;
  /**
   * Include invoices whose total is zero.
   * @default false
   */
  includeZeroAmountInvoices?: boolean;
  /**
   * How many items to skip.
   * @default 0
   */
  offset?: number;
  /**
   * How many items to return at most (1 to 1000).
   * @default 100
   */
  count?: number;
  /** Accepted for compatibility; the answer is the same. */
  extended?: boolean;
}

/** Arguments of {@link InsuiteMethods.initiateEarlyInvoicing | initiateEarlyInvoicing}: Invoice installments early. */
export interface InitiateEarlyInvoicingArgs {
  /** The tenant: a UUID, 8-4-4-4-12 hexadecimal digits (any case; lower case is the stored form). `urn:uuid:` and braced forms are refused with 400, before authorisation. */
  tenantLocator: string;
  /** Installments to invoice now rather than at their generate time. */
  body: EarlyInvoicingRequest;
}

/** Arguments of {@link InsuiteMethods.fetchInvoiceWithNumber | fetchInvoiceWithNumber}: Fetch invoices by number. */
export interface FetchInvoiceWithNumberArgs {
  /** The tenant: a UUID, 8-4-4-4-12 hexadecimal digits (any case; lower case is the stored form). `urn:uuid:` and braced forms are refused with 400, before authorisation. */
  tenantLocator: string;
  /** The invoice number. */
  invoiceNumber: string;
}

/** Arguments of {@link InsuiteMethods.fetchInvoicesForPolicy | fetchInvoicesForPolicy}: List the invoices of a policy. */
export interface FetchInvoicesForPolicyArgs {
  /** The tenant: a UUID, 8-4-4-4-12 hexadecimal digits (any case; lower case is the stored form). `urn:uuid:` and braced forms are refused with 400, before authorisation. */
  tenantLocator: string;
  /** The locator of the policy. */
  policyLocator: string;
  /**
   * Include invoices whose total is zero.
   * @default false
   */
  includeZeroAmountInvoices?: boolean;
  /**
   * How many items to skip.
   * @default 0
   */
  offset?: number;
  /**
   * How many items to return at most (1 to 1000).
   * @default 100
   */
  count?: number;
  /** Accepted for compatibility; the answer is the same. */
  extended?: boolean;
}

/** Arguments of {@link InsuiteMethods.previewInvoicesForQuote | previewInvoicesForQuote}: Preview the invoices of a quote. */
export interface PreviewInvoicesForQuoteArgs {
  /** The tenant: a UUID, 8-4-4-4-12 hexadecimal digits (any case; lower case is the stored form). `urn:uuid:` and braced forms are refused with 400, before authorisation. */
  tenantLocator: string;
  /** The locator of the quote. */
  locator: string;
  /**
   * Include invoices whose total is zero.
   * @default false
   */
  includeZeroAmountInvoices?: boolean;
  /** How many invoices to answer at most (1 to 1000). */
  count?: number;
}

/** Arguments of {@link InsuiteMethods.fetchInvoicesForQuote | fetchInvoicesForQuote}: List the invoices of a quote. */
export interface FetchInvoicesForQuoteArgs {
  /** The tenant: a UUID, 8-4-4-4-12 hexadecimal digits (any case; lower case is the stored form). `urn:uuid:` and braced forms are refused with 400, before authorisation. */
  tenantLocator: string;
  /** The locator of the quote. */
  quoteLocator: string;
  /**
   * Include invoices whose total is zero.
   * @default false
   */
  includeZeroAmountInvoices?: boolean;
  /**
   * How many items to skip.
   * @default 0
   */
  offset?: number;
  /**
   * How many items to return at most (1 to 1000).
   * @default 100
   */
  count?: number;
  /** Accepted for compatibility; the answer is the same. */
  extended?: boolean;
}

/** Arguments of {@link InsuiteMethods.previewInvoicesForTransaction | previewInvoicesForTransaction}: Preview the invoices of a transaction. */
export interface PreviewInvoicesForTransactionArgs {
  /** The tenant: a UUID, 8-4-4-4-12 hexadecimal digits (any case; lower case is the stored form). `urn:uuid:` and braced forms are refused with 400, before authorisation. */
  tenantLocator: string;
  /** The locator of the transaction. */
  locator: string;
  /**
   * Include invoices whose total is zero.
   * @default false
   */
  includeZeroAmountInvoices?: boolean;
  /** How many invoices to answer at most (1 to 1000). */
  count?: number;
}

/** Arguments of {@link InsuiteMethods.getInvoiceWithItems | getInvoiceWithItems}: Fetch an invoice. */
export interface GetInvoiceWithItemsArgs {
  /** The tenant: a UUID, 8-4-4-4-12 hexadecimal digits (any case; lower case is the stored form). `urn:uuid:` and braced forms are refused with 400, before authorisation. */
  tenantLocator: string;
  /** The locator of the invoice. */
  locator: string;
}

/** Arguments of {@link InsuiteMethods.updateInvoice | updateInvoice}: Update an invoice. */
export interface UpdateInvoiceArgs {
  /** The tenant: a UUID, 8-4-4-4-12 hexadecimal digits (any case; lower case is the stored form). `urn:uuid:` and braced forms are refused with 400, before authorisation. */
  tenantLocator: string;
  /** The locator of the invoice. */
  locator: string;
  /** The autopay settings of an invoice. */
  body: InvoiceUpdateRequest;
}

/** Arguments of {@link InsuiteMethods.fetchInvoiceDetails | fetchInvoiceDetails}: Fetch the details of an invoice. */
export interface FetchInvoiceDetailsArgs {
  /** The tenant: a UUID, 8-4-4-4-12 hexadecimal digits (any case; lower case is the stored form). `urn:uuid:` and braced forms are refused with 400, before authorisation. */
  tenantLocator: string;
  /** The locator of the invoice. */
  locator: string;
}

/** Arguments of {@link InsuiteMethods.generateInvoiceNumber | generateInvoiceNumber}: Generate an invoice number. */
export interface GenerateInvoiceNumberArgs {
  /** The tenant: a UUID, 8-4-4-4-12 hexadecimal digits (any case; lower case is the stored form). `urn:uuid:` and braced forms are refused with 400, before authorisation. */
  tenantLocator: string;
  /** The locator of the invoice. */
  locator: string;
}

/** Arguments of {@link InsuiteMethods.setInvoiceNumber | setInvoiceNumber}: Set an invoice number. */
export interface SetInvoiceNumberArgs {
  /** The tenant: a UUID, 8-4-4-4-12 hexadecimal digits (any case; lower case is the stored form). `urn:uuid:` and braced forms are refused with 400, before authorisation. */
  tenantLocator: string;
  /** The locator of the invoice. */
  locator: string;
  /** The invoice number. */
  invoiceNumber: string;
}

/** Arguments of {@link InsuiteMethods.settleNegativeOrZeroInvoice | settleNegativeOrZeroInvoice}: Settle an invoice of zero or less. */
export interface SettleNegativeOrZeroInvoiceArgs {
  /** The tenant: a UUID, 8-4-4-4-12 hexadecimal digits (any case; lower case is the stored form). `urn:uuid:` and braced forms are refused with 400, before authorisation. */
  tenantLocator: string;
  /** The locator of the invoice. */
  locator: string;
  /**
   * Accepted for compatibility; the answer is the same.
   * @default false
   */
  forced?: boolean;
}

/** Arguments of {@link InsuiteMethods.writeOffInvoice | writeOffInvoice}: Write an invoice off. */
export interface WriteOffInvoiceArgs {
  /** The tenant: a UUID, 8-4-4-4-12 hexadecimal digits (any case; lower case is the stored form). `urn:uuid:` and braced forms are refused with 400, before authorisation. */
  tenantLocator: string;
  /** The locator of the invoice. */
  locator: string;
}

/** Arguments of {@link InsuiteMethods.fetchPaymentsForAnInvoice | fetchPaymentsForAnInvoice}: List the payments of an invoice. */
export interface FetchPaymentsForAnInvoiceArgs {
  /** The tenant: a UUID, 8-4-4-4-12 hexadecimal digits (any case; lower case is the stored form). `urn:uuid:` and braced forms are refused with 400, before authorisation. */
  tenantLocator: string;
  /** The locator of the invoice. */
  locator: string;
  /** Also the payments that were reversed (left out unless true). */
  includeReversed?: boolean;
  /**
   * How many items to skip.
   * @default 0
   */
  offset?: number;
  /**
   * How many items to return at most (1 to 1000).
   * @default 100
   */
  count?: number;
  /** Absent or `true`: the list record with `listCompleted`. `false`: the bare array of items. */
  extended?: boolean;
}

/** Arguments of {@link InsuiteMethods.fetchAccountCredit | fetchAccountCredit}: Fetch an account's credit. */
export interface FetchAccountCreditArgs {
  /** The tenant: a UUID, 8-4-4-4-12 hexadecimal digits (any case; lower case is the stored form). `urn:uuid:` and braced forms are refused with 400, before authorisation. */
  tenantLocator: string;
  /** The locator of the account. */
  locator: string;
}

/** Arguments of {@link InsuiteMethods.getDelinquenciesForAccount | getDelinquenciesForAccount}: List the delinquencies of an account. */
export interface GetDelinquenciesForAccountArgs {
  /** The tenant: a UUID, 8-4-4-4-12 hexadecimal digits (any case; lower case is the stored form). `urn:uuid:` and braced forms are refused with 400, before authorisation. */
  tenantLocator: string;
  /** The locator of the account. */
  accountLocator: string;
  /**
   * How many items to skip.
   * @default 0
   */
  offset?: number;
  /**
   * How many items to return at most (1 to 1000).
   * @default 100
   */
  count?: number;
  /** Absent or `true`: the list record with `listCompleted`. `false`: the bare array of items. */
  extended?: boolean;
}

/** Arguments of {@link InsuiteMethods.getDelinquenciesForInvoice | getDelinquenciesForInvoice}: List the delinquencies of an invoice. */
export interface GetDelinquenciesForInvoiceArgs {
  /** The tenant: a UUID, 8-4-4-4-12 hexadecimal digits (any case; lower case is the stored form). `urn:uuid:` and braced forms are refused with 400, before authorisation. */
  tenantLocator: string;
  /** The locator of the invoice. */
  invoiceLocator: string;
  /**
   * How many items to skip.
   * @default 0
   */
  offset?: number;
  /**
   * How many items to return at most (1 to 1000).
   * @default 100
   */
  count?: number;
  /** Absent or `true`: the list record with `listCompleted`. `false`: the bare array of items. */
  extended?: boolean;
}

/** Arguments of {@link InsuiteMethods.getDelinquenciesForPolicy | getDelinquenciesForPolicy}: List the delinquencies of a policy. */
export interface GetDelinquenciesForPolicyArgs {
  /** The tenant: a UUID, 8-4-4-4-12 hexadecimal digits (any case; lower case is the stored form). `urn:uuid:` and braced forms are refused with 400, before authorisation. */
  tenantLocator: string;
  /** The locator of the policy. */
  policyLocator: string;
  /**
   * How many items to skip.
   * @default 0
   */
  offset?: number;
  /**
   * How many items to return at most (1 to 1000).
   * @default 100
   */
  count?: number;
  /** Absent or `true`: the list record with `listCompleted`. `false`: the bare array of items. */
  extended?: boolean;
}

/** Arguments of {@link InsuiteMethods.fetchDelinquencyEvents | fetchDelinquencyEvents}: List the events of a delinquency. */
export interface FetchDelinquencyEventsArgs {
  /** The tenant: a UUID, 8-4-4-4-12 hexadecimal digits (any case; lower case is the stored form). `urn:uuid:` and braced forms are refused with 400, before authorisation. */
  tenantLocator: string;
  /** The locator of the delinquency. */
  delinquencyLocator: string;
  /**
   * How many items to skip.
   * @default 0
   */
  offset?: number;
  /**
   * How many items to return at most (1 to 1000).
   * @default 100
   */
  count?: number;
}

/** Arguments of {@link InsuiteMethods.getDelinquency | getDelinquency}: Fetch a delinquency. */
export interface GetDelinquencyArgs {
  /** The tenant: a UUID, 8-4-4-4-12 hexadecimal digits (any case; lower case is the stored form). `urn:uuid:` and braced forms are refused with 400, before authorisation. */
  tenantLocator: string;
  /** The locator of the delinquency. */
  locator: string;
}

/** Arguments of {@link InsuiteMethods.updateDelinquency | updateDelinquency}: Update a delinquency. */
export interface UpdateDelinquencyArgs {
  /** The tenant: a UUID, 8-4-4-4-12 hexadecimal digits (any case; lower case is the stored form). `urn:uuid:` and braced forms are refused with 400, before authorisation. */
  tenantLocator: string;
  /** The locator of the delinquency. */
  locator: string;
  /** A new end of grace for a delinquency. */
  body: DelinquencyUpdateRequest;
}

/** Arguments of {@link InsuiteMethods.inactivatePaymentProviderConfiguration | inactivatePaymentProviderConfiguration}: Deactivate a payment provider (deprecated). */
export interface InactivatePaymentProviderConfigurationArgs {
  /** The tenant: a UUID, 8-4-4-4-12 hexadecimal digits (any case; lower case is the stored form). `urn:uuid:` and braced forms are refused with 400, before authorisation. */
  tenantLocator: string;
  /** The locator of the payment provider configuration. */
  locator: string;
}

/** Arguments of {@link InsuiteMethods.fetchLogsList | fetchLogsList}: List plugin logs. */
export interface FetchLogsListArgs {
  /** The tenant: a UUID, 8-4-4-4-12 hexadecimal digits (any case; lower case is the stored form). `urn:uuid:` and braced forms are refused with 400, before authorisation. */
  tenantLocator: string;
  /** Only the logs of this request. */
  requestId?: string;
  /** Only the logs about this object (a quote). */
  objectLocator?: string;
  /** Only logs written at or after this time. */
  createdAtMin?: string;
  /** Only logs written at or before this time. */
  createdAtMax?: string;
  /**
   * How many items to skip.
   * @default 0
   */
  offset?: number;
  /**
   * How many items to return at most (1 to 1000).
   * @default 100
   */
  count?: number;
  /** Absent or `true`: the list record with `listCompleted`. `false`: the bare array of items. */
  extended?: boolean;
}

/** Arguments of {@link InsuiteMethods.fetchLogs | fetchLogs}: Read a plugin log. */
export interface FetchLogsArgs {
  /** The tenant: a UUID, 8-4-4-4-12 hexadecimal digits (any case; lower case is the stored form). `urn:uuid:` and braced forms are refused with 400, before authorisation. */
  tenantLocator: string;
  /** Accepted for compatibility; the answer is not compressed. */
  'Accept-Encoding'?: string;
  /** The locator of the plugin log. */
  locator: string;
}

/** Arguments of {@link InsuiteMethods.fetchChargesByAccount | fetchChargesByAccount}: List the charges of an account. */
export interface FetchChargesByAccountArgs {
  /** The tenant: a UUID, 8-4-4-4-12 hexadecimal digits (any case; lower case is the stored form). `urn:uuid:` and braced forms are refused with 400, before authorisation. */
  tenantLocator: string;
  /** The locator of the account. */
  accountLocator: string;
  /**
   * How many items to skip.
   * @default 0
   */
  offset?: number;
  /**
   * How many items to return at most (1 to 1000).
   * @default 100
   */
  count?: number;
}

/** Arguments of {@link InsuiteMethods.fetchInstallmentLatticesByPolicyLocator | fetchInstallmentLatticesByPolicyLocator}: List the installment lattices of a policy. */
export interface FetchInstallmentLatticesByPolicyLocatorArgs {
  /** The tenant: a UUID, 8-4-4-4-12 hexadecimal digits (any case; lower case is the stored form). `urn:uuid:` and braced forms are refused with 400, before authorisation. */
  tenantLocator: string;
  /** The locator of the policy. */
  policyLocator: string;
  /**
   * How many items to skip.
   * @default 0
   */
  offset?: number;
  /**
   * How many items to return at most (1 to 1000).
   * @default 100
   */
  count?: number;
  /** Accepted for compatibility; the answer is the same. */
  extended?: boolean;
}

/** Arguments of {@link InsuiteMethods.fetchLatestInstallmentLatticeByQuoteLocator | fetchLatestInstallmentLatticeByQuoteLocator}: Fetch the installment lattice of a quote. */
export interface FetchLatestInstallmentLatticeByQuoteLocatorArgs {
  /** The tenant: a UUID, 8-4-4-4-12 hexadecimal digits (any case; lower case is the stored form). `urn:uuid:` and braced forms are refused with 400, before authorisation. */
  tenantLocator: string;
  /** The locator of the quote. */
  quoteLocator: string;
}

/** Arguments of {@link InsuiteMethods.fetchInstallmentLatticeByLocator | fetchInstallmentLatticeByLocator}: Fetch an installment lattice. */
export interface FetchInstallmentLatticeByLocatorArgs {
  /** The tenant: a UUID, 8-4-4-4-12 hexadecimal digits (any case; lower case is the stored form). `urn:uuid:` and braced forms are refused with 400, before authorisation. */
  tenantLocator: string;
  /** The locator of the installment lattice. */
  installmentLatticeLocator: string;
}

/** Arguments of {@link InsuiteMethods.fetchInstallmentsForPolicy | fetchInstallmentsForPolicy}: List the installments of a policy. */
export interface FetchInstallmentsForPolicyArgs {
  /** The tenant: a UUID, 8-4-4-4-12 hexadecimal digits (any case; lower case is the stored form). `urn:uuid:` and braced forms are refused with 400, before authorisation. */
  tenantLocator: string;
  /** The locator of the policy. */
  policyLocator: string;
  /**
   * How many items to skip.
   * @default 0
   */
  offset?: number;
  /**
   * How many items to return at most (1 to 1000).
   * @default 100
   */
  count?: number;
  /** Accepted for compatibility; the answer is the same. */
  extended?: boolean;
}

/** Arguments of {@link InsuiteMethods.fetchInstallmentsForQuote | fetchInstallmentsForQuote}: Preview the installments of a quote. */
export interface FetchInstallmentsForQuoteArgs {
  /** The tenant: a UUID, 8-4-4-4-12 hexadecimal digits (any case; lower case is the stored form). `urn:uuid:` and braced forms are refused with 400, before authorisation. */
  tenantLocator: string;
  /** The locator of the quote. */
  quoteLocator: string;
  /**
   * How many items to skip.
   * @default 0
   */
  offset?: number;
  /**
   * How many items to return at most (1 to 1000).
   * @default 100
   */
  count?: number;
  /** Accepted for compatibility; the answer is the same. */
  extended?: boolean;
}

/** Arguments of {@link InsuiteMethods.fetchInstallmentsForPolicyTransaction | fetchInstallmentsForPolicyTransaction}: List the installments of a transaction. */
export interface FetchInstallmentsForPolicyTransactionArgs {
  /** The tenant: a UUID, 8-4-4-4-12 hexadecimal digits (any case; lower case is the stored form). `urn:uuid:` and braced forms are refused with 400, before authorisation. */
  tenantLocator: string;
  /** The locator of the transaction. */
  transactionLocator: string;
  /**
   * How many items to skip.
   * @default 0
   */
  offset?: number;
  /**
   * How many items to return at most (1 to 1000).
   * @default 100
   */
  count?: number;
  /** Accepted for compatibility; the answer is the same. */
  extended?: boolean;
}

/** Arguments of {@link InsuiteMethods.fetchInstallmentByLocator | fetchInstallmentByLocator}: Fetch an installment. */
export interface FetchInstallmentByLocatorArgs {
  /** The tenant: a UUID, 8-4-4-4-12 hexadecimal digits (any case; lower case is the stored form). `urn:uuid:` and braced forms are refused with 400, before authorisation. */
  tenantLocator: string;
  /** The locator of the installment. */
  installmentLocator: string;
}

/** Arguments of {@link InsuiteMethods.fetchChargesByPolicy | fetchChargesByPolicy}: List the charges of a policy. */
export interface FetchChargesByPolicyArgs {
  /** The tenant: a UUID, 8-4-4-4-12 hexadecimal digits (any case; lower case is the stored form). `urn:uuid:` and braced forms are refused with 400, before authorisation. */
  tenantLocator: string;
  /** The locator of the policy. */
  policyLocator: string;
  /**
   * How many items to skip.
   * @default 0
   */
  offset?: number;
  /**
   * How many items to return at most (1 to 1000).
   * @default 100
   */
  count?: number;
}

/** Arguments of {@link InsuiteMethods.fetchChargesByTransaction | fetchChargesByTransaction}: List the charges of a transaction. */
export interface FetchChargesByTransactionArgs {
  /** The tenant: a UUID, 8-4-4-4-12 hexadecimal digits (any case; lower case is the stored form). `urn:uuid:` and braced forms are refused with 400, before authorisation. */
  tenantLocator: string;
  /** The locator of the transaction. */
  transactionLocator: string;
  /** Accepted for compatibility: every charge of the transaction is answered. */
  includeAll?: boolean;
  /**
   * How many items to skip.
   * @default 0
   */
  offset?: number;
  /**
   * How many items to return at most (1 to 1000).
   * @default 100
   */
  count?: number;
}

/** Arguments of {@link InsuiteMethods.createAutoRenewal | createAutoRenewal}: Create an auto-renewal. */
export interface CreateAutoRenewalArgs {
  /** The tenant: a UUID, 8-4-4-4-12 hexadecimal digits (any case; lower case is the stored form). `urn:uuid:` and braced forms are refused with 400, before authorisation. */
  tenantLocator: string;
  /** Makes this create safe to send again: a repeat with the same key and request within 24 hours is answered the first answer and does nothing; another request under the key is a 409. */
  'Idempotency-Key'?: string;
  /** A new auto-renewal of a policy's latest term. */
  body: AutoRenewalCreateRequest;
}

/** Arguments of {@link InsuiteMethods.fetchAutoRenewal | fetchAutoRenewal}: Fetch an auto-renewal. */
export interface FetchAutoRenewalArgs {
  /** The tenant: a UUID, 8-4-4-4-12 hexadecimal digits (any case; lower case is the stored form). `urn:uuid:` and braced forms are refused with 400, before authorisation. */
  tenantLocator: string;
  /** The locator of the auto-renewal. */
  locator: string;
}

/** Arguments of {@link InsuiteMethods.putAutoRenewal | putAutoRenewal}: Replace an auto-renewal. */
export interface PutAutoRenewalArgs {
  /** The tenant: a UUID, 8-4-4-4-12 hexadecimal digits (any case; lower case is the stored form). `urn:uuid:` and braced forms are refused with 400, before authorisation. */
  tenantLocator: string;
  /** The locator of the auto-renewal. */
  locator: string;
  /** Every setting of an auto-renewal. */
  body: AutoRenewalPutRequest;
}

/** Arguments of {@link InsuiteMethods.updateAutoRenewal | updateAutoRenewal}: Update an auto-renewal. */
export interface UpdateAutoRenewalArgs {
  /** The tenant: a UUID, 8-4-4-4-12 hexadecimal digits (any case; lower case is the stored form). `urn:uuid:` and braced forms are refused with 400, before authorisation. */
  tenantLocator: string;
  /** The locator of the auto-renewal. */
  locator: string;
  /** Settings of an auto-renewal to change; the rest stay. */
  body: AutoRenewalUpdateRequest;
}

/** Arguments of {@link InsuiteMethods.reactivateAutoRenewal | reactivateAutoRenewal}: Reactivate an auto-renewal. */
export interface ReactivateAutoRenewalArgs {
  /** The tenant: a UUID, 8-4-4-4-12 hexadecimal digits (any case; lower case is the stored form). `urn:uuid:` and braced forms are refused with 400, before authorisation. */
  tenantLocator: string;
  /** The locator of the auto-renewal. */
  locator: string;
}

/** Arguments of {@link InsuiteMethods.discardAutoRenewal | discardAutoRenewal}: Discard an auto-renewal. */
export interface DiscardAutoRenewalArgs {
  /** The tenant: a UUID, 8-4-4-4-12 hexadecimal digits (any case; lower case is the stored form). `urn:uuid:` and braced forms are refused with 400, before authorisation. */
  tenantLocator: string;
  /** The locator of the auto-renewal. */
  locator: string;
}

/** Arguments of {@link InsuiteMethods.markPolicyForDoNotRenew | markPolicyForDoNotRenew}: Mark a policy not to be renewed. */
export interface MarkPolicyForDoNotRenewArgs {
  /** The tenant: a UUID, 8-4-4-4-12 hexadecimal digits (any case; lower case is the stored form). `urn:uuid:` and braced forms are refused with 400, before authorisation. */
  tenantLocator: string;
  /** The locator of the auto-renewal. */
  locator: string;
}

/** Arguments of {@link InsuiteMethods.createAccount | createAccount}: Create an account. */
export interface CreateAccountArgs {
  /** The tenant: a UUID, 8-4-4-4-12 hexadecimal digits (any case; lower case is the stored form). `urn:uuid:` and braced forms are refused with 400, before authorisation. */
  tenantLocator: string;
  /** Makes this create safe to send again: a repeat with the same key and request within 24 hours is answered the first answer and does nothing; another request under the key is a 409. */
  'Idempotency-Key'?: string;
  /** A new account of a configured account type. */
  body: AccountCreateRequest;
}

/** Arguments of {@link InsuiteMethods.fetchAccount | fetchAccount}: Read an account. */
export interface FetchAccountArgs {
  /** The tenant: a UUID, 8-4-4-4-12 hexadecimal digits (any case; lower case is the stored form). `urn:uuid:` and braced forms are refused with 400, before authorisation. */
  tenantLocator: string;
  /** The locator of the account. */
  locator: string;
}

/** Arguments of {@link InsuiteMethods.updateAccount | updateAccount}: Update an account. */
export interface UpdateAccountArgs {
  /** The tenant: a UUID, 8-4-4-4-12 hexadecimal digits (any case; lower case is the stored form). `urn:uuid:` and braced forms are refused with 400, before authorisation. */
  tenantLocator: string;
  /** The locator of the account. */
  locator: string;
  /** Data fields to set and to remove (by key), and the invoicing plan and installment preferences to name (each replacing the one the account has). */
  body: AccountUpdateRequest;
}

/** Arguments of {@link InsuiteMethods.fetchDependencyMapForAccount | fetchDependencyMapForAccount}: Show an account's constraint dependencies. */
export interface FetchDependencyMapForAccountArgs {
  /** The tenant: a UUID, 8-4-4-4-12 hexadecimal digits (any case; lower case is the stored form). `urn:uuid:` and braced forms are refused with 400, before authorisation. */
  tenantLocator: string;
  /** The locator of the account. */
  locator: string;
}

/** What {@link InsuiteMethods.fetchDependencyMapForAccount | fetchDependencyMapForAccount} answers. */
export type FetchDependencyMapForAccountResult = Json<'fetchDependencyMapForAccount'>;

/** Arguments of {@link InsuiteMethods.evaluateConstraintsForAccount | evaluateConstraintsForAccount}: Evaluate an account's constraints. */
export interface EvaluateConstraintsForAccountArgs {
  /** The tenant: a UUID, 8-4-4-4-12 hexadecimal digits (any case; lower case is the stored form). `urn:uuid:` and braced forms are refused with 400, before authorisation. */
  tenantLocator: string;
  /** The locator of the account. */
  locator: string;
  /** Keyed by field: each key is a constrained field of the account's type, and under it each key is a `where` column of its constraint with the prospective value to evaluate it with. Where columns not given take the stored value; `{}` asks for all constrained fields. An unknown field or where column is refused with 422 naming each. */
  body: BodyOf<'evaluateConstraintsForAccount', never>;
}

/** What {@link InsuiteMethods.evaluateConstraintsForAccount | evaluateConstraintsForAccount} answers. */
export type EvaluateConstraintsForAccountResult = Json<'evaluateConstraintsForAccount'>;

/** Arguments of {@link InsuiteMethods.fetchPoliciesForAccount | fetchPoliciesForAccount}: List the policies of an account. */
export interface FetchPoliciesForAccountArgs {
  /** The tenant: a UUID, 8-4-4-4-12 hexadecimal digits (any case; lower case is the stored form). `urn:uuid:` and braced forms are refused with 400, before authorisation. */
  tenantLocator: string;
  /** The locator of the account. */
  locator: string;
  /**
   * How many items to skip.
   * @default 0
   */
  offset?: number;
  /**
   * How many items to return at most (1 to 1000).
   * @default 100
   */
  count?: number;
  /** Accepted for compatibility; static data is not kept apart, so it changes nothing. */
  includeStaticData?: boolean;
  /** Absent or `true`: the list record with `listCompleted`. `false`: the bare array of items. */
  extended?: boolean;
}

/** Arguments of {@link InsuiteMethods.fetchQuotesForAccount | fetchQuotesForAccount}: List the quotes of an account. */
export interface FetchQuotesForAccountArgs {
  /** The tenant: a UUID, 8-4-4-4-12 hexadecimal digits (any case; lower case is the stored form). `urn:uuid:` and braced forms are refused with 400, before authorisation. */
  tenantLocator: string;
  /** The locator of the account. */
  locator: string;
  /**
   * How many items to skip.
   * @default 0
   */
  offset?: number;
  /**
   * How many items to return at most (1 to 1000).
   * @default 100
   */
  count?: number;
  /** Accepted for compatibility; static data is not kept apart, so it changes nothing. */
  includeStaticData?: boolean;
  /** Absent or `true`: the list record with `listCompleted`. `false`: the bare array of items. */
  extended?: boolean;
}

/** Arguments of {@link InsuiteMethods.fetchPoliciesWithNumber | fetchPoliciesWithNumber}: Find policies by number. */
export interface FetchPoliciesWithNumberArgs {
  /** The tenant: a UUID, 8-4-4-4-12 hexadecimal digits (any case; lower case is the stored form). `urn:uuid:` and braced forms are refused with 400, before authorisation. */
  tenantLocator: string;
  /** The policy number. */
  policyNumber: string;
}

/** Arguments of {@link InsuiteMethods.fetchMultipleSnapshots | fetchMultipleSnapshots}: List policy snapshots (deprecated). */
export interface FetchMultipleSnapshotsArgs {
  /** The tenant: a UUID, 8-4-4-4-12 hexadecimal digits (any case; lower case is the stored form). `urn:uuid:` and braced forms are refused with 400, before authorisation. */
  tenantLocator: string;
  /**
   * How many items to skip.
   * @default 0
   */
  offset?: number;
  /**
   * How many items to return at most (1 to 1000).
   * @default 100
   */
  count?: number;
}

/** Arguments of {@link InsuiteMethods.fetchPolicy | fetchPolicy}: Read a policy. */
export interface FetchPolicyArgs {
  /** The tenant: a UUID, 8-4-4-4-12 hexadecimal digits (any case; lower case is the stored form). `urn:uuid:` and braced forms are refused with 400, before authorisation. */
  tenantLocator: string;
  /** The locator of the policy. */
  locator: string;
}

/** Arguments of {@link InsuiteMethods.getTransactionsBranchesByPolicy | getTransactionsBranchesByPolicy}: List the open transactions by base. */
export interface GetTransactionsBranchesByPolicyArgs {
  /** The tenant: a UUID, 8-4-4-4-12 hexadecimal digits (any case; lower case is the stored form). `urn:uuid:` and braced forms are refused with 400, before authorisation. */
  tenantLocator: string;
  /** The locator of the policy. */
  locator: string;
}

/** What {@link InsuiteMethods.getTransactionsBranchesByPolicy | getTransactionsBranchesByPolicy} answers. */
export type GetTransactionsBranchesByPolicyResult = Json<'getTransactionsBranchesByPolicy'>;

/** Arguments of {@link InsuiteMethods.cancelPolicy | cancelPolicy}: Cancel a policy. */
export interface CancelPolicyArgs {
  /** The tenant: a UUID, 8-4-4-4-12 hexadecimal digits (any case; lower case is the stored form). `urn:uuid:` and braced forms are refused with 400, before authorisation. */
  tenantLocator: string;
  /** The locator of the policy. */
  locator: string;
  /** The issued transaction the new one builds on; it must be the policy's latest (the default). */
  baseLocator?: string;
  /** When the transaction takes effect and, for a change or renewal, where the term ends. */
  body: ParamsChangeInstructionCreateRequest;
}

/** Arguments of {@link InsuiteMethods.changePolicy | changePolicy}: Change a policy. */
export interface ChangePolicyArgs {
  /** The tenant: a UUID, 8-4-4-4-12 hexadecimal digits (any case; lower case is the stored form). `urn:uuid:` and braced forms are refused with 400, before authorisation. */
  tenantLocator: string;
  /** The locator of the policy. */
  locator: string;
  /** The issued transaction the new one builds on; it must be the policy's latest (the default). */
  baseLocator?: string;
  /** The request body. */
  body: BodyOf<'changePolicy', never>;
}

/** Arguments of {@link InsuiteMethods.fetchIssuedTransactions | fetchIssuedTransactions}: List the issued transactions of a policy. */
export interface FetchIssuedTransactionsArgs {
  /** The tenant: a UUID, 8-4-4-4-12 hexadecimal digits (any case; lower case is the stored form). `urn:uuid:` and braced forms are refused with 400, before authorisation. */
  tenantLocator: string;
  /** The locator of the policy. */
  locator: string;
  /**
   * How many items to skip.
   * @default 0
   */
  offset?: number;
  /**
   * How many items to return at most (1 to 1000).
   * @default 100
   */
  count?: number;
  /** Accepted for compatibility; the answer is the same. */
  extended?: boolean;
}

/** Arguments of {@link InsuiteMethods.generatePolicyNumber | generatePolicyNumber}: Generate a policy number. */
export interface GeneratePolicyNumberArgs {
  /** The tenant: a UUID, 8-4-4-4-12 hexadecimal digits (any case; lower case is the stored form). `urn:uuid:` and braced forms are refused with 400, before authorisation. */
  tenantLocator: string;
  /** The locator of the policy. */
  locator: string;
}

/** Arguments of {@link InsuiteMethods.setPolicyNumber | setPolicyNumber}: Set a policy number. */
export interface SetPolicyNumberArgs {
  /** The tenant: a UUID, 8-4-4-4-12 hexadecimal digits (any case; lower case is the stored form). `urn:uuid:` and braced forms are refused with 400, before authorisation. */
  tenantLocator: string;
  /** The locator of the policy. */
  locator: string;
  /** The number to give the policy. */
  policyNumber: string;
}

/** Arguments of {@link InsuiteMethods.reinstatePolicy | reinstatePolicy}: Reinstate a policy. */
export interface ReinstatePolicyArgs {
  /** The tenant: a UUID, 8-4-4-4-12 hexadecimal digits (any case; lower case is the stored form). `urn:uuid:` and braced forms are refused with 400, before authorisation. */
  tenantLocator: string;
  /** The locator of the policy. */
  locator: string;
  /** The issued transaction the new one builds on; it must be the policy's latest (the default). */
  baseLocator?: string;
  /** The request body. */
  body: BodyOf<'reinstatePolicy', never>;
}

/** Arguments of {@link InsuiteMethods.renewPolicy | renewPolicy}: Renew a policy. */
export interface RenewPolicyArgs {
  /** The tenant: a UUID, 8-4-4-4-12 hexadecimal digits (any case; lower case is the stored form). `urn:uuid:` and braced forms are refused with 400, before authorisation. */
  tenantLocator: string;
  /** The locator of the policy. */
  locator: string;
  /** The issued transaction the new one builds on; it must be the policy's latest (the default). */
  baseLocator?: string;
  /** The request body. */
  body: BodyOf<'renewPolicy', never>;
}

/** Arguments of {@link InsuiteMethods.updatePolicyDelinquencyPlan | updatePolicyDelinquencyPlan}: Set a policy's delinquency plan. */
export interface UpdatePolicyDelinquencyPlanArgs {
  /** The tenant: a UUID, 8-4-4-4-12 hexadecimal digits (any case; lower case is the stored form). `urn:uuid:` and braced forms are refused with 400, before authorisation. */
  tenantLocator: string;
  /** The locator of the policy. */
  locator: string;
  /** The delinquency plan to follow from now on. */
  body: DelinquencyPlanUpdateRequest;
}

/** Arguments of {@link InsuiteMethods.updateQuoteDelinquencyPlan | updateQuoteDelinquencyPlan}: Set a quote's delinquency plan. */
export interface UpdateQuoteDelinquencyPlanArgs {
  /** The tenant: a UUID, 8-4-4-4-12 hexadecimal digits (any case; lower case is the stored form). `urn:uuid:` and braced forms are refused with 400, before authorisation. */
  tenantLocator: string;
  /** The locator of the quote. */
  locator: string;
  /** The delinquency plan to follow from now on. */
  body: DelinquencyPlanUpdateRequest;
}

/** Arguments of {@link InsuiteMethods.updatePolicyAutoRenewalPlan | updatePolicyAutoRenewalPlan}: Set a policy's auto-renewal plan. */
export interface UpdatePolicyAutoRenewalPlanArgs {
  /** The tenant: a UUID, 8-4-4-4-12 hexadecimal digits (any case; lower case is the stored form). `urn:uuid:` and braced forms are refused with 400, before authorisation. */
  tenantLocator: string;
  /** The locator of the policy. */
  locator: string;
  /** The auto-renewal plan a policy follows. */
  body: AutoRenewalPlanUpdateRequest;
}

/** Arguments of {@link InsuiteMethods.reversePolicyChange | reversePolicyChange}: Reverse issued transactions. */
export interface ReversePolicyChangeArgs {
  /** The tenant: a UUID, 8-4-4-4-12 hexadecimal digits (any case; lower case is the stored form). `urn:uuid:` and braced forms are refused with 400, before authorisation. */
  tenantLocator: string;
  /** The locator of the policy. */
  locator: string;
  /** Which issued transactions to reverse, and the one to go back to. */
  body: PolicyTransactionReversalRequest;
}

/** Arguments of {@link InsuiteMethods.fetchPolicySnapshot | fetchPolicySnapshot}: Read a policy as it stood at a date. */
export interface FetchPolicySnapshotArgs {
  /** The tenant: a UUID, 8-4-4-4-12 hexadecimal digits (any case; lower case is the stored form). `urn:uuid:` and braced forms are refused with 400, before authorisation. */
  tenantLocator: string;
  /** The locator of the policy. */
  locator: string;
  /** The time to look at. */
  date: string;
  /**
   * `true`: only transactions issued by `date` count.
   * @default false
   */
  byIssuedTime?: boolean;
}

/** Arguments of {@link InsuiteMethods.fetchTermSummaryByTermNumber | fetchTermSummaryByTermNumber}: Summarize a term by number. */
export interface FetchTermSummaryByTermNumberArgs {
  /** The tenant: a UUID, 8-4-4-4-12 hexadecimal digits (any case; lower case is the stored form). `urn:uuid:` and braced forms are refused with 400, before authorisation. */
  tenantLocator: string;
  /** The locator of the policy. */
  locator: string;
  /** The number of the term, 1 for the first. */
  termNumber?: number;
}

/** Arguments of {@link InsuiteMethods.fetchMultipleTerms | fetchMultipleTerms}: List the terms of a policy. */
export interface FetchMultipleTermsArgs {
  /** The tenant: a UUID, 8-4-4-4-12 hexadecimal digits (any case; lower case is the stored form). `urn:uuid:` and braced forms are refused with 400, before authorisation. */
  tenantLocator: string;
  /** The locator of the policy. */
  locator: string;
  /**
   * How many items to skip.
   * @default 0
   */
  offset?: number;
  /**
   * How many items to return at most (1 to 1000).
   * @default 100
   */
  count?: number;
  /** Accepted for compatibility; the answer is the same. */
  extended?: boolean;
}

/** Arguments of {@link InsuiteMethods.createPolicyTransaction | createPolicyTransaction}: Create a transaction of a declared type. */
export interface CreatePolicyTransactionArgs {
  /** The tenant: a UUID, 8-4-4-4-12 hexadecimal digits (any case; lower case is the stored form). `urn:uuid:` and braced forms are refused with 400, before authorisation. */
  tenantLocator: string;
  /** The locator of the policy. */
  locator: string;
  /** A transaction type the configuration's `transactionTypes` declares (or a published default: change, cancellation, reinstatement, renewal). */
  transactionType: string;
  /** The issued transaction the new one builds on; it must be the policy's latest (the default). */
  baseLocator?: string;
  /** The request body. */
  body: BodyOf<'createPolicyTransaction', never>;
}

/** Arguments of {@link InsuiteMethods.transactionPricePreview | transactionPricePreview}: Price a transaction without creating it. */
export interface TransactionPricePreviewArgs {
  /** The tenant: a UUID, 8-4-4-4-12 hexadecimal digits (any case; lower case is the stored form). `urn:uuid:` and braced forms are refused with 400, before authorisation. */
  tenantLocator: string;
  /** The locator of the policy. */
  locator: string;
  /** A transaction type the configuration's `transactionTypes` declares (or a published default: change, cancellation, reinstatement, renewal). */
  transactionType: string;
  /** The issued transaction the new one builds on; it must be the policy's latest (the default). */
  baseLocator?: string;
  /** The request body. */
  body: BodyOf<'transactionPricePreview', never>;
}

/** Arguments of {@link InsuiteMethods.underwritePreview | underwritePreview}: Underwrite a transaction without creating it. */
export interface UnderwritePreviewArgs {
  /** The tenant: a UUID, 8-4-4-4-12 hexadecimal digits (any case; lower case is the stored form). `urn:uuid:` and braced forms are refused with 400, before authorisation. */
  tenantLocator: string;
  /** The locator of the policy. */
  locator: string;
  /** A transaction type the configuration's `transactionTypes` declares (or a published default: change, cancellation, reinstatement, renewal). */
  transactionType: string;
  /** The issued transaction the new one builds on; it must be the policy's latest (the default). */
  baseLocator?: string;
  /** The request body. */
  body: BodyOf<'underwritePreview', never>;
}

/** Arguments of {@link InsuiteMethods.transactionValidatePreview | transactionValidatePreview}: Validate a transaction without creating it. */
export interface TransactionValidatePreviewArgs {
  /** The tenant: a UUID, 8-4-4-4-12 hexadecimal digits (any case; lower case is the stored form). `urn:uuid:` and braced forms are refused with 400, before authorisation. */
  tenantLocator: string;
  /** The locator of the policy. */
  locator: string;
  /** A transaction type the configuration's `transactionTypes` declares (or a published default: change, cancellation, reinstatement, renewal). */
  transactionType: string;
  /** The issued transaction the new one builds on; it must be the policy's latest (the default). */
  baseLocator?: string;
  /** The request body. */
  body: BodyOf<'transactionValidatePreview', never>;
}

/** Arguments of {@link InsuiteMethods.createQuickQuote | createQuickQuote}: Create a quick quote. */
export interface CreateQuickQuoteArgs {
  /** The tenant: a UUID, 8-4-4-4-12 hexadecimal digits (any case; lower case is the stored form). `urn:uuid:` and braced forms are refused with 400, before authorisation. */
  tenantLocator: string;
  /** Makes this create safe to send again: a repeat with the same key and request within 24 hours is answered the first answer and does nothing; another request under the key is a 409. */
  'Idempotency-Key'?: string;
  /** A new quick quote of a configured product. */
  body: QuickQuoteCreateRequest;
}

/** Arguments of {@link InsuiteMethods.fetchQuickQuote | fetchQuickQuote}: Read a quick quote. */
export interface FetchQuickQuoteArgs {
  /** The tenant: a UUID, 8-4-4-4-12 hexadecimal digits (any case; lower case is the stored form). `urn:uuid:` and braced forms are refused with 400, before authorisation. */
  tenantLocator: string;
  /** The locator of the quick quote. */
  locator: string;
}

/** Arguments of {@link InsuiteMethods.updateQuickQuote | updateQuickQuote}: Update a quick quote. */
export interface UpdateQuickQuoteArgs {
  /** The tenant: a UUID, 8-4-4-4-12 hexadecimal digits (any case; lower case is the stored form). `urn:uuid:` and braced forms are refused with 400, before authorisation. */
  tenantLocator: string;
  /** The locator of the quick quote. */
  locator: string;
  /** Changes to a quick quote. */
  body: QuickQuoteUpdateRequest;
}

/** Arguments of {@link InsuiteMethods.fetchDependencyMapForQuickQuote | fetchDependencyMapForQuickQuote}: Show a quick quote's constraint dependencies. */
export interface FetchDependencyMapForQuickQuoteArgs {
  /** The tenant: a UUID, 8-4-4-4-12 hexadecimal digits (any case; lower case is the stored form). `urn:uuid:` and braced forms are refused with 400, before authorisation. */
  tenantLocator: string;
  /** The locator of the quick quote. */
  locator: string;
}

/** What {@link InsuiteMethods.fetchDependencyMapForQuickQuote | fetchDependencyMapForQuickQuote} answers. */
export type FetchDependencyMapForQuickQuoteResult = Json<'fetchDependencyMapForQuickQuote'>;

/** Arguments of {@link InsuiteMethods.evaluateConstraintsForQuickQuote | evaluateConstraintsForQuickQuote}: Evaluate a quick quote's constraints. */
export interface EvaluateConstraintsForQuickQuoteArgs {
  /** The tenant: a UUID, 8-4-4-4-12 hexadecimal digits (any case; lower case is the stored form). `urn:uuid:` and braced forms are refused with 400, before authorisation. */
  tenantLocator: string;
  /** The locator of the quick quote. */
  locator: string;
  /** Keyed by element: each key is the `staticLocator` of an element of the tree (the root, whose type is the product, included); under it each key is a constrained field of that element's type, and under the field each key is a `where` column of its constraint with the prospective value to evaluate it with (text, as table cells are compared). Where columns not given take the value the bound field holds now; a field given with `{}` uses only stored values; an element given with `{}` asks for all its constrained fields. An unknown element, field or where column is refused with 422 naming each. */
  body: BodyOf<'evaluateConstraintsForQuickQuote', never>;
}

/** What {@link InsuiteMethods.evaluateConstraintsForQuickQuote | evaluateConstraintsForQuickQuote} answers. */
export type EvaluateConstraintsForQuickQuoteResult = Json<'evaluateConstraintsForQuickQuote'>;

/** Arguments of {@link InsuiteMethods.createQuote | createQuote}: Create a quote. */
export interface CreateQuoteArgs {
  /** The tenant: a UUID, 8-4-4-4-12 hexadecimal digits (any case; lower case is the stored form). `urn:uuid:` and braced forms are refused with 400, before authorisation. */
  tenantLocator: string;
  /** Makes this create safe to send again: a repeat with the same key and request within 24 hours is answered the first answer and does nothing; another request under the key is a 409. */
  'Idempotency-Key'?: string;
  /** A new quote of a configured product for an account. */
  body: QuoteCreateRequest;
}

/** Arguments of {@link InsuiteMethods.fetchQuotesInATenant | fetchQuotesInATenant}: List quotes. */
export interface FetchQuotesInATenantArgs {
  /** The tenant: a UUID, 8-4-4-4-12 hexadecimal digits (any case; lower case is the stored form). `urn:uuid:` and braced forms are refused with 400, before authorisation. */
  tenantLocator: string;
  /**
   * How many items to skip.
   * @default 0
   */
  offset?: number;
  /**
   * How many items to return at most (1 to 1000).
   * @default 100
   */
  count?: number;
  /** Absent or `true`: the list record with `listCompleted`. `false`: the bare array of items. */
  extended?: boolean;
}

/** Arguments of {@link InsuiteMethods.quotePricePreview | quotePricePreview}: Price a quote without storing it. */
export interface QuotePricePreviewArgs {
  /** The tenant: a UUID, 8-4-4-4-12 hexadecimal digits (any case; lower case is the stored form). `urn:uuid:` and braced forms are refused with 400, before authorisation. */
  tenantLocator: string;
  /** A new quote of a configured product for an account. */
  body: QuoteCreateRequest;
}

/** Arguments of {@link InsuiteMethods.quoteValidatePreview | quoteValidatePreview}: Validate a quote without storing it. */
export interface QuoteValidatePreviewArgs {
  /** The tenant: a UUID, 8-4-4-4-12 hexadecimal digits (any case; lower case is the stored form). `urn:uuid:` and braced forms are refused with 400, before authorisation. */
  tenantLocator: string;
  /** A new quote of a configured product for an account. */
  body: QuoteCreateRequest;
}

/** Arguments of {@link InsuiteMethods.fetchQuote | fetchQuote}: Read a quote. */
export interface FetchQuoteArgs {
  /** The tenant: a UUID, 8-4-4-4-12 hexadecimal digits (any case; lower case is the stored form). `urn:uuid:` and braced forms are refused with 400, before authorisation. */
  tenantLocator: string;
  /** The locator of the quote. */
  locator: string;
}

/** Arguments of {@link InsuiteMethods.updateQuote | updateQuote}: Update a quote. */
export interface UpdateQuoteArgs {
  /** The tenant: a UUID, 8-4-4-4-12 hexadecimal digits (any case; lower case is the stored form). `urn:uuid:` and braced forms are refused with 400, before authorisation. */
  tenantLocator: string;
  /** The locator of the quote. */
  locator: string;
  /** Changes to a draft quote. */
  body: QuoteUpdateRequest;
}

/** Arguments of {@link InsuiteMethods.acceptQuote | acceptQuote}: Accept a quote. */
export interface AcceptQuoteArgs {
  /** The tenant: a UUID, 8-4-4-4-12 hexadecimal digits (any case; lower case is the stored form). `urn:uuid:` and braced forms are refused with 400, before authorisation. */
  tenantLocator: string;
  /** The locator of the quote. */
  locator: string;
}

/** Arguments of {@link InsuiteMethods.fetchDependencyMapForQuote | fetchDependencyMapForQuote}: Show a quote's constraint dependencies. */
export interface FetchDependencyMapForQuoteArgs {
  /** The tenant: a UUID, 8-4-4-4-12 hexadecimal digits (any case; lower case is the stored form). `urn:uuid:` and braced forms are refused with 400, before authorisation. */
  tenantLocator: string;
  /** The locator of the quote. */
  locator: string;
}

/** What {@link InsuiteMethods.fetchDependencyMapForQuote | fetchDependencyMapForQuote} answers. */
export type FetchDependencyMapForQuoteResult = Json<'fetchDependencyMapForQuote'>;

/** Arguments of {@link InsuiteMethods.evaluateConstraintsForQuote | evaluateConstraintsForQuote}: Evaluate a quote's constraints. */
export interface EvaluateConstraintsForQuoteArgs {
  /** The tenant: a UUID, 8-4-4-4-12 hexadecimal digits (any case; lower case is the stored form). `urn:uuid:` and braced forms are refused with 400, before authorisation. */
  tenantLocator: string;
  /** The locator of the quote. */
  locator: string;
  /** Keyed by element: each key is the `staticLocator` of an element of the tree (the root, whose type is the product, included); under it each key is a constrained field of that element's type, and under the field each key is a `where` column of its constraint with the prospective value to evaluate it with (text, as table cells are compared). Where columns not given take the value the bound field holds now; a field given with `{}` uses only stored values; an element given with `{}` asks for all its constrained fields. An unknown element, field or where column is refused with 422 naming each. */
  body: BodyOf<'evaluateConstraintsForQuote', never>;
}

/** What {@link InsuiteMethods.evaluateConstraintsForQuote | evaluateConstraintsForQuote} answers. */
export type EvaluateConstraintsForQuoteResult = Json<'evaluateConstraintsForQuote'>;

/** Arguments of {@link InsuiteMethods.copyQuote | copyQuote}: Copy a quote. */
export interface CopyQuoteArgs {
  /** The tenant: a UUID, 8-4-4-4-12 hexadecimal digits (any case; lower case is the stored form). `urn:uuid:` and braced forms are refused with 400, before authorisation. */
  tenantLocator: string;
  /** Makes this create safe to send again: a repeat with the same key and request within 24 hours is answered the first answer and does nothing; another request under the key is a 409. */
  'Idempotency-Key'?: string;
  /** The locator of the quote. */
  locator: string;
  /** The quote group the copy belongs to. */
  body: QuoteGroupAssignmentRequest;
}

/** Arguments of {@link InsuiteMethods.discardQuote | discardQuote}: Discard a quote. */
export interface DiscardQuoteArgs {
  /** The tenant: a UUID, 8-4-4-4-12 hexadecimal digits (any case; lower case is the stored form). `urn:uuid:` and braced forms are refused with 400, before authorisation. */
  tenantLocator: string;
  /** The locator of the quote. */
  locator: string;
}

/** Arguments of {@link InsuiteMethods.issueQuote | issueQuote}: Issue a quote. */
export interface IssueQuoteArgs {
  /** The tenant: a UUID, 8-4-4-4-12 hexadecimal digits (any case; lower case is the stored form). `urn:uuid:` and braced forms are refused with 400, before authorisation. */
  tenantLocator: string;
  /** The locator of the quote. */
  locator: string;
}

/** Arguments of {@link InsuiteMethods.fetchPricedQuote | fetchPricedQuote}: Read the price of a quote. */
export interface FetchPricedQuoteArgs {
  /** The tenant: a UUID, 8-4-4-4-12 hexadecimal digits (any case; lower case is the stored form). `urn:uuid:` and braced forms are refused with 400, before authorisation. */
  tenantLocator: string;
  /** The locator of the quote. */
  locator: string;
}

/** Arguments of {@link InsuiteMethods.priceQuote | priceQuote}: Price a quote. */
export interface PriceQuoteArgs {
  /** The tenant: a UUID, 8-4-4-4-12 hexadecimal digits (any case; lower case is the stored form). `urn:uuid:` and braced forms are refused with 400, before authorisation. */
  tenantLocator: string;
  /** The locator of the quote. */
  locator: string;
  /**
   * `true`: run the step and answer its result without storing anything or changing the quote's state.
   * @default false
   */
  stateless?: boolean;
}

/** Arguments of {@link InsuiteMethods.refuseQuote | refuseQuote}: Refuse a quote. */
export interface RefuseQuoteArgs {
  /** The tenant: a UUID, 8-4-4-4-12 hexadecimal digits (any case; lower case is the stored form). `urn:uuid:` and braced forms are refused with 400, before authorisation. */
  tenantLocator: string;
  /** The locator of the quote. */
  locator: string;
}

/** Arguments of {@link InsuiteMethods.resetQuote | resetQuote}: Reset a quote to draft. */
export interface ResetQuoteArgs {
  /** The tenant: a UUID, 8-4-4-4-12 hexadecimal digits (any case; lower case is the stored form). `urn:uuid:` and braced forms are refused with 400, before authorisation. */
  tenantLocator: string;
  /** The locator of the quote. */
  locator: string;
  /** What a reset does with the quote's flags: none given keeps them all. */
  body: ResetOptions;
}

/** Arguments of {@link InsuiteMethods.underwriteQuote | underwriteQuote}: Underwrite a quote. */
export interface UnderwriteQuoteArgs {
  /** The tenant: a UUID, 8-4-4-4-12 hexadecimal digits (any case; lower case is the stored form). `urn:uuid:` and braced forms are refused with 400, before authorisation. */
  tenantLocator: string;
  /** The locator of the quote. */
  locator: string;
  /**
   * `true`: run the step and answer its result without storing anything or changing the quote's state.
   * @default false
   */
  stateless?: boolean;
}

/** Arguments of {@link InsuiteMethods.fetchUnderwritingFlagsForQuote | fetchUnderwritingFlagsForQuote}: List the underwriting flags of a quote. */
export interface FetchUnderwritingFlagsForQuoteArgs {
  /** The tenant: a UUID, 8-4-4-4-12 hexadecimal digits (any case; lower case is the stored form). `urn:uuid:` and braced forms are refused with 400, before authorisation. */
  tenantLocator: string;
  /** The locator of the quote. */
  locator: string;
}

/** Arguments of {@link InsuiteMethods.updateUnderwritingFlagsForQuote | updateUnderwritingFlagsForQuote}: Add and clear underwriting flags. */
export interface UpdateUnderwritingFlagsForQuoteArgs {
  /** The tenant: a UUID, 8-4-4-4-12 hexadecimal digits (any case; lower case is the stored form). `urn:uuid:` and braced forms are refused with 400, before authorisation. */
  tenantLocator: string;
  /** The locator of the quote. */
  locator: string;
  /** Flags to add and flags to clear (by locator), in one change. */
  body: UnderwritingFlagsUpdateRequest;
}

/** Arguments of {@link InsuiteMethods.addUnderwritingApproveFlagForQuote | addUnderwritingApproveFlagForQuote}: Add a approve flag. */
export interface AddUnderwritingApproveFlagForQuoteArgs {
  /** The tenant: a UUID, 8-4-4-4-12 hexadecimal digits (any case; lower case is the stored form). `urn:uuid:` and braced forms are refused with 400, before authorisation. */
  tenantLocator: string;
  /** Makes this create safe to send again: a repeat with the same key and request within 24 hours is answered the first answer and does nothing; another request under the key is a 409. */
  'Idempotency-Key'?: string;
  /** The locator of the quote. */
  locator: string;
  /** A new underwriting flag. The level is the operation's; `level` in the body, when given, must be the same (in `addFlags` it is required). */
  body: UnderwritingFlagCreateRequest;
}

/** Arguments of {@link InsuiteMethods.clearUnderwritingApproveFlagForQuote | clearUnderwritingApproveFlagForQuote}: Clear a approve flag. */
export interface ClearUnderwritingApproveFlagForQuoteArgs {
  /** The tenant: a UUID, 8-4-4-4-12 hexadecimal digits (any case; lower case is the stored form). `urn:uuid:` and braced forms are refused with 400, before authorisation. */
  tenantLocator: string;
  /** The locator of the quote. */
  locator: string;
  /** The locator of the flag to clear. */
  flagLocator: string;
}

/** Arguments of {@link InsuiteMethods.addUnderwritingBlockFlagForQuote | addUnderwritingBlockFlagForQuote}: Add a block flag. */
export interface AddUnderwritingBlockFlagForQuoteArgs {
  /** The tenant: a UUID, 8-4-4-4-12 hexadecimal digits (any case; lower case is the stored form). `urn:uuid:` and braced forms are refused with 400, before authorisation. */
  tenantLocator: string;
  /** Makes this create safe to send again: a repeat with the same key and request within 24 hours is answered the first answer and does nothing; another request under the key is a 409. */
  'Idempotency-Key'?: string;
  /** The locator of the quote. */
  locator: string;
  /** A new underwriting flag. The level is the operation's; `level` in the body, when given, must be the same (in `addFlags` it is required). */
  body: UnderwritingFlagCreateRequest;
}

/** Arguments of {@link InsuiteMethods.clearUnderwritingBlockFlagForQuote | clearUnderwritingBlockFlagForQuote}: Clear a block flag. */
export interface ClearUnderwritingBlockFlagForQuoteArgs {
  /** The tenant: a UUID, 8-4-4-4-12 hexadecimal digits (any case; lower case is the stored form). `urn:uuid:` and braced forms are refused with 400, before authorisation. */
  tenantLocator: string;
  /** The locator of the quote. */
  locator: string;
  /** The locator of the flag to clear. */
  flagLocator: string;
}

/** Arguments of {@link InsuiteMethods.addUnderwritingDeclineFlagForQuote | addUnderwritingDeclineFlagForQuote}: Add a decline flag. */
export interface AddUnderwritingDeclineFlagForQuoteArgs {
  /** The tenant: a UUID, 8-4-4-4-12 hexadecimal digits (any case; lower case is the stored form). `urn:uuid:` and braced forms are refused with 400, before authorisation. */
  tenantLocator: string;
  /** Makes this create safe to send again: a repeat with the same key and request within 24 hours is answered the first answer and does nothing; another request under the key is a 409. */
  'Idempotency-Key'?: string;
  /** The locator of the quote. */
  locator: string;
  /** A new underwriting flag. The level is the operation's; `level` in the body, when given, must be the same (in `addFlags` it is required). */
  body: UnderwritingFlagCreateRequest;
}

/** Arguments of {@link InsuiteMethods.clearUnderwritingDeclineFlagForQuote | clearUnderwritingDeclineFlagForQuote}: Clear a decline flag. */
export interface ClearUnderwritingDeclineFlagForQuoteArgs {
  /** The tenant: a UUID, 8-4-4-4-12 hexadecimal digits (any case; lower case is the stored form). `urn:uuid:` and braced forms are refused with 400, before authorisation. */
  tenantLocator: string;
  /** The locator of the quote. */
  locator: string;
  /** The locator of the flag to clear. */
  flagLocator: string;
}

/** Arguments of {@link InsuiteMethods.addUnderwritingInfoFlagForQuote | addUnderwritingInfoFlagForQuote}: Add a info flag. */
export interface AddUnderwritingInfoFlagForQuoteArgs {
  /** The tenant: a UUID, 8-4-4-4-12 hexadecimal digits (any case; lower case is the stored form). `urn:uuid:` and braced forms are refused with 400, before authorisation. */
  tenantLocator: string;
  /** Makes this create safe to send again: a repeat with the same key and request within 24 hours is answered the first answer and does nothing; another request under the key is a 409. */
  'Idempotency-Key'?: string;
  /** The locator of the quote. */
  locator: string;
  /** A new underwriting flag. The level is the operation's; `level` in the body, when given, must be the same (in `addFlags` it is required). */
  body: UnderwritingFlagCreateRequest;
}

/** Arguments of {@link InsuiteMethods.clearUnderwritingInfoFlagForQuote | clearUnderwritingInfoFlagForQuote}: Clear a info flag. */
export interface ClearUnderwritingInfoFlagForQuoteArgs {
  /** The tenant: a UUID, 8-4-4-4-12 hexadecimal digits (any case; lower case is the stored form). `urn:uuid:` and braced forms are refused with 400, before authorisation. */
  tenantLocator: string;
  /** The locator of the quote. */
  locator: string;
  /** The locator of the flag to clear. */
  flagLocator: string;
}

/** Arguments of {@link InsuiteMethods.addUnderwritingRejectFlagForQuote | addUnderwritingRejectFlagForQuote}: Add a reject flag. */
export interface AddUnderwritingRejectFlagForQuoteArgs {
  /** The tenant: a UUID, 8-4-4-4-12 hexadecimal digits (any case; lower case is the stored form). `urn:uuid:` and braced forms are refused with 400, before authorisation. */
  tenantLocator: string;
  /** Makes this create safe to send again: a repeat with the same key and request within 24 hours is answered the first answer and does nothing; another request under the key is a 409. */
  'Idempotency-Key'?: string;
  /** The locator of the quote. */
  locator: string;
  /** A new underwriting flag. The level is the operation's; `level` in the body, when given, must be the same (in `addFlags` it is required). */
  body: UnderwritingFlagCreateRequest;
}

/** Arguments of {@link InsuiteMethods.clearUnderwritingRejectFlagForQuote | clearUnderwritingRejectFlagForQuote}: Clear a reject flag. */
export interface ClearUnderwritingRejectFlagForQuoteArgs {
  /** The tenant: a UUID, 8-4-4-4-12 hexadecimal digits (any case; lower case is the stored form). `urn:uuid:` and braced forms are refused with 400, before authorisation. */
  tenantLocator: string;
  /** The locator of the quote. */
  locator: string;
  /** The locator of the flag to clear. */
  flagLocator: string;
}

/** Arguments of {@link InsuiteMethods.validateQuote | validateQuote}: Validate a quote. */
export interface ValidateQuoteArgs {
  /** The tenant: a UUID, 8-4-4-4-12 hexadecimal digits (any case; lower case is the stored form). `urn:uuid:` and braced forms are refused with 400, before authorisation. */
  tenantLocator: string;
  /** The locator of the quote. */
  locator: string;
  /**
   * `true`: run the step and answer its result without storing anything or changing the quote's state.
   * @default false
   */
  stateless?: boolean;
}

/** Arguments of {@link InsuiteMethods.fetchTermsWithNumber | fetchTermsWithNumber}: Find terms by number. */
export interface FetchTermsWithNumberArgs {
  /** The tenant: a UUID, 8-4-4-4-12 hexadecimal digits (any case; lower case is the stored form). `urn:uuid:` and braced forms are refused with 400, before authorisation. */
  tenantLocator: string;
  /** The term number. */
  termNumber: string;
}

/** Arguments of {@link InsuiteMethods.fetchTerm | fetchTerm}: Read a term. */
export interface FetchTermArgs {
  /** The tenant: a UUID, 8-4-4-4-12 hexadecimal digits (any case; lower case is the stored form). `urn:uuid:` and braced forms are refused with 400, before authorisation. */
  tenantLocator: string;
  /** The locator of the term. */
  locator: string;
}

/** Arguments of {@link InsuiteMethods.fetchTermCharges | fetchTermCharges}: Read the charges of a term. */
export interface FetchTermChargesArgs {
  /** The tenant: a UUID, 8-4-4-4-12 hexadecimal digits (any case; lower case is the stored form). `urn:uuid:` and braced forms are refused with 400, before authorisation. */
  tenantLocator: string;
  /** The locator of the term. */
  locator: string;
}

/** What {@link InsuiteMethods.fetchTermCharges | fetchTermCharges} answers. */
export type FetchTermChargesResult = Json<'fetchTermCharges'>;

/** Arguments of {@link InsuiteMethods.generateTermNumber | generateTermNumber}: Generate a term number. */
export interface GenerateTermNumberArgs {
  /** The tenant: a UUID, 8-4-4-4-12 hexadecimal digits (any case; lower case is the stored form). `urn:uuid:` and braced forms are refused with 400, before authorisation. */
  tenantLocator: string;
  /** The locator of the term. */
  locator: string;
}

/** Arguments of {@link InsuiteMethods.setTermNumber | setTermNumber}: Set a term number. */
export interface SetTermNumberArgs {
  /** The tenant: a UUID, 8-4-4-4-12 hexadecimal digits (any case; lower case is the stored form). `urn:uuid:` and braced forms are refused with 400, before authorisation. */
  tenantLocator: string;
  /** The locator of the term. */
  locator: string;
  /** The number to give the term. */
  termNumber: string;
}

/** Arguments of {@link InsuiteMethods.fetchTermSummaryByTermLocator | fetchTermSummaryByTermLocator}: Summarize a term. */
export interface FetchTermSummaryByTermLocatorArgs {
  /** The tenant: a UUID, 8-4-4-4-12 hexadecimal digits (any case; lower case is the stored form). `urn:uuid:` and braced forms are refused with 400, before authorisation. */
  tenantLocator: string;
  /** The locator of the term. */
  locator: string;
}

/** Arguments of {@link InsuiteMethods.fetchPolicySegment | fetchPolicySegment}: Read a segment. */
export interface FetchPolicySegmentArgs {
  /** The tenant: a UUID, 8-4-4-4-12 hexadecimal digits (any case; lower case is the stored form). `urn:uuid:` and braced forms are refused with 400, before authorisation. */
  tenantLocator: string;
  /** The locator of the segment. */
  segmentLocator: string;
}

/** Arguments of {@link InsuiteMethods.fetchTransaction | fetchTransaction}: Read a policy transaction. */
export interface FetchTransactionArgs {
  /** The tenant: a UUID, 8-4-4-4-12 hexadecimal digits (any case; lower case is the stored form). `urn:uuid:` and braced forms are refused with 400, before authorisation. */
  tenantLocator: string;
  /** The locator of the policy transaction. */
  locator: string;
}

/** Arguments of {@link InsuiteMethods.acceptTransaction | acceptTransaction}: Accept a transaction. */
export interface AcceptTransactionArgs {
  /** The tenant: a UUID, 8-4-4-4-12 hexadecimal digits (any case; lower case is the stored form). `urn:uuid:` and braced forms are refused with 400, before authorisation. */
  tenantLocator: string;
  /** The locator of the policy transaction. */
  locator: string;
}

/** Arguments of {@link InsuiteMethods.fetchAffectedTransactions | fetchAffectedTransactions}: List the transactions an issue affected. */
export interface FetchAffectedTransactionsArgs {
  /** The tenant: a UUID, 8-4-4-4-12 hexadecimal digits (any case; lower case is the stored form). `urn:uuid:` and braced forms are refused with 400, before authorisation. */
  tenantLocator: string;
  /** The locator of the policy transaction. */
  locator: string;
}

/** Arguments of {@link InsuiteMethods.fetchAffectedTransactionsForListEndpoint | fetchAffectedTransactionsForListEndpoint}: List affected transactions (deprecated). */
export interface FetchAffectedTransactionsForListEndpointArgs {
  /** The tenant: a UUID, 8-4-4-4-12 hexadecimal digits (any case; lower case is the stored form). `urn:uuid:` and braced forms are refused with 400, before authorisation. */
  tenantLocator: string;
  /** The locator of the policy transaction. */
  locator: string;
}

/** Arguments of {@link InsuiteMethods.createPolicyChangeInstruction | createPolicyChangeInstruction}: Add a change instruction. */
export interface CreatePolicyChangeInstructionArgs {
  /** The tenant: a UUID, 8-4-4-4-12 hexadecimal digits (any case; lower case is the stored form). `urn:uuid:` and braced forms are refused with 400, before authorisation. */
  tenantLocator: string;
  /** The locator of the policy transaction. */
  locator: string;
  /** The request body. */
  body: BodyOf<'createPolicyChangeInstruction', never>;
}

/** Arguments of {@link InsuiteMethods.deleteChangeInstructionFromTransaction | deleteChangeInstructionFromTransaction}: Remove a change instruction. */
export interface DeleteChangeInstructionFromTransactionArgs {
  /** The tenant: a UUID, 8-4-4-4-12 hexadecimal digits (any case; lower case is the stored form). `urn:uuid:` and braced forms are refused with 400, before authorisation. */
  tenantLocator: string;
  /** The locator of the policy transaction. */
  locator: string;
  /** The locator of the instruction. */
  instructionLocator: string;
}

/** Arguments of {@link InsuiteMethods.updateChangeInstruction | updateChangeInstruction}: Replace a change instruction. */
export interface UpdateChangeInstructionArgs {
  /** The tenant: a UUID, 8-4-4-4-12 hexadecimal digits (any case; lower case is the stored form). `urn:uuid:` and braced forms are refused with 400, before authorisation. */
  tenantLocator: string;
  /** The locator of the policy transaction. */
  locator: string;
  /** The locator of the instruction. */
  instructionLocator: string;
  /** The request body. */
  body: BodyOf<'updateChangeInstruction', never>;
}

/** Arguments of {@link InsuiteMethods.discardTransaction | discardTransaction}: Discard a transaction. */
export interface DiscardTransactionArgs {
  /** The tenant: a UUID, 8-4-4-4-12 hexadecimal digits (any case; lower case is the stored form). `urn:uuid:` and braced forms are refused with 400, before authorisation. */
  tenantLocator: string;
  /** The locator of the policy transaction. */
  locator: string;
}

/** Arguments of {@link InsuiteMethods.addElementsToPolicyWithTransaction | addElementsToPolicyWithTransaction}: Add elements with a transaction. */
export interface AddElementsToPolicyWithTransactionArgs {
  /** The tenant: a UUID, 8-4-4-4-12 hexadecimal digits (any case; lower case is the stored form). `urn:uuid:` and braced forms are refused with 400, before authorisation. */
  tenantLocator: string;
  /** The locator of the policy transaction. */
  locator: string;
  /** The request body. */
  body: BodyOf<'addElementsToPolicyWithTransaction', never>;
}

/** Arguments of {@link InsuiteMethods.removeElementsFromPolicyWithTransaction | removeElementsFromPolicyWithTransaction}: Remove elements with a transaction. */
export interface RemoveElementsFromPolicyWithTransactionArgs {
  /** The tenant: a UUID, 8-4-4-4-12 hexadecimal digits (any case; lower case is the stored form). `urn:uuid:` and braced forms are refused with 400, before authorisation. */
  tenantLocator: string;
  /** The locator of the policy transaction. */
  locator: string;
  /** The request body. */
  body: BodyOf<'removeElementsFromPolicyWithTransaction', never>;
}

/** Arguments of {@link InsuiteMethods.updateElementsInPolicyWithTransaction | updateElementsInPolicyWithTransaction}: Change an element with a transaction. */
export interface UpdateElementsInPolicyWithTransactionArgs {
  /** The tenant: a UUID, 8-4-4-4-12 hexadecimal digits (any case; lower case is the stored form). `urn:uuid:` and braced forms are refused with 400, before authorisation. */
  tenantLocator: string;
  /** The locator of the policy transaction. */
  locator: string;
  /** Data changes to one existing element. */
  body: ElementUpdateRequest;
}

/** Arguments of {@link InsuiteMethods.fetchPolicyTransactionWithUpdatedChanges | fetchPolicyTransactionWithUpdatedChanges}: Read a transaction with its changes applied. */
export interface FetchPolicyTransactionWithUpdatedChangesArgs {
  /** The tenant: a UUID, 8-4-4-4-12 hexadecimal digits (any case; lower case is the stored form). `urn:uuid:` and braced forms are refused with 400, before authorisation. */
  tenantLocator: string;
  /** The locator of the policy transaction. */
  locator: string;
}

/** Arguments of {@link InsuiteMethods.fetchDependencyMapForPolicyTransaction | fetchDependencyMapForPolicyTransaction}: Show a transaction's constraint dependencies. */
export interface FetchDependencyMapForPolicyTransactionArgs {
  /** The tenant: a UUID, 8-4-4-4-12 hexadecimal digits (any case; lower case is the stored form). `urn:uuid:` and braced forms are refused with 400, before authorisation. */
  tenantLocator: string;
  /** The locator of the policy transaction. */
  locator: string;
}

/** What {@link InsuiteMethods.fetchDependencyMapForPolicyTransaction | fetchDependencyMapForPolicyTransaction} answers. */
export type FetchDependencyMapForPolicyTransactionResult = Json<'fetchDependencyMapForPolicyTransaction'>;

/** Arguments of {@link InsuiteMethods.evaluateConstraintsForPolicyTransaction | evaluateConstraintsForPolicyTransaction}: Evaluate a transaction's constraints. */
export interface EvaluateConstraintsForPolicyTransactionArgs {
  /** The tenant: a UUID, 8-4-4-4-12 hexadecimal digits (any case; lower case is the stored form). `urn:uuid:` and braced forms are refused with 400, before authorisation. */
  tenantLocator: string;
  /** The locator of the policy transaction. */
  locator: string;
  /** Keyed by element: each key is the `staticLocator` of an element of the tree (the root, whose type is the product, included); under it each key is a constrained field of that element's type, and under the field each key is a `where` column of its constraint with the prospective value to evaluate it with (text, as table cells are compared). Where columns not given take the value the bound field holds now; a field given with `{}` uses only stored values; an element given with `{}` asks for all its constrained fields. An unknown element, field or where column is refused with 422 naming each. */
  body: BodyOf<'evaluateConstraintsForPolicyTransaction', never>;
}

/** What {@link InsuiteMethods.evaluateConstraintsForPolicyTransaction | evaluateConstraintsForPolicyTransaction} answers. */
export type EvaluateConstraintsForPolicyTransactionResult = Json<'evaluateConstraintsForPolicyTransaction'>;

/** Arguments of {@link InsuiteMethods.initializeTransaction | initializeTransaction}: Initialize a transaction. */
export interface InitializeTransactionArgs {
  /** The tenant: a UUID, 8-4-4-4-12 hexadecimal digits (any case; lower case is the stored form). `urn:uuid:` and braced forms are refused with 400, before authorisation. */
  tenantLocator: string;
  /** The locator of the policy transaction. */
  locator: string;
}

/** Arguments of {@link InsuiteMethods.issueTransaction | issueTransaction}: Issue a transaction. */
export interface IssueTransactionArgs {
  /** The tenant: a UUID, 8-4-4-4-12 hexadecimal digits (any case; lower case is the stored form). `urn:uuid:` and braced forms are refused with 400, before authorisation. */
  tenantLocator: string;
  /** The locator of the policy transaction. */
  locator: string;
  /**
   * `true`: a transaction on a stale base (or invalidated by another's issue) is rebuilt on the policy's latest issued transaction, run through every step and issued when its flags let it.
   * @default false
   */
  autoRebase?: boolean;
}

/** Arguments of {@link InsuiteMethods.fetchTransactionPricing | fetchTransactionPricing}: Read the charges of a transaction. */
export interface FetchTransactionPricingArgs {
  /** The tenant: a UUID, 8-4-4-4-12 hexadecimal digits (any case; lower case is the stored form). `urn:uuid:` and braced forms are refused with 400, before authorisation. */
  tenantLocator: string;
  /** The locator of the transaction. */
  locator: string;
}

/** Arguments of {@link InsuiteMethods.priceTransaction | priceTransaction}: Price a transaction. */
export interface PriceTransactionArgs {
  /** The tenant: a UUID, 8-4-4-4-12 hexadecimal digits (any case; lower case is the stored form). `urn:uuid:` and braced forms are refused with 400, before authorisation. */
  tenantLocator: string;
  /** The locator of the policy transaction. */
  locator: string;
  /**
   * `true`: run the step and answer its result without storing anything or changing the transaction's state.
   * @default false
   */
  stateless?: boolean;
}

/** Arguments of {@link InsuiteMethods.refuseTransaction | refuseTransaction}: Refuse a transaction. */
export interface RefuseTransactionArgs {
  /** The tenant: a UUID, 8-4-4-4-12 hexadecimal digits (any case; lower case is the stored form). `urn:uuid:` and braced forms are refused with 400, before authorisation. */
  tenantLocator: string;
  /** The locator of the policy transaction. */
  locator: string;
}

/** Arguments of {@link InsuiteMethods.resetTransaction | resetTransaction}: Reset a transaction. */
export interface ResetTransactionArgs {
  /** The tenant: a UUID, 8-4-4-4-12 hexadecimal digits (any case; lower case is the stored form). `urn:uuid:` and braced forms are refused with 400, before authorisation. */
  tenantLocator: string;
  /** The locator of the policy transaction. */
  locator: string;
  /**
   * `true`: back to draft, where instructions can change again.
   * @default false
   */
  resetToDraft?: boolean;
  /** What a reset does with the quote's flags: none given keeps them all. */
  body: ResetOptions;
}

/** Arguments of {@link InsuiteMethods.fetchTransactionSegment | fetchTransactionSegment}: Read the segment of a transaction. */
export interface FetchTransactionSegmentArgs {
  /** The tenant: a UUID, 8-4-4-4-12 hexadecimal digits (any case; lower case is the stored form). `urn:uuid:` and braced forms are refused with 400, before authorisation. */
  tenantLocator: string;
  /** The locator of the policy transaction. */
  locator: string;
}

/** Arguments of {@link InsuiteMethods.fetchTransactionSegments | fetchTransactionSegments}: List transaction segments (deprecated). */
export interface FetchTransactionSegmentsArgs {
  /** The tenant: a UUID, 8-4-4-4-12 hexadecimal digits (any case; lower case is the stored form). `urn:uuid:` and braced forms are refused with 400, before authorisation. */
  tenantLocator: string;
  /** The locator of the policy transaction. */
  locator: string;
}

/** Arguments of {@link InsuiteMethods.fetchPolicySegmentEx | fetchPolicySegmentEx}: Read a transaction segment (deprecated). */
export interface FetchPolicySegmentExArgs {
  /** The tenant: a UUID, 8-4-4-4-12 hexadecimal digits (any case; lower case is the stored form). `urn:uuid:` and braced forms are refused with 400, before authorisation. */
  tenantLocator: string;
  /** The locator of the policy transaction. */
  locator: string;
  /** The segment. */
  segmentLocator: string;
}

/** Arguments of {@link InsuiteMethods.patchTransactionData | patchTransactionData}: Change the transaction data. */
export interface PatchTransactionDataArgs {
  /** The tenant: a UUID, 8-4-4-4-12 hexadecimal digits (any case; lower case is the stored form). `urn:uuid:` and braced forms are refused with 400, before authorisation. */
  tenantLocator: string;
  /** The locator of the policy transaction. */
  locator: string;
  /** Fields of the transaction's own data to set and to remove. */
  body: PatchTransactionDataRequest;
}

/** Arguments of {@link InsuiteMethods.underwriteTransaction | underwriteTransaction}: Underwrite a transaction. */
export interface UnderwriteTransactionArgs {
  /** The tenant: a UUID, 8-4-4-4-12 hexadecimal digits (any case; lower case is the stored form). `urn:uuid:` and braced forms are refused with 400, before authorisation. */
  tenantLocator: string;
  /** The locator of the policy transaction. */
  locator: string;
  /**
   * `true`: run the step and answer its result without storing anything or changing the transaction's state.
   * @default false
   */
  stateless?: boolean;
}

/** Arguments of {@link InsuiteMethods.fetchUnderwritingFlagsForTransaction | fetchUnderwritingFlagsForTransaction}: List the underwriting flags of a transaction. */
export interface FetchUnderwritingFlagsForTransactionArgs {
  /** The tenant: a UUID, 8-4-4-4-12 hexadecimal digits (any case; lower case is the stored form). `urn:uuid:` and braced forms are refused with 400, before authorisation. */
  tenantLocator: string;
  /** The locator of the policy transaction. */
  locator: string;
}

/** Arguments of {@link InsuiteMethods.updateUnderwritingFlagsForPolicyTransaction | updateUnderwritingFlagsForPolicyTransaction}: Add and clear underwriting flags of a transaction. */
export interface UpdateUnderwritingFlagsForPolicyTransactionArgs {
  /** The tenant: a UUID, 8-4-4-4-12 hexadecimal digits (any case; lower case is the stored form). `urn:uuid:` and braced forms are refused with 400, before authorisation. */
  tenantLocator: string;
  /** The locator of the policy transaction. */
  locator: string;
  /** Flags to add and flags to clear (by locator), in one change. */
  body: UnderwritingFlagsUpdateRequest;
}

/** Arguments of {@link InsuiteMethods.addApproveUnderwritingFlagsForTransaction | addApproveUnderwritingFlagsForTransaction}: Add a approve flag to a transaction. */
export interface AddApproveUnderwritingFlagsForTransactionArgs {
  /** The tenant: a UUID, 8-4-4-4-12 hexadecimal digits (any case; lower case is the stored form). `urn:uuid:` and braced forms are refused with 400, before authorisation. */
  tenantLocator: string;
  /** Makes this create safe to send again: a repeat with the same key and request within 24 hours is answered the first answer and does nothing; another request under the key is a 409. */
  'Idempotency-Key'?: string;
  /** The locator of the policy transaction. */
  locator: string;
  /** A new underwriting flag. The level is the operation's; `level` in the body, when given, must be the same (in `addFlags` it is required). */
  body: UnderwritingFlagCreateRequest;
}

/** Arguments of {@link InsuiteMethods.clearApproveUnderwritingFlagsForTransaction | clearApproveUnderwritingFlagsForTransaction}: Clear a approve flag of a transaction. */
export interface ClearApproveUnderwritingFlagsForTransactionArgs {
  /** The tenant: a UUID, 8-4-4-4-12 hexadecimal digits (any case; lower case is the stored form). `urn:uuid:` and braced forms are refused with 400, before authorisation. */
  tenantLocator: string;
  /** The locator of the policy transaction. */
  locator: string;
  /** The locator of the flag to clear. */
  flagLocator: string;
}

/** Arguments of {@link InsuiteMethods.addBlockUnderwritingFlagsForTransaction | addBlockUnderwritingFlagsForTransaction}: Add a block flag to a transaction. */
export interface AddBlockUnderwritingFlagsForTransactionArgs {
  /** The tenant: a UUID, 8-4-4-4-12 hexadecimal digits (any case; lower case is the stored form). `urn:uuid:` and braced forms are refused with 400, before authorisation. */
  tenantLocator: string;
  /** Makes this create safe to send again: a repeat with the same key and request within 24 hours is answered the first answer and does nothing; another request under the key is a 409. */
  'Idempotency-Key'?: string;
  /** The locator of the policy transaction. */
  locator: string;
  /** A new underwriting flag. The level is the operation's; `level` in the body, when given, must be the same (in `addFlags` it is required). */
  body: UnderwritingFlagCreateRequest;
}

/** Arguments of {@link InsuiteMethods.clearBlockUnderwritingFlagsForTransaction | clearBlockUnderwritingFlagsForTransaction}: Clear a block flag of a transaction. */
export interface ClearBlockUnderwritingFlagsForTransactionArgs {
  /** The tenant: a UUID, 8-4-4-4-12 hexadecimal digits (any case; lower case is the stored form). `urn:uuid:` and braced forms are refused with 400, before authorisation. */
  tenantLocator: string;
  /** The locator of the policy transaction. */
  locator: string;
  /** The locator of the flag to clear. */
  flagLocator: string;
}

/** Arguments of {@link InsuiteMethods.addDeclineUnderwritingFlagsForTransaction | addDeclineUnderwritingFlagsForTransaction}: Add a decline flag to a transaction. */
export interface AddDeclineUnderwritingFlagsForTransactionArgs {
  /** The tenant: a UUID, 8-4-4-4-12 hexadecimal digits (any case; lower case is the stored form). `urn:uuid:` and braced forms are refused with 400, before authorisation. */
  tenantLocator: string;
  /** Makes this create safe to send again: a repeat with the same key and request within 24 hours is answered the first answer and does nothing; another request under the key is a 409. */
  'Idempotency-Key'?: string;
  /** The locator of the policy transaction. */
  locator: string;
  /** A new underwriting flag. The level is the operation's; `level` in the body, when given, must be the same (in `addFlags` it is required). */
  body: UnderwritingFlagCreateRequest;
}

/** Arguments of {@link InsuiteMethods.clearDeclineUnderwritingFlagsForTransaction | clearDeclineUnderwritingFlagsForTransaction}: Clear a decline flag of a transaction. */
export interface ClearDeclineUnderwritingFlagsForTransactionArgs {
  /** The tenant: a UUID, 8-4-4-4-12 hexadecimal digits (any case; lower case is the stored form). `urn:uuid:` and braced forms are refused with 400, before authorisation. */
  tenantLocator: string;
  /** The locator of the policy transaction. */
  locator: string;
  /** The locator of the flag to clear. */
  flagLocator: string;
}

/** Arguments of {@link InsuiteMethods.addInfoUnderwritingFlagsForTransaction | addInfoUnderwritingFlagsForTransaction}: Add a info flag to a transaction. */
export interface AddInfoUnderwritingFlagsForTransactionArgs {
  /** The tenant: a UUID, 8-4-4-4-12 hexadecimal digits (any case; lower case is the stored form). `urn:uuid:` and braced forms are refused with 400, before authorisation. */
  tenantLocator: string;
  /** Makes this create safe to send again: a repeat with the same key and request within 24 hours is answered the first answer and does nothing; another request under the key is a 409. */
  'Idempotency-Key'?: string;
  /** The locator of the policy transaction. */
  locator: string;
  /** A new underwriting flag. The level is the operation's; `level` in the body, when given, must be the same (in `addFlags` it is required). */
  body: UnderwritingFlagCreateRequest;
}

/** Arguments of {@link InsuiteMethods.clearInfoUnderwritingFlagsForTransaction | clearInfoUnderwritingFlagsForTransaction}: Clear a info flag of a transaction. */
export interface ClearInfoUnderwritingFlagsForTransactionArgs {
  /** The tenant: a UUID, 8-4-4-4-12 hexadecimal digits (any case; lower case is the stored form). `urn:uuid:` and braced forms are refused with 400, before authorisation. */
  tenantLocator: string;
  /** The locator of the policy transaction. */
  locator: string;
  /** The locator of the flag to clear. */
  flagLocator: string;
}

/** Arguments of {@link InsuiteMethods.addRejectUnderwritingFlagsForTransaction | addRejectUnderwritingFlagsForTransaction}: Add a reject flag to a transaction. */
export interface AddRejectUnderwritingFlagsForTransactionArgs {
  /** The tenant: a UUID, 8-4-4-4-12 hexadecimal digits (any case; lower case is the stored form). `urn:uuid:` and braced forms are refused with 400, before authorisation. */
  tenantLocator: string;
  /** Makes this create safe to send again: a repeat with the same key and request within 24 hours is answered the first answer and does nothing; another request under the key is a 409. */
  'Idempotency-Key'?: string;
  /** The locator of the policy transaction. */
  locator: string;
  /** A new underwriting flag. The level is the operation's; `level` in the body, when given, must be the same (in `addFlags` it is required). */
  body: UnderwritingFlagCreateRequest;
}

/** Arguments of {@link InsuiteMethods.clearRejectUnderwritingFlagsForTransaction | clearRejectUnderwritingFlagsForTransaction}: Clear a reject flag of a transaction. */
export interface ClearRejectUnderwritingFlagsForTransactionArgs {
  /** The tenant: a UUID, 8-4-4-4-12 hexadecimal digits (any case; lower case is the stored form). `urn:uuid:` and braced forms are refused with 400, before authorisation. */
  tenantLocator: string;
  /** The locator of the policy transaction. */
  locator: string;
  /** The locator of the flag to clear. */
  flagLocator: string;
}

/** Arguments of {@link InsuiteMethods.validateTransaction | validateTransaction}: Validate a transaction. */
export interface ValidateTransactionArgs {
  /** The tenant: a UUID, 8-4-4-4-12 hexadecimal digits (any case; lower case is the stored form). `urn:uuid:` and braced forms are refused with 400, before authorisation. */
  tenantLocator: string;
  /** The locator of the policy transaction. */
  locator: string;
  /**
   * `true`: run the step and answer its result without storing anything or changing the transaction's state.
   * @default false
   */
  stateless?: boolean;
}

/** Arguments of {@link InsuiteMethods.getReadiness | getReadiness}: Readiness. */
export type GetReadinessArgs = Record<string, never>;

/** Arguments of {@link InsuiteMethods.createConstraintTable | createConstraintTable}: Upload a constraint table. */
export interface CreateConstraintTableArgs {
  /** The tenant: a UUID, 8-4-4-4-12 hexadecimal digits (any case; lower case is the stored form). `urn:uuid:` and braced forms are refused with 400, before authorisation. */
  tenantLocator: string;
  /** Makes this create safe to send again: a repeat with the same key and request within 24 hours is answered the first answer and does nothing; another request under the key is a 409. */
  'Idempotency-Key'?: string;
  /** The resource instance's name, unique in the tenant. */
  name: string;
  /** The static name declared in the configuration. */
  staticName: string;
  /** Jurisdictions the instance applies to (repeat the parameter for several). */
  jurisdiction?: string[];
  /**
   * The request body.
   * Sent as multipart/form-data or application/zip, chosen by the value given.
   */
  body: BodyOf<'createConstraintTable', never>;
}

/** Arguments of {@link InsuiteMethods.zipConstraintTable | zipConstraintTable}: Download a constraint table. */
export interface ZipConstraintTableArgs {
  /** The tenant: a UUID, 8-4-4-4-12 hexadecimal digits (any case; lower case is the stored form). `urn:uuid:` and braced forms are refused with 400, before authorisation. */
  tenantLocator: string;
  /** The resource instance's name (or static name with `byStaticName`). */
  name: string;
}

/** Arguments of {@link InsuiteMethods.replaceConstraintTable | replaceConstraintTable}: Replace a constraint table's content. */
export interface ReplaceConstraintTableArgs {
  /** The tenant: a UUID, 8-4-4-4-12 hexadecimal digits (any case; lower case is the stored form). `urn:uuid:` and braced forms are refused with 400, before authorisation. */
  tenantLocator: string;
  /** The resource instance's name (or static name with `byStaticName`). */
  name: string;
  /**
   * The request body.
   * Sent as multipart/form-data or application/zip, chosen by the value given.
   */
  body: BodyOf<'replaceConstraintTable', never>;
}

/** Arguments of {@link InsuiteMethods.fetchConstraints | fetchConstraints}: Read constraint values. */
export interface FetchConstraintsArgs {
  /** The tenant: a UUID, 8-4-4-4-12 hexadecimal digits (any case; lower case is the stored form). `urn:uuid:` and braced forms are refused with 400, before authorisation. */
  tenantLocator: string;
  /** The resource instance's name (or static name with `byStaticName`). */
  name: string;
  /** With `byStaticName`: the moment whose resource groups apply (default: now). */
  date?: string;
  /** With `byStaticName`: prefer the instance for this jurisdiction. */
  jurisdiction?: string;
  /**
   * Resolve `name` as a static name through the resource groups in effect at `date`.
   * @default true
   */
  byStaticName?: boolean;
  /** Values binding the leading columns in declared order (repeat the parameter). */
  key?: string[];
}

/** What {@link InsuiteMethods.fetchConstraints | fetchConstraints} answers. */
export type FetchConstraintsResult = Json<'fetchConstraints'>;

/** Arguments of {@link InsuiteMethods.createDocumentResource | createDocumentResource}: Upload a static document. */
export interface CreateDocumentResourceArgs {
  /** The tenant: a UUID, 8-4-4-4-12 hexadecimal digits (any case; lower case is the stored form). `urn:uuid:` and braced forms are refused with 400, before authorisation. */
  tenantLocator: string;
  /** Makes this create safe to send again: a repeat with the same key and request within 24 hours is answered the first answer and does nothing; another request under the key is a 409. */
  'Idempotency-Key'?: string;
  /** The resource instance's name, unique in the tenant. */
  name: string;
  /** The static name declared in the configuration. */
  staticName: string;
  /** Jurisdictions the instance applies to (repeat the parameter for several). */
  jurisdiction?: string[];
  /** The request body. */
  body: BodyOf<'createDocumentResource', never>;
}

/** Arguments of {@link InsuiteMethods.fetchDocumentResourceByName | fetchDocumentResourceByName}: Download a static document. */
export interface FetchDocumentResourceByNameArgs {
  /** The tenant: a UUID, 8-4-4-4-12 hexadecimal digits (any case; lower case is the stored form). `urn:uuid:` and braced forms are refused with 400, before authorisation. */
  tenantLocator: string;
  /** The resource instance's name (or static name with `byStaticName`). */
  name: string;
  /**
   * Resolve `name` as a static name through the resource groups in effect at `date`.
   * @default false
   */
  byStaticName?: boolean;
  /** With `byStaticName`: the moment whose resource groups apply (default: now). */
  date?: string;
  /** With `byStaticName`: prefer the instance for this jurisdiction. */
  jurisdiction?: string;
}

/** Arguments of {@link InsuiteMethods.updateDocument | updateDocument}: Replace a static document. */
export interface UpdateDocumentArgs {
  /** The tenant: a UUID, 8-4-4-4-12 hexadecimal digits (any case; lower case is the stored form). `urn:uuid:` and braced forms are refused with 400, before authorisation. */
  tenantLocator: string;
  /** The resource instance's name (or static name with `byStaticName`). */
  name: string;
  /** The request body. */
  body: BodyOf<'updateDocument', never>;
}

/** Arguments of {@link InsuiteMethods.addFont | addFont}: Upload a font. */
export interface AddFontArgs {
  /** The tenant: a UUID, 8-4-4-4-12 hexadecimal digits (any case; lower case is the stored form). `urn:uuid:` and braced forms are refused with 400, before authorisation. */
  tenantLocator: string;
  /** Makes this create safe to send again: a repeat with the same key and request within 24 hours is answered the first answer and does nothing; another request under the key is a 409. */
  'Idempotency-Key'?: string;
  /** The resource instance's name, unique in the tenant. */
  name: string;
  /** The static name declared in the configuration. */
  staticName: string;
  /** Jurisdictions the instance applies to (repeat the parameter for several). */
  jurisdiction?: string[];
  /** The request body. */
  body: BodyOf<'addFont', never>;
}

/** Arguments of {@link InsuiteMethods.fetchFont | fetchFont}: Download a font. */
export interface FetchFontArgs {
  /** The tenant: a UUID, 8-4-4-4-12 hexadecimal digits (any case; lower case is the stored form). `urn:uuid:` and braced forms are refused with 400, before authorisation. */
  tenantLocator: string;
  /** The resource instance's name (or static name with `byStaticName`). */
  name: string;
}

/** Arguments of {@link InsuiteMethods.createResourceGroup | createResourceGroup}: Create a resource group. */
export interface CreateResourceGroupArgs {
  /** The tenant: a UUID, 8-4-4-4-12 hexadecimal digits (any case; lower case is the stored form). `urn:uuid:` and braced forms are refused with 400, before authorisation. */
  tenantLocator: string;
  /** Makes this create safe to send again: a repeat with the same key and request within 24 hours is answered the first answer and does nothing; another request under the key is a 409. */
  'Idempotency-Key'?: string;
  /** A new resource group. */
  body: ResourceGroupCreateRequest;
}

/** Arguments of {@link InsuiteMethods.fetchResourceGroups | fetchResourceGroups}: List resource groups. */
export interface FetchResourceGroupsArgs {
  /** The tenant: a UUID, 8-4-4-4-12 hexadecimal digits (any case; lower case is the stored form). `urn:uuid:` and braced forms are refused with 400, before authorisation. */
  tenantLocator: string;
  /**
   * How many items to skip.
   * @default 0
   */
  offset?: number;
  /**
   * How many items to return at most (1 to 1000).
   * @default 100
   */
  count?: number;
  /** Absent or `true`: the list record with `listCompleted`. `false`: the bare array of items. */
  extended?: boolean;
  /**
   * Leave out retired groups.
   * @default true
   */
  excludeRetired?: boolean;
  /**
   * Leave out groups that are not retired.
   * @default false
   */
  excludeActive?: boolean;
}

/** Arguments of {@link InsuiteMethods.fetchResourceGroup | fetchResourceGroup}: Read a resource group. */
export interface FetchResourceGroupArgs {
  /** The tenant: a UUID, 8-4-4-4-12 hexadecimal digits (any case; lower case is the stored form). `urn:uuid:` and braced forms are refused with 400, before authorisation. */
  tenantLocator: string;
  /** The locator of the resource group. */
  locator: string;
}

/** Arguments of {@link InsuiteMethods.updateResourceGroup | updateResourceGroup}: Update a resource group. */
export interface UpdateResourceGroupArgs {
  /** The tenant: a UUID, 8-4-4-4-12 hexadecimal digits (any case; lower case is the stored form). `urn:uuid:` and braced forms are refused with 400, before authorisation. */
  tenantLocator: string;
  /** The locator of the resource group. */
  locator: string;
  /** Changes to a resource group. */
  body: ResourceGroupUpdateRequest;
}

/** Arguments of {@link InsuiteMethods.retire | retire}: Retire a resource group. */
export interface RetireArgs {
  /** The tenant: a UUID, 8-4-4-4-12 hexadecimal digits (any case; lower case is the stored form). `urn:uuid:` and braced forms are refused with 400, before authorisation. */
  tenantLocator: string;
  /** The locator of the resource group. */
  locator: string;
}

/** Arguments of {@link InsuiteMethods.createRangeTable | createRangeTable}: Upload a range table. */
export interface CreateRangeTableArgs {
  /** The tenant: a UUID, 8-4-4-4-12 hexadecimal digits (any case; lower case is the stored form). `urn:uuid:` and braced forms are refused with 400, before authorisation. */
  tenantLocator: string;
  /** Makes this create safe to send again: a repeat with the same key and request within 24 hours is answered the first answer and does nothing; another request under the key is a 409. */
  'Idempotency-Key'?: string;
  /** The resource instance's name, unique in the tenant. */
  name: string;
  /** The static name declared in the configuration. */
  staticName: string;
  /** Jurisdictions the instance applies to (repeat the parameter for several). */
  jurisdiction?: string[];
  /**
   * The request body.
   * Sent as multipart/form-data or application/zip, chosen by the value given.
   */
  body: BodyOf<'createRangeTable', never>;
}

/** Arguments of {@link InsuiteMethods.fetchRangeTableInZipFormat | fetchRangeTableInZipFormat}: Download a range table. */
export interface FetchRangeTableInZipFormatArgs {
  /** The tenant: a UUID, 8-4-4-4-12 hexadecimal digits (any case; lower case is the stored form). `urn:uuid:` and braced forms are refused with 400, before authorisation. */
  tenantLocator: string;
  /** The resource instance's name (or static name with `byStaticName`). */
  name: string;
}

/** Arguments of {@link InsuiteMethods.replaceRangeTable | replaceRangeTable}: Replace a range table's content. */
export interface ReplaceRangeTableArgs {
  /** The tenant: a UUID, 8-4-4-4-12 hexadecimal digits (any case; lower case is the stored form). `urn:uuid:` and braced forms are refused with 400, before authorisation. */
  tenantLocator: string;
  /** The resource instance's name (or static name with `byStaticName`). */
  name: string;
  /**
   * The request body.
   * Sent as multipart/form-data or application/zip, chosen by the value given.
   */
  body: BodyOf<'replaceRangeTable', never>;
}

/** Arguments of {@link InsuiteMethods.fetchRangeTableRecord | fetchRangeTableRecord}: Look up a range table row. */
export interface FetchRangeTableRecordArgs {
  /** The tenant: a UUID, 8-4-4-4-12 hexadecimal digits (any case; lower case is the stored form). `urn:uuid:` and braced forms are refused with 400, before authorisation. */
  tenantLocator: string;
  /** The resource instance's name (or static name with `byStaticName`). */
  name: string;
  /** With `byStaticName`: the moment whose resource groups apply (default: now). */
  date?: string;
  /** With `byStaticName`: prefer the instance for this jurisdiction. */
  jurisdiction?: string;
  /**
   * Resolve `name` as a static name through the resource groups in effect at `date`.
   * @default true
   */
  byStaticName?: boolean;
  /** Values of the key columns in declared order (repeat the parameter). */
  key: string[];
  /** The value to find the covering range for. */
  boundValue: number;
}

/** Arguments of {@link InsuiteMethods.fetchMultipleResources | fetchMultipleResources}: List resource instances. */
export interface FetchMultipleResourcesArgs {
  /** The tenant: a UUID, 8-4-4-4-12 hexadecimal digits (any case; lower case is the stored form). `urn:uuid:` and braced forms are refused with 400, before authorisation. */
  tenantLocator: string;
  /**
   * How many items to skip.
   * @default 0
   */
  offset?: number;
  /**
   * How many items to return at most (1 to 1000).
   * @default 100
   */
  count?: number;
  /** Absent or `true`: the list record with `listCompleted`. `false`: the bare array of items. */
  extended?: boolean;
}

/** Arguments of {@link InsuiteMethods.fetchMultipleResourcesByType | fetchMultipleResourcesByType}: List resource instances of one type. */
export interface FetchMultipleResourcesByTypeArgs {
  /** The tenant: a UUID, 8-4-4-4-12 hexadecimal digits (any case; lower case is the stored form). `urn:uuid:` and braced forms are refused with 400, before authorisation. */
  tenantLocator: string;
  /** The type to filter on. */
  type: 'constraintTable' | 'customFont' | 'documentTemplate' | 'documentTemplateSnippet' | 'rangeTable' | 'secret' | 'staticDocument' | 'table';
  /**
   * How many items to skip.
   * @default 0
   */
  offset?: number;
  /**
   * How many items to return at most (1 to 1000).
   * @default 100
   */
  count?: number;
  /** Absent or `true`: the list record with `listCompleted`. `false`: the bare array of items. */
  extended?: boolean;
}

/** Arguments of {@link InsuiteMethods.fetchResource | fetchResource}: Read a resource instance. */
export interface FetchResourceArgs {
  /** The tenant: a UUID, 8-4-4-4-12 hexadecimal digits (any case; lower case is the stored form). `urn:uuid:` and braced forms are refused with 400, before authorisation. */
  tenantLocator: string;
  /** The resource instance's name (or static name with `byStaticName`). */
  name: string;
  /**
   * Resolve `name` as a static name through the resource groups in effect at `date`.
   * @default false
   */
  byStaticName?: boolean;
  /** With `byStaticName`: the moment whose resource groups apply (default: now). */
  date?: string;
  /** With `byStaticName`: prefer the instance for this jurisdiction. */
  jurisdiction?: string;
}

/** Arguments of {@link InsuiteMethods.createSecret | createSecret}: Create a secret. */
export interface CreateSecretArgs {
  /** The tenant: a UUID, 8-4-4-4-12 hexadecimal digits (any case; lower case is the stored form). `urn:uuid:` and braced forms are refused with 400, before authorisation. */
  tenantLocator: string;
  /** Makes this create safe to send again: a repeat with the same key and request within 24 hours is answered the first answer and does nothing; another request under the key is a 409. */
  'Idempotency-Key'?: string;
  /** A new secret. */
  body: SecretCreateRequest;
}

/** Arguments of {@link InsuiteMethods.fetchSecret | fetchSecret}: Read a secret. */
export interface FetchSecretArgs {
  /** The tenant: a UUID, 8-4-4-4-12 hexadecimal digits (any case; lower case is the stored form). `urn:uuid:` and braced forms are refused with 400, before authorisation. */
  tenantLocator: string;
  /** The resource instance's name (or static name with `byStaticName`). */
  name: string;
  /**
   * Resolve `name` as a static name through the resource groups in effect at `date`.
   * @default false
   */
  byStaticName?: boolean;
  /** With `byStaticName`: the moment whose resource groups apply (default: now). */
  date?: string;
  /** With `byStaticName`: prefer the instance for this jurisdiction. */
  jurisdiction?: string;
}

/** Arguments of {@link InsuiteMethods.deleteSecret | deleteSecret}: Delete a secret. */
export interface DeleteSecretArgs {
  /** The tenant: a UUID, 8-4-4-4-12 hexadecimal digits (any case; lower case is the stored form). `urn:uuid:` and braced forms are refused with 400, before authorisation. */
  tenantLocator: string;
  /** The resource instance's name (or static name with `byStaticName`). */
  name: string;
}

/** Arguments of {@link InsuiteMethods.updateSecret | updateSecret}: Replace a secret's values. */
export interface UpdateSecretArgs {
  /** The tenant: a UUID, 8-4-4-4-12 hexadecimal digits (any case; lower case is the stored form). `urn:uuid:` and braced forms are refused with 400, before authorisation. */
  tenantLocator: string;
  /** The resource instance's name (or static name with `byStaticName`). */
  name: string;
  /** The request body. */
  body: BodyOf<'updateSecret', never>;
}

/** Arguments of {@link InsuiteMethods.createLookupTable | createLookupTable}: Upload a lookup table. */
export interface CreateLookupTableArgs {
  /** The tenant: a UUID, 8-4-4-4-12 hexadecimal digits (any case; lower case is the stored form). `urn:uuid:` and braced forms are refused with 400, before authorisation. */
  tenantLocator: string;
  /** Makes this create safe to send again: a repeat with the same key and request within 24 hours is answered the first answer and does nothing; another request under the key is a 409. */
  'Idempotency-Key'?: string;
  /** The resource instance's name, unique in the tenant. */
  name: string;
  /** The static name declared in the configuration. */
  staticName: string;
  /** Jurisdictions the instance applies to (repeat the parameter for several). */
  jurisdiction?: string[];
  /**
   * The request body.
   * Sent as multipart/form-data or application/zip, chosen by the value given.
   */
  body: BodyOf<'createLookupTable', never>;
}

/** Arguments of {@link InsuiteMethods.fetchLookupTableInZipFormat | fetchLookupTableInZipFormat}: Download a lookup table. */
export interface FetchLookupTableInZipFormatArgs {
  /** The tenant: a UUID, 8-4-4-4-12 hexadecimal digits (any case; lower case is the stored form). `urn:uuid:` and braced forms are refused with 400, before authorisation. */
  tenantLocator: string;
  /** The resource instance's name (or static name with `byStaticName`). */
  name: string;
}

/** Arguments of {@link InsuiteMethods.replaceLookupTable | replaceLookupTable}: Replace a lookup table's content. */
export interface ReplaceLookupTableArgs {
  /** The tenant: a UUID, 8-4-4-4-12 hexadecimal digits (any case; lower case is the stored form). `urn:uuid:` and braced forms are refused with 400, before authorisation. */
  tenantLocator: string;
  /** The resource instance's name (or static name with `byStaticName`). */
  name: string;
  /**
   * The request body.
   * Sent as multipart/form-data or application/zip, chosen by the value given.
   */
  body: BodyOf<'replaceLookupTable', never>;
}

/** Arguments of {@link InsuiteMethods.fetchTableRecord | fetchTableRecord}: Look up a table row. */
export interface FetchTableRecordArgs {
  /** The tenant: a UUID, 8-4-4-4-12 hexadecimal digits (any case; lower case is the stored form). `urn:uuid:` and braced forms are refused with 400, before authorisation. */
  tenantLocator: string;
  /** The resource instance's name (or static name with `byStaticName`). */
  name: string;
  /** With `byStaticName`: the moment whose resource groups apply (default: now). */
  date?: string;
  /** With `byStaticName`: prefer the instance for this jurisdiction. */
  jurisdiction?: string;
  /**
   * Resolve `name` as a static name through the resource groups in effect at `date`.
   * @default true
   */
  byStaticName?: boolean;
  /** Values of the key columns in declared order (repeat the parameter). */
  key: string[];
}

/** Arguments of {@link InsuiteMethods.uploadLiquid | uploadLiquid}: Upload a Liquid snippet. */
export interface UploadLiquidArgs {
  /** The tenant: a UUID, 8-4-4-4-12 hexadecimal digits (any case; lower case is the stored form). `urn:uuid:` and braced forms are refused with 400, before authorisation. */
  tenantLocator: string;
  /** Makes this create safe to send again: a repeat with the same key and request within 24 hours is answered the first answer and does nothing; another request under the key is a 409. */
  'Idempotency-Key'?: string;
  /** The resource instance's name, unique in the tenant. */
  name: string;
  /** The static name declared in the configuration. */
  staticName: string;
  /** Jurisdictions the instance applies to (repeat the parameter for several). */
  jurisdiction?: string[];
  /**
   * The template text.
   * Sent as text/plain or multipart/form-data, chosen by the value given.
   */
  body: BodyOf<'uploadLiquid', never>;
}

/** Arguments of {@link InsuiteMethods.updateLiquid | updateLiquid}: Replace a Liquid snippet. */
export interface UpdateLiquidArgs {
  /** The tenant: a UUID, 8-4-4-4-12 hexadecimal digits (any case; lower case is the stored form). `urn:uuid:` and braced forms are refused with 400, before authorisation. */
  tenantLocator: string;
  /** The resource instance's name, unique in the tenant. */
  name: string;
  /**
   * The template text.
   * Sent as text/plain or multipart/form-data, chosen by the value given.
   */
  body: BodyOf<'updateLiquid', never>;
}

/** Arguments of {@link InsuiteMethods.uploadVelocity | uploadVelocity}: Upload a Velocity snippet. */
export interface UploadVelocityArgs {
  /** The tenant: a UUID, 8-4-4-4-12 hexadecimal digits (any case; lower case is the stored form). `urn:uuid:` and braced forms are refused with 400, before authorisation. */
  tenantLocator: string;
  /** Makes this create safe to send again: a repeat with the same key and request within 24 hours is answered the first answer and does nothing; another request under the key is a 409. */
  'Idempotency-Key'?: string;
  /** The resource instance's name, unique in the tenant. */
  name: string;
  /** The static name declared in the configuration. */
  staticName: string;
  /** Jurisdictions the instance applies to (repeat the parameter for several). */
  jurisdiction?: string[];
  /**
   * The template text.
   * Sent as text/plain or multipart/form-data, chosen by the value given.
   */
  body: BodyOf<'uploadVelocity', never>;
}

/** Arguments of {@link InsuiteMethods.updateVelocity | updateVelocity}: Replace a Velocity snippet. */
export interface UpdateVelocityArgs {
  /** The tenant: a UUID, 8-4-4-4-12 hexadecimal digits (any case; lower case is the stored form). `urn:uuid:` and braced forms are refused with 400, before authorisation. */
  tenantLocator: string;
  /** The resource instance's name, unique in the tenant. */
  name: string;
  /**
   * The template text.
   * Sent as text/plain or multipart/form-data, chosen by the value given.
   */
  body: BodyOf<'updateVelocity', never>;
}

/** Arguments of {@link InsuiteMethods.fetchTemplate | fetchTemplate}: Download a template snippet. */
export interface FetchTemplateArgs {
  /** The tenant: a UUID, 8-4-4-4-12 hexadecimal digits (any case; lower case is the stored form). `urn:uuid:` and braced forms are refused with 400, before authorisation. */
  tenantLocator: string;
  /** The resource instance's name (or static name with `byStaticName`). */
  name: string;
  /**
   * Resolve `name` as a static name through the resource groups in effect at `date`.
   * @default false
   */
  byStaticName?: boolean;
  /** With `byStaticName`: the moment whose resource groups apply (default: now). */
  date?: string;
  /** With `byStaticName`: prefer the instance for this jurisdiction. */
  jurisdiction?: string;
}

/** Arguments of {@link InsuiteMethods.createLiquidDocumentTemplate | createLiquidDocumentTemplate}: Upload a Liquid document template. */
export interface CreateLiquidDocumentTemplateArgs {
  /** The tenant: a UUID, 8-4-4-4-12 hexadecimal digits (any case; lower case is the stored form). `urn:uuid:` and braced forms are refused with 400, before authorisation. */
  tenantLocator: string;
  /** Makes this create safe to send again: a repeat with the same key and request within 24 hours is answered the first answer and does nothing; another request under the key is a 409. */
  'Idempotency-Key'?: string;
  /** The resource instance's name, unique in the tenant. */
  name: string;
  /** The static name declared in the configuration. */
  staticName: string;
  /** Jurisdictions the instance applies to (repeat the parameter for several). */
  jurisdiction?: string[];
  /**
   * The template text.
   * Sent as text/plain or multipart/form-data, chosen by the value given.
   */
  body: BodyOf<'createLiquidDocumentTemplate', never>;
}

/** Arguments of {@link InsuiteMethods.updateLiquidDocumentTemplate | updateLiquidDocumentTemplate}: Replace a Liquid document template. */
export interface UpdateLiquidDocumentTemplateArgs {
  /** The tenant: a UUID, 8-4-4-4-12 hexadecimal digits (any case; lower case is the stored form). `urn:uuid:` and braced forms are refused with 400, before authorisation. */
  tenantLocator: string;
  /** The resource instance's name, unique in the tenant. */
  name: string;
  /**
   * The template text.
   * Sent as text/plain or multipart/form-data, chosen by the value given.
   */
  body: BodyOf<'updateLiquidDocumentTemplate', never>;
}

/** Arguments of {@link InsuiteMethods.createVelocityDocumentTemplate | createVelocityDocumentTemplate}: Upload a Velocity document template. */
export interface CreateVelocityDocumentTemplateArgs {
  /** The tenant: a UUID, 8-4-4-4-12 hexadecimal digits (any case; lower case is the stored form). `urn:uuid:` and braced forms are refused with 400, before authorisation. */
  tenantLocator: string;
  /** Makes this create safe to send again: a repeat with the same key and request within 24 hours is answered the first answer and does nothing; another request under the key is a 409. */
  'Idempotency-Key'?: string;
  /** The resource instance's name, unique in the tenant. */
  name: string;
  /** The static name declared in the configuration. */
  staticName: string;
  /** Jurisdictions the instance applies to (repeat the parameter for several). */
  jurisdiction?: string[];
  /**
   * The template text.
   * Sent as text/plain or multipart/form-data, chosen by the value given.
   */
  body: BodyOf<'createVelocityDocumentTemplate', never>;
}

/** Arguments of {@link InsuiteMethods.updateVelocityDocumentTemplate | updateVelocityDocumentTemplate}: Replace a Velocity document template. */
export interface UpdateVelocityDocumentTemplateArgs {
  /** The tenant: a UUID, 8-4-4-4-12 hexadecimal digits (any case; lower case is the stored form). `urn:uuid:` and braced forms are refused with 400, before authorisation. */
  tenantLocator: string;
  /** The resource instance's name, unique in the tenant. */
  name: string;
  /**
   * The template text.
   * Sent as text/plain or multipart/form-data, chosen by the value given.
   */
  body: BodyOf<'updateVelocityDocumentTemplate', never>;
}

/** Arguments of {@link InsuiteMethods.fetchDocumentTemplate | fetchDocumentTemplate}: Download a document template. */
export interface FetchDocumentTemplateArgs {
  /** The tenant: a UUID, 8-4-4-4-12 hexadecimal digits (any case; lower case is the stored form). `urn:uuid:` and braced forms are refused with 400, before authorisation. */
  tenantLocator: string;
  /** The resource instance's name (or static name with `byStaticName`). */
  name: string;
  /**
   * Resolve `name` as a static name through the resource groups in effect at `date`.
   * @default false
   */
  byStaticName?: boolean;
  /** With `byStaticName`: the moment whose resource groups apply (default: now). */
  date?: string;
  /** With `byStaticName`: prefer the instance for this jurisdiction. */
  jurisdiction?: string;
}

/** Arguments of {@link InsuiteMethods.fetchTestClock | fetchTestClock}: Read the server's clock. */
export type FetchTestClockArgs = Record<string, never>;

/** Arguments of {@link InsuiteMethods.setTestClock | setTestClock}: Set the server's clock. */
export interface SetTestClockArgs {
  /** The instant to set the server's clock to. */
  body: TestClockSetRequest;
}

/** Arguments of {@link InsuiteMethods.resetTestClock | resetTestClock}: Return to the real clock. */
export type ResetTestClockArgs = Record<string, never>;

/** Arguments of {@link InsuiteMethods.advanceTestClock | advanceTestClock}: Move the server's clock forward. */
export interface AdvanceTestClockArgs {
  /** How far to move the server's clock forward; exactly one of the two. */
  body: TestClockAdvanceRequest;
}

/** Arguments of {@link InsuiteMethods.listTestFaults | listTestFaults}: List the fault rules. */
export type ListTestFaultsArgs = Record<string, never>;

/** Arguments of {@link InsuiteMethods.addTestFault | addTestFault}: Add a fault rule. */
export interface AddTestFaultArgs {
  /** A fault to answer on purpose. A `request` rule matches requests by `operationId`, `method` and `path` (each optional; all those given must match) and answers `status` with a Problem body, after `latencyMs` of real time (at most 30 s) if given; with a latency and no status the request goes on to its handler after the wait. With `drop` the connection is reset instead of answered; with `slowBodyMs` the answer's body comes that long after its headers. A `webhook` rule matches deliveries to one webhook (`webhookLocator`, or every webhook) and stands in for its receiver: it answers `status`, or waits `latencyMs` first (a wait past the webhook timeout is a timeout), or drops the connection (`drop`). `times` bounds how often the rule answers (then it is removed); `probability` answers only that share of matches. */
  body: TestFaultRule;
}

/** Arguments of {@link InsuiteMethods.clearTestFaults | clearTestFaults}: Clear the fault rules. */
export type ClearTestFaultsArgs = Record<string, never>;

/** Arguments of {@link InsuiteMethods.listTestRequests | listTestRequests}: List what the server answered. */
export interface ListTestRequestsArgs {
  /** Only the answers of this operation (`webhookDelivery` for webhook deliveries, `unmatched` for paths no operation has). A name that is none of these is a 400 naming the nearest operation. */
  operationId?: string;
  /** Only entries at or after this instant of the real clock (RFC 3339), such as the `at` of an earlier entry. */
  since?: string;
  /** Only requests whose JSON body contains this JSON object: every field it gives, at any depth, with an equal value (an array given must equal the body's array). A body's secrets are redacted before it is matched, as in the journal. */
  bodyContains?: string;
}

/** Arguments of {@link InsuiteMethods.resetTestState | resetTestState}: Return to the empty state. */
export type ResetTestStateArgs = Record<string, never>;

/** Arguments of {@link InsuiteMethods.createTestSnapshot | createTestSnapshot}: Save the whole state. */
export type CreateTestSnapshotArgs = Record<string, never>;

/** Arguments of {@link InsuiteMethods.restoreTestSnapshot | restoreTestSnapshot}: Bring back a saved state. */
export interface RestoreTestSnapshotArgs {
  /** The snapshot, as the snapshot operation answered it. */
  snapshotLocator: string;
}

/** Arguments of {@link InsuiteMethods.fetchTenantTestClock | fetchTenantTestClock}: Read a tenant's clock. */
export interface FetchTenantTestClockArgs {
  /** The tenant: a UUID, 8-4-4-4-12 hexadecimal digits (any case; lower case is the stored form). `urn:uuid:` and braced forms are refused with 400, before authorisation. */
  tenantLocator: string;
}

/** Arguments of {@link InsuiteMethods.setTenantTestClock | setTenantTestClock}: Set a tenant's clock. */
export interface SetTenantTestClockArgs {
  /** The tenant: a UUID, 8-4-4-4-12 hexadecimal digits (any case; lower case is the stored form). `urn:uuid:` and braced forms are refused with 400, before authorisation. */
  tenantLocator: string;
  /** The instant to set the server's clock to. */
  body: TestClockSetRequest;
}

/** Arguments of {@link InsuiteMethods.resetTenantTestClock | resetTenantTestClock}: Put a tenant back on the server's clock. */
export interface ResetTenantTestClockArgs {
  /** The tenant: a UUID, 8-4-4-4-12 hexadecimal digits (any case; lower case is the stored form). `urn:uuid:` and braced forms are refused with 400, before authorisation. */
  tenantLocator: string;
}

/** Arguments of {@link InsuiteMethods.advanceTenantTestClock | advanceTenantTestClock}: Move a tenant's clock forward. */
export interface AdvanceTenantTestClockArgs {
  /** The tenant: a UUID, 8-4-4-4-12 hexadecimal digits (any case; lower case is the stored form). `urn:uuid:` and braced forms are refused with 400, before authorisation. */
  tenantLocator: string;
  /** How far to move the server's clock forward; exactly one of the two. */
  body: TestClockAdvanceRequest;
}

/** Arguments of {@link InsuiteMethods.listTenantTestFaults | listTenantTestFaults}: List a tenant's fault rules. */
export interface ListTenantTestFaultsArgs {
  /** The tenant: a UUID, 8-4-4-4-12 hexadecimal digits (any case; lower case is the stored form). `urn:uuid:` and braced forms are refused with 400, before authorisation. */
  tenantLocator: string;
}

/** Arguments of {@link InsuiteMethods.addTenantTestFault | addTenantTestFault}: Add a fault rule for a tenant. */
export interface AddTenantTestFaultArgs {
  /** The tenant: a UUID, 8-4-4-4-12 hexadecimal digits (any case; lower case is the stored form). `urn:uuid:` and braced forms are refused with 400, before authorisation. */
  tenantLocator: string;
  /** A fault to answer on purpose. A `request` rule matches requests by `operationId`, `method` and `path` (each optional; all those given must match) and answers `status` with a Problem body, after `latencyMs` of real time (at most 30 s) if given; with a latency and no status the request goes on to its handler after the wait. With `drop` the connection is reset instead of answered; with `slowBodyMs` the answer's body comes that long after its headers. A `webhook` rule matches deliveries to one webhook (`webhookLocator`, or every webhook) and stands in for its receiver: it answers `status`, or waits `latencyMs` first (a wait past the webhook timeout is a timeout), or drops the connection (`drop`). `times` bounds how often the rule answers (then it is removed); `probability` answers only that share of matches. */
  body: TestFaultRule;
}

/** Arguments of {@link InsuiteMethods.clearTenantTestFaults | clearTenantTestFaults}: Clear a tenant's fault rules. */
export interface ClearTenantTestFaultsArgs {
  /** The tenant: a UUID, 8-4-4-4-12 hexadecimal digits (any case; lower case is the stored form). `urn:uuid:` and braced forms are refused with 400, before authorisation. */
  tenantLocator: string;
}

/** Arguments of {@link InsuiteMethods.listTenantTestRequests | listTenantTestRequests}: List what the server answered about a tenant. */
export interface ListTenantTestRequestsArgs {
  /** The tenant: a UUID, 8-4-4-4-12 hexadecimal digits (any case; lower case is the stored form). `urn:uuid:` and braced forms are refused with 400, before authorisation. */
  tenantLocator: string;
  /** Only the answers of this operation (`webhookDelivery` for webhook deliveries, `unmatched` for paths no operation has). A name that is none of these is a 400 naming the nearest operation. */
  operationId?: string;
  /** Only entries at or after this instant of the real clock (RFC 3339), such as the `at` of an earlier entry. */
  since?: string;
  /** Only requests whose JSON body contains this JSON object: every field it gives, at any depth, with an equal value (an array given must equal the body's array). A body's secrets are redacted before it is matched, as in the journal. */
  bodyContains?: string;
}

/** Arguments of {@link InsuiteMethods.createTenantTestSnapshot | createTenantTestSnapshot}: Save one tenant's state. */
export interface CreateTenantTestSnapshotArgs {
  /** The tenant: a UUID, 8-4-4-4-12 hexadecimal digits (any case; lower case is the stored form). `urn:uuid:` and braced forms are refused with 400, before authorisation. */
  tenantLocator: string;
}

/** Arguments of {@link InsuiteMethods.restoreTenantTestSnapshot | restoreTenantTestSnapshot}: Bring back one tenant's saved state. */
export interface RestoreTenantTestSnapshotArgs {
  /** The tenant: a UUID, 8-4-4-4-12 hexadecimal digits (any case; lower case is the stored form). `urn:uuid:` and braced forms are refused with 400, before authorisation. */
  tenantLocator: string;
  /** The snapshot, as the snapshot operation answered it. */
  snapshotLocator: string;
}

/**
 * One method per operation of the contract: `client.fetchTableRecord({ tenantLocator, name, key })`.
 * Each takes its path, query and header parameters and its `body` in one object, and resolves to the
 * answer (parsed JSON, text, bytes, or nothing). A non-2xx answer throws ApiError; no answer throws
 * NetworkError.
 */
export interface InsuiteMethods {
  /**
   * Where to start
   *
   * What a server at this address is and where its reference, console, contract and probes are, so that opening the server's address points somewhere. Public. An extension of this implementation.
   *
   * `GET /`
   * @see Reference: `/docs#operation/getRoot` on the server.
   * @throws {ApiError} 500
   */
  getRoot(args?: GetRootArgs, options?: CallOptions): Promise<RootResponse>;
  /**
   * Add a SAML identity provider (deprecated)
   *
   * Same as `addSAMLIdentityProvider`.
   *
   * `POST /auth/identity`
   * @see Reference: `/docs#operation/createIdentityProvider` on the server.
   * @throws {ApiError} 400, 401, 403, 409, 413, 415, 500, 503
   * @deprecated The contract deprecates this operation; the server answers it with `Deprecation: true`.
   */
  createIdentityProvider(args: CreateIdentityProviderArgs, options?: CallOptions): Promise<IdentityProviderResponse>;
  /**
   * Add an OIDC identity provider
   *
   * Registers an OpenID Connect identity provider. The client secret is stored encrypted and never returned.
   *
   * `POST /auth/identity/oidc`
   * @see Reference: `/docs#operation/addOIDCIdentityProvider` on the server.
   * @throws {ApiError} 400, 401, 403, 409, 413, 415, 500, 503
   */
  addOIDCIdentityProvider(args: AddOIDCIdentityProviderArgs, options?: CallOptions): Promise<IdentityProviderResponse>;
  /**
   * Read the password policy
   *
   * Returns the rules every password set or reset must satisfy. Unset rules carry their defaults.
   *
   * `GET /auth/identity/passwordPolicy`
   * @see Reference: `/docs#operation/fetchPasswordPolicy` on the server.
   * @throws {ApiError} 400, 401, 403, 500
   */
  fetchPasswordPolicy(args?: FetchPasswordPolicyArgs, options?: CallOptions): Promise<PasswordPolicyResponse>;
  /**
   * Change the password policy
   *
   * Merges the given rules into the current policy. Negative values and a minimum length above the maximum length are rejected.
   *
   * `PUT /auth/identity/passwordPolicy`
   * @see Reference: `/docs#operation/updatePasswordPolicy` on the server.
   * @throws {ApiError} 400, 401, 403, 413, 415, 500, 503
   */
  updatePasswordPolicy(args: UpdatePasswordPolicyArgs, options?: CallOptions): Promise<void>;
  /**
   * Add a SAML identity provider
   *
   * Registers a SAML identity provider for single sign-on.
   *
   * `POST /auth/identity/saml`
   * @see Reference: `/docs#operation/addSAMLIdentityProvider` on the server.
   * @throws {ApiError} 400, 401, 403, 409, 413, 415, 500, 503
   */
  addSAMLIdentityProvider(args: AddSAMLIdentityProviderArgs, options?: CallOptions): Promise<IdentityProviderResponse>;
  /**
   * Sign in with a password
   *
   * Exchanges a user name and password for a short-lived bearer token (OAuth 2 password grant). Repeated failures for one user name are slowed down and then locked out for a while.
   *
   * `POST /auth/oauth/token`
   * @see Reference: `/docs#operation/createOAuthToken` on the server.
   * @throws {ApiError} 400, 401, 403, 413, 415, 429, 500, 503
   */
  createOAuthToken(args: CreateOAuthTokenArgs, options?: CallOptions): Promise<OAuthTokenResponse>;
  /**
   * Create a role
   *
   * Creates a role with a unique name and a set of permissions. Each permission must be `*.*`, `group.*` of a known group, or a name of the permission catalogue (`fetchPermissions`); an unknown one is refused with 400 naming the entry and the nearest valid name. The caller must hold every permission outside any tenant (403).
   *
   * `POST /auth/roles`
   * @see Reference: `/docs#operation/createRole` on the server.
   * @throws {ApiError} 400, 401, 403, 409, 413, 415, 500, 503
   */
  createRole(args: CreateRoleArgs, options?: CallOptions): Promise<RoleResponse>;
  /**
   * List roles
   *
   * Lists the roles of the installation (built-in and created) in creation order, with the permissions each grants, so that users can be given roles by name without guessing. An extension of this implementation.
   *
   * `GET /auth/roles/list`
   * @see Reference: `/docs#operation/fetchRoles` on the server.
   * @throws {ApiError} 400, 401, 403, 500
   */
  fetchRoles(args: FetchRolesArgs & { extended: false }, options?: CallOptions): Promise<RoleResponse[]>;
  /**
   * List roles
   *
   * Lists the roles of the installation (built-in and created) in creation order, with the permissions each grants, so that users can be given roles by name without guessing. An extension of this implementation.
   *
   * `GET /auth/roles/list`
   * @see Reference: `/docs#operation/fetchRoles` on the server.
   * @throws {ApiError} 400, 401, 403, 500
   */
  fetchRoles(args?: FetchRolesArgs & { extended?: true }, options?: CallOptions): Promise<RoleListResponse>;
  /**
   * List roles
   *
   * Lists the roles of the installation (built-in and created) in creation order, with the permissions each grants, so that users can be given roles by name without guessing. An extension of this implementation.
   *
   * `GET /auth/roles/list`
   * @see Reference: `/docs#operation/fetchRoles` on the server.
   * @throws {ApiError} 400, 401, 403, 500
   */
  fetchRoles(args?: FetchRolesArgs, options?: CallOptions): Promise<RoleListResponse | RoleResponse[]>;
  /**
   * List permissions
   *
   * Every permission of the interface (`group.action`), with the operations it opens, in name order. A grant may also be `group.*` (every action of a group) or `*.*` (everything). An extension of this implementation.
   *
   * `GET /auth/permissions`
   * @see Reference: `/docs#operation/fetchPermissions` on the server.
   * @throws {ApiError} 400, 401, 403, 500
   */
  fetchPermissions(args?: FetchPermissionsArgs, options?: CallOptions): Promise<PermissionResponse[]>;
  /**
   * Read a role in a tenant
   *
   * Returns the role with the permissions it grants in the tenant: its tenant-specific set if one exists, else its own.
   *
   * `GET /auth/roles/tenant/{tenantLocator}/{roleLocator}`
   * @see Reference: `/docs#operation/getTenantRole` on the server.
   * @throws {ApiError} 400, 401, 403, 404, 500
   */
  getTenantRole(args: GetTenantRoleArgs, options?: CallOptions): Promise<RoleResponse>;
  /**
   * Set a role's permissions for a tenant
   *
   * Gives an existing role a tenant-specific permission set. Permissions are checked against the catalogue as in `createRole` (400 with the nearest valid name); what the set gives the role's holders in the tenant beyond the role's base permissions, the caller must hold in that tenant (403).
   *
   * `POST /auth/roles/tenant/{tenantLocator}/{roleLocator}`
   * @see Reference: `/docs#operation/createTenantRole` on the server.
   * @throws {ApiError} 400, 401, 403, 404, 409, 413, 415, 500, 503
   */
  createTenantRole(args: CreateTenantRoleArgs, options?: CallOptions): Promise<RoleResponse>;
  /**
   * Remove a role's tenant-specific permissions
   *
   * Deletes the tenant-specific set; the role's own permissions apply in the tenant again. What that gives back beyond the set, the caller must hold in the tenant (403).
   *
   * `DELETE /auth/roles/tenant/{tenantLocator}/{roleLocator}`
   * @see Reference: `/docs#operation/deleteTenantRole` on the server.
   * @throws {ApiError} 400, 401, 403, 404, 500, 503
   */
  deleteTenantRole(args: DeleteTenantRoleArgs, options?: CallOptions): Promise<void>;
  /**
   * Change a role's permissions for a tenant
   *
   * Adds and removes permissions of the role's tenant-specific set. `version` must be the current one. Added permissions are checked against the catalogue (400 with the nearest valid name) and must be held by the caller in the tenant (403).
   *
   * `PATCH /auth/roles/tenant/{tenantLocator}/{roleLocator}`
   * @see Reference: `/docs#operation/updateTenantRole` on the server.
   * @throws {ApiError} 400, 401, 403, 404, 409, 413, 415, 500, 503
   */
  updateTenantRole(args: UpdateTenantRoleArgs, options?: CallOptions): Promise<RoleResponse>;
  /**
   * List tenants
   *
   * Lists the tenants of the installation, optionally only those of the given types.
   *
   * `GET /auth/tenants/list`
   * @see Reference: `/docs#operation/fetchTenants` on the server.
   * @throws {ApiError} 400, 401, 403, 500
   */
  fetchTenants(args: FetchTenantsArgs & { extended: false }, options?: CallOptions): Promise<TenantResponse[]>;
  /**
   * List tenants
   *
   * Lists the tenants of the installation, optionally only those of the given types.
   *
   * `GET /auth/tenants/list`
   * @see Reference: `/docs#operation/fetchTenants` on the server.
   * @throws {ApiError} 400, 401, 403, 500
   */
  fetchTenants(args?: FetchTenantsArgs & { extended?: true }, options?: CallOptions): Promise<TenantListResponse>;
  /**
   * List tenants
   *
   * Lists the tenants of the installation, optionally only those of the given types.
   *
   * `GET /auth/tenants/list`
   * @see Reference: `/docs#operation/fetchTenants` on the server.
   * @throws {ApiError} 400, 401, 403, 500
   */
  fetchTenants(args?: FetchTenantsArgs, options?: CallOptions): Promise<TenantListResponse | TenantResponse[]>;
  /**
   * List your tenants
   *
   * Lists the tenants the calling user may use.
   *
   * `GET /auth/tenants/mytenants/list`
   * @see Reference: `/docs#operation/fetchMyTenants` on the server.
   * @throws {ApiError} 400, 401, 403, 500
   */
  fetchMyTenants(args: FetchMyTenantsArgs & { extended: false }, options?: CallOptions): Promise<TenantResponse[]>;
  /**
   * List your tenants
   *
   * Lists the tenants the calling user may use.
   *
   * `GET /auth/tenants/mytenants/list`
   * @see Reference: `/docs#operation/fetchMyTenants` on the server.
   * @throws {ApiError} 400, 401, 403, 500
   */
  fetchMyTenants(args?: FetchMyTenantsArgs & { extended?: true }, options?: CallOptions): Promise<TenantListResponse>;
  /**
   * List your tenants
   *
   * Lists the tenants the calling user may use.
   *
   * `GET /auth/tenants/mytenants/list`
   * @see Reference: `/docs#operation/fetchMyTenants` on the server.
   * @throws {ApiError} 400, 401, 403, 500
   */
  fetchMyTenants(args?: FetchMyTenantsArgs, options?: CallOptions): Promise<TenantListResponse | TenantResponse[]>;
  /**
   * Read a tenant
   *
   * Returns one tenant the caller may use.
   *
   * `GET /auth/tenants/{locator}`
   * @see Reference: `/docs#operation/fetchTenant` on the server.
   * @throws {ApiError} 400, 401, 403, 404, 500
   */
  fetchTenant(args: FetchTenantArgs, options?: CallOptions): Promise<TenantResponse>;
  /**
   * Update a tenant
   *
   * Changes a tenant's name and description.
   *
   * `PATCH /auth/tenants/{locator}`
   * @see Reference: `/docs#operation/updateTenant` on the server.
   * @throws {ApiError} 400, 401, 403, 404, 413, 415, 500, 503
   */
  updateTenant(args: UpdateTenantArgs, options?: CallOptions): Promise<TenantResponse>;
  /**
   * Retire a tenant
   *
   * Sets the tenant's type to `retired`. A retired tenant refuses every write under it; reads still work.
   *
   * `PATCH /auth/tenants/{locator}/retire`
   * @see Reference: `/docs#operation/retireTenant` on the server.
   * @throws {ApiError} 400, 401, 403, 404, 500, 503
   */
  retireTenant(args: RetireTenantArgs, options?: CallOptions): Promise<TenantResponse>;
  /**
   * Create a user
   *
   * Creates a user. Without a password and without `enableUser=true` the user starts disabled. The password, when given, must satisfy the password policy. The user name is an email address and unique regardless of case.
   *
   * `POST /auth/users`
   * @see Reference: `/docs#operation/createUser` on the server.
   * @throws {ApiError} 400, 401, 403, 409, 413, 415, 422, 500, 503
   */
  createUser(args: CreateUserArgs, options?: CallOptions): Promise<UserResponse>;
  /**
   * List users
   *
   * Lists the users of the installation in creation order, leaving out those with a tenant entry beyond the caller's tenants (user's and token's); a caller with `any` sees every user.
   *
   * `GET /auth/users/list`
   * @see Reference: `/docs#operation/fetchMultipleUsers` on the server.
   * @throws {ApiError} 400, 401, 403, 500
   */
  fetchMultipleUsers(args: FetchMultipleUsersArgs & { extended: false }, options?: CallOptions): Promise<UserResponse[]>;
  /**
   * List users
   *
   * Lists the users of the installation in creation order, leaving out those with a tenant entry beyond the caller's tenants (user's and token's); a caller with `any` sees every user.
   *
   * `GET /auth/users/list`
   * @see Reference: `/docs#operation/fetchMultipleUsers` on the server.
   * @throws {ApiError} 400, 401, 403, 500
   */
  fetchMultipleUsers(args?: FetchMultipleUsersArgs & { extended?: true }, options?: CallOptions): Promise<UserListResponse>;
  /**
   * List users
   *
   * Lists the users of the installation in creation order, leaving out those with a tenant entry beyond the caller's tenants (user's and token's); a caller with `any` sees every user.
   *
   * `GET /auth/users/list`
   * @see Reference: `/docs#operation/fetchMultipleUsers` on the server.
   * @throws {ApiError} 400, 401, 403, 500
   */
  fetchMultipleUsers(args?: FetchMultipleUsersArgs, options?: CallOptions): Promise<UserListResponse | UserResponse[]>;
  /**
   * List your tokens
   *
   * Lists the calling user's auth tokens without their values.
   *
   * `GET /auth/users/tokens`
   * @see Reference: `/docs#operation/fetchAuthTokens` on the server.
   * @throws {ApiError} 400, 401, 403, 500
   */
  fetchAuthTokens(args?: FetchAuthTokensArgs, options?: CallOptions): Promise<AuthTokenResponse[]>;
  /**
   * Create a token for yourself
   *
   * Creates an auth token for the calling user and returns its value as a JSON string. The value is shown only once. A token cannot carry a permission or tenant its creator lacks: its permissions must be names of the permission catalogue (400 with the nearest valid name) and held by the caller outside any tenant and in every tenant the token reaches (403).
   *
   * `POST /auth/users/tokens`
   * @see Reference: `/docs#operation/createAuthToken` on the server.
   * @throws {ApiError} 400, 401, 403, 409, 413, 415, 422, 500, 503
   */
  createAuthToken(args: CreateAuthTokenArgs, options?: CallOptions): Promise<string>;
  /**
   * Show a token's permissions
   *
   * Takes a token value (a JSON string) and returns its effective permissions (its own grants limited by its user's current permissions) grouped by security group. An unknown or expired token is 404.
   *
   * `POST /auth/users/tokens/permissions`
   * @see Reference: `/docs#operation/getGroupedTokenPermissions` on the server.
   * @throws {ApiError} 400, 401, 403, 404, 413, 415, 500, 503
   */
  getGroupedTokenPermissions(args: GetGroupedTokenPermissionsArgs, options?: CallOptions): Promise<GetGroupedTokenPermissionsResult>;
  /**
   * Delete one of your tokens
   *
   * Deletes a token of the calling user, named by its value or by its name.
   *
   * `DELETE /auth/users/tokens/{tokenOrName}`
   * @see Reference: `/docs#operation/deleteAuthToken` on the server.
   * @throws {ApiError} 400, 401, 403, 404, 500, 503
   */
  deleteAuthToken(args: DeleteAuthTokenArgs, options?: CallOptions): Promise<void>;
  /**
   * Read the calling user
   *
   * Returns the user the bearer token belongs to.
   *
   * `GET /auth/users/whoami`
   * @see Reference: `/docs#operation/fetchMyUserDetails` on the server.
   * @throws {ApiError} 400, 401, 403, 500
   */
  fetchMyUserDetails(args?: FetchMyUserDetailsArgs, options?: CallOptions): Promise<UserResponse>;
  /**
   * Read a user
   *
   * Returns one user with its roles, tenants and effective permissions.
   *
   * `GET /auth/users/{locator}`
   * @see Reference: `/docs#operation/fetchUserByLocator` on the server.
   * @throws {ApiError} 400, 401, 403, 404, 500
   */
  fetchUserByLocator(args: FetchUserByLocatorArgs, options?: CallOptions): Promise<UserResponse>;
  /**
   * Delete a user
   *
   * Removes the user. Every token the user holds stops working at once.
   *
   * `DELETE /auth/users/{locator}`
   * @see Reference: `/docs#operation/deleteUser` on the server.
   * @throws {ApiError} 400, 401, 403, 404, 500, 503
   */
  deleteUser(args: DeleteUserArgs, options?: CallOptions): Promise<void>;
  /**
   * Update a user
   *
   * Replaces the user's names, email, tenants and roles with the values given. Through `users.custom` (the caller's own record) only names and email may change; roles and tenants must stay as they are (403).
   *
   * `PATCH /auth/users/{locator}`
   * @see Reference: `/docs#operation/updateUser` on the server.
   * @throws {ApiError} 400, 401, 403, 404, 413, 415, 422, 500, 503
   */
  updateUser(args: UpdateUserArgs, options?: CallOptions): Promise<UserResponse>;
  /**
   * List a user's access masks (deprecated)
   *
   * Returns the user's masks for every tenant, read from the data access records. Use the data access operations instead.
   *
   * `GET /auth/users/{locator}/accessmask`
   * @see Reference: `/docs#operation/fetchUserMasks` on the server.
   * @throws {ApiError} 400, 401, 403, 404, 500
   * @deprecated The contract deprecates this operation; the server answers it with `Deprecation: true`.
   */
  fetchUserMasks(args: FetchUserMasksArgs, options?: CallOptions): Promise<UserDataAccessControlMaskResponse[]>;
  /**
   * Set an access mask (deprecated)
   *
   * Writes the fields of one mask type into the user's data access record for the tenant. Use the data access operations instead.
   *
   * `PATCH /auth/users/{locator}/accessmask`
   * @see Reference: `/docs#operation/addDataSecurityMask` on the server.
   * @throws {ApiError} 400, 401, 403, 404, 413, 415, 422, 500, 503
   * @deprecated The contract deprecates this operation; the server answers it with `Deprecation: true`.
   */
  addDataSecurityMask(args: AddDataSecurityMaskArgs, options?: CallOptions): Promise<UserDataAccessControlMaskResponse>;
  /**
   * List a user's access masks in a tenant (deprecated)
   *
   * Returns the user's masks for one tenant. Use the data access operations instead.
   *
   * `GET /auth/users/{locator}/accessmask/{tenantLocator}`
   * @see Reference: `/docs#operation/fetchUserMasksForTenant` on the server.
   * @throws {ApiError} 400, 401, 403, 404, 500
   * @deprecated The contract deprecates this operation; the server answers it with `Deprecation: true`.
   */
  fetchUserMasksForTenant(args: FetchUserMasksForTenantArgs, options?: CallOptions): Promise<UserDataAccessControlMaskResponse[]>;
  /**
   * Remove a user's access masks in a tenant (deprecated)
   *
   * Deletes the user's data access record for the tenant. Use the data access operations instead.
   *
   * `DELETE /auth/users/{locator}/accessmask/{tenantLocator}`
   * @see Reference: `/docs#operation/deleteUserMasks` on the server.
   * @throws {ApiError} 400, 401, 403, 404, 500, 503
   * @deprecated The contract deprecates this operation; the server answers it with `Deprecation: true`.
   */
  deleteUserMasks(args: DeleteUserMasksArgs, options?: CallOptions): Promise<void>;
  /**
   * Read one access mask (deprecated)
   *
   * Returns the user's mask of one type (`account` or `policy`) in a tenant. Use the data access operations instead.
   *
   * `GET /auth/users/{locator}/accessmask/{tenantLocator}/{type}`
   * @see Reference: `/docs#operation/fetchUserMask` on the server.
   * @throws {ApiError} 400, 401, 403, 404, 500
   * @deprecated The contract deprecates this operation; the server answers it with `Deprecation: true`.
   */
  fetchUserMask(args: FetchUserMaskArgs, options?: CallOptions): Promise<UserDataAccessControlMaskResponse>;
  /**
   * Remove a user's credentials
   *
   * Deletes the user's password and every token it holds.
   *
   * `DELETE /auth/users/{locator}/credentials`
   * @see Reference: `/docs#operation/removeCredentials` on the server.
   * @throws {ApiError} 400, 401, 403, 404, 500, 503
   */
  removeCredentials(args: RemoveCredentialsArgs, options?: CallOptions): Promise<void>;
  /**
   * Read a user's data access in a tenant
   *
   * Returns the masking level and the field values the user may see in the tenant.
   *
   * `GET /auth/users/{locator}/dataaccess/{tenantLocator}`
   * @see Reference: `/docs#operation/fetchUserDataAccessForTenant` on the server.
   * @throws {ApiError} 400, 401, 403, 404, 500
   */
  fetchUserDataAccessForTenant(args: FetchUserDataAccessForTenantArgs, options?: CallOptions): Promise<UserDataAccessResponse>;
  /**
   * Remove a user's data access rules in a tenant
   *
   * Deletes the user's data access record for the tenant, lifting its restrictions.
   *
   * `DELETE /auth/users/{locator}/dataaccess/{tenantLocator}`
   * @see Reference: `/docs#operation/deleteUserDataAccess` on the server.
   * @throws {ApiError} 400, 401, 403, 404, 500, 503
   */
  deleteUserDataAccess(args: DeleteUserDataAccessArgs, options?: CallOptions): Promise<void>;
  /**
   * Set a user's data access in a tenant
   *
   * Replaces the masking level and allowed field values of the user in the tenant.
   *
   * `PATCH /auth/users/{locator}/dataaccess/{tenantLocator}`
   * @see Reference: `/docs#operation/addUserDataAccess` on the server.
   * @throws {ApiError} 400, 401, 403, 404, 413, 415, 422, 500, 503
   */
  addUserDataAccess(args: AddUserDataAccessArgs, options?: CallOptions): Promise<UserDataAccessResponse>;
  /**
   * Enable a user
   *
   * Enables a user so that it can sign in and its tokens work.
   *
   * `PATCH /auth/users/{locator}/enable`
   * @see Reference: `/docs#operation/enableUser` on the server.
   * @throws {ApiError} 400, 401, 403, 404, 500, 503
   */
  enableUser(args: EnableUserArgs, options?: CallOptions): Promise<UserResponse>;
  /**
   * Set a new password
   *
   * Sets the user's password (the body is the password as a JSON string) after checking it against the policy and the password history. Enables a disabled user.
   *
   * `PATCH /auth/users/{locator}/passwordreset`
   * @see Reference: `/docs#operation/resetUserPassword` on the server.
   * @throws {ApiError} 400, 401, 403, 404, 413, 415, 500, 503
   */
  resetUserPassword(args: ResetUserPasswordArgs, options?: CallOptions): Promise<void>;
  /**
   * Revoke a user's sign-in tokens
   *
   * Ends every OAuth token the user obtained by signing in.
   *
   * `POST /auth/users/{locator}/revoke`
   * @see Reference: `/docs#operation/revokeUserOauthTokens` on the server.
   * @throws {ApiError} 400, 401, 403, 404, 500, 503
   */
  revokeUserOauthTokens(args: RevokeUserOauthTokensArgs, options?: CallOptions): Promise<void>;
  /**
   * Change a user's roles
   *
   * Adds and removes roles (by name) of a user. The change applies to the user's tokens on their next request. What the new roles give, outside tenants and in every tenant the user reaches, the caller must hold there (403).
   *
   * `PATCH /auth/users/{locator}/roles`
   * @see Reference: `/docs#operation/updateUserRoles` on the server.
   * @throws {ApiError} 400, 401, 403, 404, 413, 415, 422, 500, 503
   */
  updateUserRoles(args: UpdateUserRolesArgs, options?: CallOptions): Promise<UserResponse>;
  /**
   * Change a user's tenants
   *
   * Adds and removes tenant assignments of a user. Entries are tenant locators, `any`, or `type:test`. The caller must hold each added entry, and the user's permissions in each newly reached tenant (403).
   *
   * `PATCH /auth/users/{locator}/tenants`
   * @see Reference: `/docs#operation/updateUserTenantAssignments` on the server.
   * @throws {ApiError} 400, 401, 403, 404, 413, 415, 422, 500, 503
   */
  updateUserTenantAssignments(args: UpdateUserTenantAssignmentsArgs, options?: CallOptions): Promise<UserResponse>;
  /**
   * List a user's tokens
   *
   * Lists a user's auth tokens without their values.
   *
   * `GET /auth/users/{locator}/tokens`
   * @see Reference: `/docs#operation/fetchAuthTokensForUser` on the server.
   * @throws {ApiError} 400, 401, 403, 404, 500
   */
  fetchAuthTokensForUser(args: FetchAuthTokensForUserArgs, options?: CallOptions): Promise<AuthTokenResponse[]>;
  /**
   * Create a token for a service account
   *
   * Creates an auth token for the given service-account user and returns its value as a JSON string. `users.token` mints for any service account within the caller's reach; `users.custom` only for the caller itself. Permissions are checked as in `createAuthToken`.
   *
   * `POST /auth/users/{locator}/tokens`
   * @see Reference: `/docs#operation/createServiceAccountAuthToken` on the server.
   * @throws {ApiError} 400, 401, 403, 404, 409, 413, 415, 422, 500, 503
   */
  createServiceAccountAuthToken(args: CreateServiceAccountAuthTokenArgs, options?: CallOptions): Promise<string>;
  /**
   * Delete a user's token
   *
   * Deletes a token of the given user, named by its value or by its name.
   *
   * `DELETE /auth/users/{locator}/tokens/{tokenOrName}`
   * @see Reference: `/docs#operation/deleteAuthTokenForUser` on the server.
   * @throws {ApiError} 400, 401, 403, 404, 500, 503
   */
  deleteAuthTokenForUser(args: DeleteAuthTokenForUserArgs, options?: CallOptions): Promise<void>;
  /**
   * List installment jobs of a quote (deprecated)
   *
   * This service runs no billing jobs: an existing quote answers an empty, complete list.
   *
   * `GET /billing/{tenantLocator}/jobs/installments/quotes/{locator}/list`
   * @see Reference: `/docs#operation/fetchInstallmentsJobDataForQuotes` on the server.
   * @throws {ApiError} 400, 401, 403, 404, 500
   * @deprecated The contract deprecates this operation; the server answers it with `Deprecation: true`.
   */
  fetchInstallmentsJobDataForQuotes(args: FetchInstallmentsJobDataForQuotesArgs & { extended: false }, options?: CallOptions): Promise<InstallmentJobData[]>;
  /**
   * List installment jobs of a quote (deprecated)
   *
   * This service runs no billing jobs: an existing quote answers an empty, complete list.
   *
   * `GET /billing/{tenantLocator}/jobs/installments/quotes/{locator}/list`
   * @see Reference: `/docs#operation/fetchInstallmentsJobDataForQuotes` on the server.
   * @throws {ApiError} 400, 401, 403, 404, 500
   * @deprecated The contract deprecates this operation; the server answers it with `Deprecation: true`.
   */
  fetchInstallmentsJobDataForQuotes(args: FetchInstallmentsJobDataForQuotesArgs & { extended?: true }, options?: CallOptions): Promise<InstallmentJobDataListResponse>;
  /**
   * List installment jobs of a quote (deprecated)
   *
   * This service runs no billing jobs: an existing quote answers an empty, complete list.
   *
   * `GET /billing/{tenantLocator}/jobs/installments/quotes/{locator}/list`
   * @see Reference: `/docs#operation/fetchInstallmentsJobDataForQuotes` on the server.
   * @throws {ApiError} 400, 401, 403, 404, 500
   * @deprecated The contract deprecates this operation; the server answers it with `Deprecation: true`.
   */
  fetchInstallmentsJobDataForQuotes(args: FetchInstallmentsJobDataForQuotesArgs, options?: CallOptions): Promise<InstallmentJobDataListResponse | InstallmentJobData[]>;
  /**
   * Create a tenant from a configuration
   *
   * Creates a tenant and deploys the given configuration to it. The tenant is of type `test` unless `type=production`. The configuration is checked as a whole first, as `deployConfigZip` checks it; when it is not valid no tenant is created and the answer is 422 with one `errors` item per problem. Its `bootstrap.resources` may declare resource groups, which are created; since a new tenant holds no resource instances yet, those groups must be empty and `resourceInstances` must be empty.
   *
   * `POST /config/createTenant`
   * @see Reference: `/docs#operation/createTenant` on the server.
   * @throws {ApiError} 400, 401, 403, 413, 415, 422, 500, 503
   */
  createTenant(args: CreateTenantArgs, options?: CallOptions): Promise<TenantDeploymentResult>;
  /**
   * Read the deployed configuration
   *
   * Returns the configuration currently deployed to the tenant.
   *
   * `GET /config/{tenantLocator}/deployments/datamodel`
   * @see Reference: `/docs#operation/fetchConfigDefinition` on the server.
   * @throws {ApiError} 400, 401, 403, 404, 500
   */
  fetchConfigDefinition(args: FetchConfigDefinitionArgs, options?: CallOptions): Promise<ConfigurationRef>;
  /**
   * Deploy a configuration
   *
   * Validates the whole configuration and, when it is valid, replaces the tenant's configuration in one step. An invalid configuration answers `isSuccess: false` with every error and changes nothing. `bootstrap.resources.resourceInstances` names instances that must already exist with the declared static name and jurisdictions (a deploy carries no content); `bootstrap.resources.resourceGroups` are created, or updated when a group of that name exists, and must name existing instances, at most one per static name and jurisdiction.
   *
   * `POST /config/{tenantLocator}/deployments/deploy`
   * @see Reference: `/docs#operation/deployConfigZip` on the server.
   * @throws {ApiError} 400, 401, 403, 404, 413, 415, 422, 500, 503
   */
  deployConfigZip(args: DeployConfigZipArgs, options?: CallOptions): Promise<TenantDeploymentResult>;
  /**
   * Read the deployed plugins
   *
   * An extension of insuite's own. Returns the files of the `plugins/` folder deployed to the tenant with its current configuration, as they were sent, and the plugins they implement; `files` is empty when the tenant has no plugins. With `fetchConfigDefinition` it is everything a deploy carries: `insuite export` writes both, so that an import gives a tenant that validates, prices and underwrites as the original did.
   *
   * `GET /config/{tenantLocator}/deployments/plugins`
   * @see Reference: `/docs#operation/fetchDeployedPlugins` on the server.
   * @throws {ApiError} 400, 401, 403, 404, 500
   */
  fetchDeployedPlugins(args: FetchDeployedPluginsArgs, options?: CallOptions): Promise<DeployedPluginsResponse>;
  /**
   * Operator's console
   *
   * A console in the browser for the people who run tenants: tenants and deployments, resources and groups, tables, constraints, webhooks and events, users, roles and tokens. Served entirely by this server; it signs in with the password grant or a pasted token, keeps the token in the tab's session storage and calls this interface with it. Public: the page holds no data until signed in.
   *
   * `GET /console`
   * @see Reference: `/docs#operation/getConsole` on the server.
   * @throws {ApiError} 500
   */
  getConsole(args?: GetConsoleArgs, options?: CallOptions): Promise<string>;
  /**
   * Styles of the console
   *
   * The console's style sheet, served from this server so the page needs nothing from elsewhere.
   *
   * `GET /console/console.css`
   * @see Reference: `/docs#operation/getConsoleStyles` on the server.
   * @throws {ApiError} 500
   */
  getConsoleStyles(args?: GetConsoleStylesArgs, options?: CallOptions): Promise<string>;
  /**
   * Script of the console
   *
   * The console's script (its views and the SDK), served from this server so the page needs nothing from elsewhere.
   *
   * `GET /console/console.js`
   * @see Reference: `/docs#operation/getConsoleScript` on the server.
   * @throws {ApiError} 500
   */
  getConsoleScript(args?: GetConsoleScriptArgs, options?: CallOptions): Promise<string>;
  /**
   * API reference page
   *
   * The reference page of this contract (Redoc), served entirely by this server: sidebar, search, schemas, examples and request samples. Public: the contract holds no tenant data.
   *
   * `GET /docs`
   * @see Reference: `/docs#operation/getApiDocs` on the server.
   * @throws {ApiError} 500
   */
  getApiDocs(args?: GetApiDocsArgs, options?: CallOptions): Promise<string>;
  /**
   * Script of the reference page
   *
   * The renderer the reference page loads, served from this server so the page needs nothing from elsewhere.
   *
   * `GET /docs/redoc.standalone.js`
   * @see Reference: `/docs#operation/getApiDocsScript` on the server.
   * @throws {ApiError} 500
   */
  getApiDocsScript(args?: GetApiDocsScriptArgs, options?: CallOptions): Promise<string>;
  /**
   * List events
   *
   * Lists the tenant's events in order, optionally of one type and within a time window, a page at a time.
   *
   * `GET /event/{tenantLocator}/events/list`
   * @see Reference: `/docs#operation/fetchMultipleEvents` on the server.
   * @throws {ApiError} 400, 401, 403, 404, 500
   */
  fetchMultipleEvents(args: FetchMultipleEventsArgs, options?: CallOptions): Promise<EventStreamResponse>;
  /**
   * Read an event
   *
   * Returns one event of the tenant.
   *
   * `GET /event/{tenantLocator}/events/{locator}`
   * @see Reference: `/docs#operation/fetchEvent` on the server.
   * @throws {ApiError} 400, 401, 403, 404, 500
   */
  fetchEvent(args: FetchEventArgs, options?: CallOptions): Promise<EventResponse>;
  /**
   * Create a webhook
   *
   * Subscribes an endpoint to event types. Each event is POSTed to the endpoint as JSON (the `EventResponse` record) with the endpoint's headers, `X-Insuite-Event` (the event locator, for removing duplicates: delivery is at least once) and `X-Insuite-Delivery`, in event order. The endpoint must not be a private, loopback or link-local address (checked here and again on the resolved address at every delivery); private and loopback addresses are allowed when the installation allows them, link-local ones never.
   *
   * `POST /event/{tenantLocator}/webhooks`
   * @see Reference: `/docs#operation/createWebhook` on the server.
   * @throws {ApiError} 400, 401, 403, 404, 409, 413, 415, 422, 500, 503
   */
  createWebhook(args: CreateWebhookArgs, options?: CallOptions): Promise<WebhookResponse>;
  /**
   * List webhooks
   *
   * Lists the tenant's webhooks, optionally filtered.
   *
   * `GET /event/{tenantLocator}/webhooks/list`
   * @see Reference: `/docs#operation/fetchWebhooks` on the server.
   * @throws {ApiError} 400, 401, 403, 404, 500
   */
  fetchWebhooks(args: FetchWebhooksArgs & { extended: false }, options?: CallOptions): Promise<WebhookResponse[]>;
  /**
   * List webhooks
   *
   * Lists the tenant's webhooks, optionally filtered.
   *
   * `GET /event/{tenantLocator}/webhooks/list`
   * @see Reference: `/docs#operation/fetchWebhooks` on the server.
   * @throws {ApiError} 400, 401, 403, 404, 500
   */
  fetchWebhooks(args: FetchWebhooksArgs & { extended?: true }, options?: CallOptions): Promise<WebhookListResponse>;
  /**
   * List webhooks
   *
   * Lists the tenant's webhooks, optionally filtered.
   *
   * `GET /event/{tenantLocator}/webhooks/list`
   * @see Reference: `/docs#operation/fetchWebhooks` on the server.
   * @throws {ApiError} 400, 401, 403, 404, 500
   */
  fetchWebhooks(args: FetchWebhooksArgs, options?: CallOptions): Promise<WebhookListResponse | WebhookResponse[]>;
  /**
   * Read a webhook
   *
   * Returns one webhook; its secret reads as an empty string.
   *
   * `GET /event/{tenantLocator}/webhooks/{webhookLocator}`
   * @see Reference: `/docs#operation/fetchWebhook` on the server.
   * @throws {ApiError} 400, 401, 403, 404, 500
   */
  fetchWebhook(args: FetchWebhookArgs, options?: CallOptions): Promise<WebhookResponse>;
  /**
   * Delete a webhook
   *
   * Removes the webhook and its undelivered events.
   *
   * `DELETE /event/{tenantLocator}/webhooks/{webhookLocator}`
   * @see Reference: `/docs#operation/deleteWebhook` on the server.
   * @throws {ApiError} 400, 401, 403, 404, 500, 503
   */
  deleteWebhook(args: DeleteWebhookArgs, options?: CallOptions): Promise<void>;
  /**
   * Update a webhook
   *
   * Changes a webhook's endpoint, event types and failure handling.
   *
   * `PATCH /event/{tenantLocator}/webhooks/{webhookLocator}`
   * @see Reference: `/docs#operation/updateWebhook` on the server.
   * @throws {ApiError} 400, 401, 403, 404, 413, 415, 422, 500, 503
   */
  updateWebhook(args: UpdateWebhookArgs, options?: CallOptions): Promise<WebhookResponse>;
  /**
   * List diverted events
   *
   * Lists the webhook's diverted events in order of failure.
   *
   * `GET /event/{tenantLocator}/webhooks/{webhookLocator}/diverted`
   * @see Reference: `/docs#operation/fetchMultipleDivertedEvents` on the server.
   * @throws {ApiError} 400, 401, 403, 404, 500
   */
  fetchMultipleDivertedEvents(args: FetchMultipleDivertedEventsArgs, options?: CallOptions): Promise<DivertedEventResponse[]>;
  /**
   * Read a diverted event
   *
   * Returns an event whose delivery to the webhook failed and was diverted.
   *
   * `GET /event/{tenantLocator}/webhooks/{webhookLocator}/diverted/{eventLocator}`
   * @see Reference: `/docs#operation/fetchDivertedEvent` on the server.
   * @throws {ApiError} 400, 401, 403, 404, 500
   */
  fetchDivertedEvent(args: FetchDivertedEventArgs, options?: CallOptions): Promise<DivertedEventResponse>;
  /**
   * Delete a diverted event
   *
   * Discards the diverted event.
   *
   * `DELETE /event/{tenantLocator}/webhooks/{webhookLocator}/diverted/{eventLocator}`
   * @see Reference: `/docs#operation/deleteDivertedEvent` on the server.
   * @throws {ApiError} 400, 401, 403, 404, 500, 503
   */
  deleteDivertedEvent(args: DeleteDivertedEventArgs, options?: CallOptions): Promise<DeleteDivertedEventResult>;
  /**
   * Resend a diverted event
   *
   * Delivers the event again now. On success the diverted event is removed; on failure its failure fields are updated.
   *
   * `POST /event/{tenantLocator}/webhooks/{webhookLocator}/diverted/{eventLocator}/resend`
   * @see Reference: `/docs#operation/resendDivertedEvent` on the server.
   * @throws {ApiError} 400, 401, 403, 404, 500, 503
   */
  resendDivertedEvent(args: ResendDivertedEventArgs, options?: CallOptions): Promise<ResendDivertedEventResult>;
  /**
   * Resume a suspended webhook
   *
   * Lets a suspended webhook deliver again, starting with the events that waited.
   *
   * `PATCH /event/{tenantLocator}/webhooks/{webhookLocator}/unsuspend`
   * @see Reference: `/docs#operation/unsuspendWebhook` on the server.
   * @throws {ApiError} 400, 401, 403, 404, 500, 503
   */
  unsuspendWebhook(args: UnsuspendWebhookArgs, options?: CallOptions): Promise<void>;
  /**
   * Liveness
   *
   * Answers 200 while the process is up.
   *
   * `GET /healthz`
   * @see Reference: `/docs#operation/getHealth` on the server.
   * @throws {ApiError} 500
   */
  getHealth(args?: GetHealthArgs, options?: CallOptions): Promise<HealthResponse>;
  /**
   * Prometheus metrics
   *
   * Request counts and durations by operation, and process metrics, in Prometheus text format. Needs the permission `metrics.read`, so a scraper's token can read nothing else. A server running several processes (`INSUITE_PROCESSES`) answers the metrics of all of them, summed, whichever process answers; 503 when they cannot all be collected.
   *
   * `GET /metrics`
   * @see Reference: `/docs#operation/getMetrics` on the server.
   * @throws {ApiError} 400, 401, 403, 500, 503
   */
  getMetrics(args?: GetMetricsArgs, options?: CallOptions): Promise<string>;
  /**
   * This contract
   *
   * Returns this OpenAPI document as YAML, served as `text/yaml` so that a browser shows it. Public, so tools can import it by URL.
   *
   * `GET /openapi.yaml`
   * @see Reference: `/docs#operation/getOpenApiSpec` on the server.
   * @throws {ApiError} 500
   */
  getOpenApiSpec(args?: GetOpenApiSpecArgs, options?: CallOptions): Promise<string>;
  /**
   * This contract as JSON
   *
   * Returns this OpenAPI document as JSON. Public, so tools can import it by URL.
   *
   * `GET /openapi.json`
   * @see Reference: `/docs#operation/getOpenApiJson` on the server.
   * @throws {ApiError} 500
   */
  getOpenApiJson(args?: GetOpenApiJsonArgs, options?: CallOptions): Promise<GetOpenApiJsonResult>;
  /**
   * Create a payment
   *
   * Records a payment in draft: an amount of money in the account's currency and what it is for (invoices, invoice items, or the account itself as credit). Nothing is settled until it is posted. A payment for more than its invoices and items still owe, in another currency, or naming an invoice of another account answers 422 naming the field; an invoice the tenant does not have answers 404.
   *
   * `POST /billing/{tenantLocator}/payments`
   * @see Reference: `/docs#operation/createPayment` on the server.
   * @throws {ApiError} 400, 401, 403, 404, 409, 413, 415, 422, 500, 503
   */
  createPayment(args: CreatePaymentArgs, options?: CallOptions): Promise<PaymentResponse>;
  /**
   * List payments
   *
   * Lists the tenant's payments, oldest first: all of them, those of one account, or those naming one invoice, invoice item or account as a target.
   *
   * `GET /billing/{tenantLocator}/payments/list`
   * @see Reference: `/docs#operation/fetchMultiplePayments` on the server.
   * @throws {ApiError} 400, 401, 403, 404, 500
   */
  fetchMultiplePayments(args: FetchMultiplePaymentsArgs & { extended: false }, options?: CallOptions): Promise<PaymentResponse[]>;
  /**
   * List payments
   *
   * Lists the tenant's payments, oldest first: all of them, those of one account, or those naming one invoice, invoice item or account as a target.
   *
   * `GET /billing/{tenantLocator}/payments/list`
   * @see Reference: `/docs#operation/fetchMultiplePayments` on the server.
   * @throws {ApiError} 400, 401, 403, 404, 500
   */
  fetchMultiplePayments(args: FetchMultiplePaymentsArgs & { extended?: true }, options?: CallOptions): Promise<ListPageResponsePaymentResponse>;
  /**
   * List payments
   *
   * Lists the tenant's payments, oldest first: all of them, those of one account, or those naming one invoice, invoice item or account as a target.
   *
   * `GET /billing/{tenantLocator}/payments/list`
   * @see Reference: `/docs#operation/fetchMultiplePayments` on the server.
   * @throws {ApiError} 400, 401, 403, 404, 500
   */
  fetchMultiplePayments(args: FetchMultiplePaymentsArgs, options?: CallOptions): Promise<ListPageResponsePaymentResponse | PaymentResponse[]>;
  /**
   * Fetch payments by number
   *
   * Answers every payment given this number (none: an empty list).
   *
   * `GET /billing/{tenantLocator}/payments/numbers/{paymentNumber}`
   * @see Reference: `/docs#operation/fetchPaymentsWithNumber` on the server.
   * @throws {ApiError} 400, 401, 403, 404, 500
   */
  fetchPaymentsWithNumber(args: FetchPaymentsWithNumberArgs, options?: CallOptions): Promise<PaymentResponse[]>;
  /**
   * Fetch a payment
   *
   * Answers the payment, its state, its targets and, once posted, what it settled.
   *
   * `GET /billing/{tenantLocator}/payments/{locator}`
   * @see Reference: `/docs#operation/fetchPayment` on the server.
   * @throws {ApiError} 400, 401, 403, 404, 500
   */
  fetchPayment(args: FetchPaymentArgs, options?: CallOptions): Promise<PaymentResponse>;
  /**
   * Replace a payment
   *
   * Replaces the amount, type, data and targets of a draft or validated payment with those given; a validated payment returns to draft. The same checks as creation apply.
   *
   * `PUT /billing/{tenantLocator}/payments/{locator}`
   * @see Reference: `/docs#operation/updatePaymentOverwriteData` on the server.
   * @throws {ApiError} 400, 401, 403, 404, 409, 413, 415, 422, 500, 503
   */
  updatePaymentOverwriteData(args: UpdatePaymentOverwriteDataArgs, options?: CallOptions): Promise<PaymentResponse>;
  /**
   * Update a payment
   *
   * Changes the given fields of a draft or validated payment, adds and removes targets and data keys; a validated payment returns to draft. The same checks as creation apply.
   *
   * `PATCH /billing/{tenantLocator}/payments/{locator}`
   * @see Reference: `/docs#operation/updatePayment` on the server.
   * @throws {ApiError} 400, 401, 403, 404, 409, 413, 415, 422, 500, 503
   */
  updatePayment(args: UpdatePaymentArgs, options?: CallOptions): Promise<PaymentResponse>;
  /**
   * Cancel a payment
   *
   * Stops a payment that has not posted (draft, validated, requested or executing): it becomes cancelled and settles nothing. Any other state answers 409.
   *
   * `PATCH /billing/{tenantLocator}/payments/{locator}/cancel`
   * @see Reference: `/docs#operation/cancelPayment` on the server.
   * @throws {ApiError} 400, 401, 403, 404, 409, 422, 500, 503
   */
  cancelPayment(args: CancelPaymentArgs, options?: CallOptions): Promise<PaymentResponse>;
  /**
   * Discard a payment
   *
   * Drops a draft or validated payment: it becomes discarded. Any other state answers 409.
   *
   * `PATCH /billing/{tenantLocator}/payments/{locator}/discard`
   * @see Reference: `/docs#operation/discardPayment` on the server.
   * @throws {ApiError} 400, 401, 403, 404, 409, 422, 500, 503
   */
  discardPayment(args: DiscardPaymentArgs, options?: CallOptions): Promise<PaymentResponse>;
  /**
   * Mark a payment failed
   *
   * Records that the money of a validated, requested or executing payment did not arrive: it becomes failed and settles nothing. Any other state answers 409.
   *
   * `PATCH /billing/{tenantLocator}/payments/{locator}/fail`
   * @see Reference: `/docs#operation/failPayment` on the server.
   * @throws {ApiError} 400, 401, 403, 404, 409, 422, 500, 503
   */
  failPayment(args: FailPaymentArgs, options?: CallOptions): Promise<PaymentResponse>;
  /**
   * List the invoices of a payment
   *
   * Answers the invoices the payment targets (directly or through one of their items) or settled, oldest first. A reversed payment answers none unless includeReversed is true.
   *
   * `GET /billing/{tenantLocator}/payments/{locator}/invoices/list`
   * @see Reference: `/docs#operation/fetchInvoicesTargetedByAPayment` on the server.
   * @throws {ApiError} 400, 401, 403, 404, 500
   */
  fetchInvoicesTargetedByAPayment(args: FetchInvoicesTargetedByAPaymentArgs, options?: CallOptions): Promise<InvoiceListResponse>;
  /**
   * Post a payment
   *
   * Validates the payment if it is a draft, then settles its targets in one database transaction: an amount given for a target goes to it, the rest to the oldest due items first; what the targets no longer owe stays as the account's credit. Posting a payment that is not draft or validated (posting twice) answers 409, with nothing written.
   *
   * `PATCH /billing/{tenantLocator}/payments/{locator}/post`
   * @see Reference: `/docs#operation/postPayment` on the server.
   * @throws {ApiError} 400, 401, 403, 404, 409, 422, 500, 503
   */
  postPayment(args: PostPaymentArgs, options?: CallOptions): Promise<PaymentResponse>;
  /**
   * Reset a payment
   *
   * Returns a validated, failed or cancelled payment to draft, so that it can be changed and validated again. Any other state answers 409.
   *
   * `PATCH /billing/{tenantLocator}/payments/{locator}/reset`
   * @see Reference: `/docs#operation/resetPayment` on the server.
   * @throws {ApiError} 400, 401, 403, 404, 409, 422, 500, 503
   */
  resetPayment(args: ResetPaymentArgs, options?: CallOptions): Promise<PaymentResponse>;
  /**
   * Validate a payment
   *
   * Checks a draft payment against its targets as they stand (currency, account, amounts owed) and marks it validated; a payment that fails a check answers 422 naming the field and stays a draft.
   *
   * `PATCH /billing/{tenantLocator}/payments/{locator}/validate`
   * @see Reference: `/docs#operation/validatePayment` on the server.
   * @throws {ApiError} 400, 401, 403, 404, 409, 422, 500, 503
   */
  validatePayment(args: ValidatePaymentArgs, options?: CallOptions): Promise<PaymentResponse>;
  /**
   * Reverse a payment
   *
   * Undoes a posted payment: what it settled is owed again (its invoices reopen) and what it left as credit leaves the account's credit, in one database transaction. The payment becomes reversed with the reason given. A payment that was not posted answers 409.
   *
   * `PATCH /billing/{tenantLocator}/payments/{locator}/reverse`
   * @see Reference: `/docs#operation/reversePayment` on the server.
   * @throws {ApiError} 400, 401, 403, 404, 409, 413, 415, 422, 500, 503
   */
  reversePayment(args: ReversePaymentArgs, options?: CallOptions): Promise<PaymentResponse>;
  /**
   * Preview posting a payment
   *
   * Answers what posting the payment now would do: the credits to each invoice item and to the account, and each invoice's amount still owed after it. Nothing is written.
   *
   * `GET /billing/{tenantLocator}/payments/{locator}/previewPost`
   * @see Reference: `/docs#operation/previewPaymentPost` on the server.
   * @throws {ApiError} 400, 401, 403, 404, 500
   */
  previewPaymentPost(args: PreviewPaymentPostArgs, options?: CallOptions): Promise<PreviewPaymentResponse>;
  /**
   * Preview validating a payment
   *
   * Answers the outcome of validating the payment now (validationResult) and the invoices it targets. Nothing is written.
   *
   * `GET /billing/{tenantLocator}/payments/{locator}/previewValidate`
   * @see Reference: `/docs#operation/previewPaymentValidate` on the server.
   * @throws {ApiError} 400, 401, 403, 404, 500
   */
  previewPaymentValidate(args: PreviewPaymentValidateArgs, options?: CallOptions): Promise<PreviewPaymentResponse>;
  /**
   * List the invoices of an account
   *
   * Answers a page of the account's invoices, oldest first; invoices of zero only when asked.
   *
   * `GET /billing/{tenantLocator}/invoices/accounts/{accountLocator}/list`
   * @see Reference: `/docs#operation/fetchInvoicesForAccount` on the server.
   * @throws {ApiError} 400, 401, 403, 404, 500
   */
  fetchInvoicesForAccount(args: FetchInvoicesForAccountArgs, options?: CallOptions): Promise<InvoiceListResponse>;
  /**
   * Invoice installments early
   *
   * Invoices the named installments now, before their generate time, on one invoice per policy; installments already invoiced are left as they are.
   *
   * `POST /billing/{tenantLocator}/invoices/earlyInvoicing`
   * @see Reference: `/docs#operation/initiateEarlyInvoicing` on the server.
   * @throws {ApiError} 400, 401, 403, 404, 409, 413, 415, 422, 500, 503
   */
  initiateEarlyInvoicing(args: InitiateEarlyInvoicingArgs, options?: CallOptions): Promise<EarlyInvoicingResponse>;
  /**
   * Fetch invoices by number
   *
   * Answers every invoice of the tenant with this number (an empty list when none has it).
   *
   * `GET /billing/{tenantLocator}/invoices/numbers/{invoiceNumber}`
   * @see Reference: `/docs#operation/fetchInvoiceWithNumber` on the server.
   * @throws {ApiError} 400, 401, 403, 404, 500
   */
  fetchInvoiceWithNumber(args: FetchInvoiceWithNumberArgs, options?: CallOptions): Promise<InvoiceResponse[]>;
  /**
   * List the invoices of a policy
   *
   * Answers a page of the invoices of the policy, oldest first; invoices of zero only when asked.
   *
   * `GET /billing/{tenantLocator}/invoices/policies/{policyLocator}/list`
   * @see Reference: `/docs#operation/fetchInvoicesForPolicy` on the server.
   * @throws {ApiError} 400, 401, 403, 404, 500
   */
  fetchInvoicesForPolicy(args: FetchInvoicesForPolicyArgs, options?: CallOptions): Promise<InvoiceListResponse>;
  /**
   * Preview the invoices of a quote
   *
   * Answers the invoices the quote's installments would be generated on if it were issued now, by generate time. Nothing is written.
   *
   * `GET /billing/{tenantLocator}/invoices/quotes/{locator}/previewInvoices`
   * @see Reference: `/docs#operation/previewInvoicesForQuote` on the server.
   * @throws {ApiError} 400, 401, 403, 404, 409, 500
   */
  previewInvoicesForQuote(args: PreviewInvoicesForQuoteArgs, options?: CallOptions): Promise<InvoicePreviewResponse[]>;
  /**
   * List the invoices of a quote
   *
   * Answers a page of the invoices of the policy the quote was issued as; none while it is not issued.
   *
   * `GET /billing/{tenantLocator}/invoices/quotes/{quoteLocator}/list`
   * @see Reference: `/docs#operation/fetchInvoicesForQuote` on the server.
   * @throws {ApiError} 400, 401, 403, 404, 500
   */
  fetchInvoicesForQuote(args: FetchInvoicesForQuoteArgs, options?: CallOptions): Promise<InvoiceListResponse>;
  /**
   * Preview the invoices of a transaction
   *
   * Answers the invoices the transaction's installments would be generated on, by generate time. Nothing is written.
   *
   * `GET /billing/{tenantLocator}/invoices/transactions/{locator}/previewInvoices`
   * @see Reference: `/docs#operation/previewInvoicesForTransaction` on the server.
   * @throws {ApiError} 400, 401, 403, 404, 500
   */
  previewInvoicesForTransaction(args: PreviewInvoicesForTransactionArgs, options?: CallOptions): Promise<InvoicePreviewResponse[]>;
  /**
   * Fetch an invoice
   *
   * Answers the invoice with its items.
   *
   * `GET /billing/{tenantLocator}/invoices/{locator}`
   * @see Reference: `/docs#operation/getInvoiceWithItems` on the server.
   * @throws {ApiError} 400, 401, 403, 404, 500
   */
  getInvoiceWithItems(args: GetInvoiceWithItemsArgs, options?: CallOptions): Promise<InvoiceResponse>;
  /**
   * Update an invoice
   *
   * Sets the autopay time of an open invoice, or suppresses its autopay.
   *
   * `PATCH /billing/{tenantLocator}/invoices/{locator}`
   * @see Reference: `/docs#operation/updateInvoice` on the server.
   * @throws {ApiError} 400, 401, 403, 404, 409, 413, 415, 422, 500, 503
   */
  updateInvoice(args: UpdateInvoiceArgs, options?: CallOptions): Promise<InvoiceResponse>;
  /**
   * Fetch the details of an invoice
   *
   * Answers the invoice's items grouped by policy, each with the installment items it sums and the transactions they came from.
   *
   * `GET /billing/{tenantLocator}/invoices/{locator}/details`
   * @see Reference: `/docs#operation/fetchInvoiceDetails` on the server.
   * @throws {ApiError} 400, 401, 403, 404, 500
   */
  fetchInvoiceDetails(args: FetchInvoiceDetailsArgs, options?: CallOptions): Promise<InvoiceDetailsResponse>;
  /**
   * Generate an invoice number
   *
   * Gives the invoice the tenant's next invoice number. An invoice that has a number keeps it (409).
   *
   * `POST /billing/{tenantLocator}/invoices/{locator}/number/generate`
   * @see Reference: `/docs#operation/generateInvoiceNumber` on the server.
   * @throws {ApiError} 400, 401, 403, 404, 409, 413, 415, 422, 500, 503
   */
  generateInvoiceNumber(args: GenerateInvoiceNumberArgs, options?: CallOptions): Promise<InvoiceResponse>;
  /**
   * Set an invoice number
   *
   * Gives the invoice the number named.
   *
   * `POST /billing/{tenantLocator}/invoices/{locator}/number/set`
   * @see Reference: `/docs#operation/setInvoiceNumber` on the server.
   * @throws {ApiError} 400, 401, 403, 404, 409, 413, 415, 422, 500, 503
   */
  setInvoiceNumber(args: SetInvoiceNumberArgs, options?: CallOptions): Promise<InvoiceResponse>;
  /**
   * Settle an invoice of zero or less
   *
   * Settles an open invoice whose total is zero or negative; what is negative becomes credit of the account. An invoice of more than zero answers 409.
   *
   * `POST /billing/{tenantLocator}/invoices/{locator}/settle`
   * @see Reference: `/docs#operation/settleNegativeOrZeroInvoice` on the server.
   * @throws {ApiError} 400, 401, 403, 404, 409, 413, 415, 422, 500, 503
   */
  settleNegativeOrZeroInvoice(args: SettleNegativeOrZeroInvoiceArgs, options?: CallOptions): Promise<ListPageResponseCreditDistributionResponse>;
  /**
   * Write an invoice off
   *
   * Writes off what remains of an open invoice of more than zero: the invoice is settled, and the write-off records the amount.
   *
   * `PATCH /billing/{tenantLocator}/invoices/{locator}/writeOff`
   * @see Reference: `/docs#operation/writeOffInvoice` on the server.
   * @throws {ApiError} 400, 401, 403, 404, 409, 413, 415, 422, 500, 503
   */
  writeOffInvoice(args: WriteOffInvoiceArgs, options?: CallOptions): Promise<WriteOffResponse>;
  /**
   * List the payments of an invoice
   *
   * Lists the payments that target the invoice or one of its items, oldest first; reversed ones only with includeReversed.
   *
   * `GET /billing/{tenantLocator}/invoices/{locator}/payments/list`
   * @see Reference: `/docs#operation/fetchPaymentsForAnInvoice` on the server.
   * @throws {ApiError} 400, 401, 403, 404, 500
   */
  fetchPaymentsForAnInvoice(args: FetchPaymentsForAnInvoiceArgs & { extended: false }, options?: CallOptions): Promise<PaymentResponse[]>;
  /**
   * List the payments of an invoice
   *
   * Lists the payments that target the invoice or one of its items, oldest first; reversed ones only with includeReversed.
   *
   * `GET /billing/{tenantLocator}/invoices/{locator}/payments/list`
   * @see Reference: `/docs#operation/fetchPaymentsForAnInvoice` on the server.
   * @throws {ApiError} 400, 401, 403, 404, 500
   */
  fetchPaymentsForAnInvoice(args: FetchPaymentsForAnInvoiceArgs & { extended?: true }, options?: CallOptions): Promise<PaymentListResponse>;
  /**
   * List the payments of an invoice
   *
   * Lists the payments that target the invoice or one of its items, oldest first; reversed ones only with includeReversed.
   *
   * `GET /billing/{tenantLocator}/invoices/{locator}/payments/list`
   * @see Reference: `/docs#operation/fetchPaymentsForAnInvoice` on the server.
   * @throws {ApiError} 400, 401, 403, 404, 500
   */
  fetchPaymentsForAnInvoice(args: FetchPaymentsForAnInvoiceArgs, options?: CallOptions): Promise<PaymentListResponse | PaymentResponse[]>;
  /**
   * Fetch an account's credit
   *
   * Answers the account's credit in each currency: what posted payments left over after settling their targets, less what was reversed.
   *
   * `GET /billing/{tenantLocator}/accounts/{locator}/credit`
   * @see Reference: `/docs#operation/fetchAccountCredit` on the server.
   * @throws {ApiError} 400, 401, 403, 404, 500
   */
  fetchAccountCredit(args: FetchAccountCreditArgs, options?: CallOptions): Promise<AccountCreditResponse>;
  /**
   * List the delinquencies of an account
   *
   * Lists the delinquencies of the account, oldest first.
   *
   * `GET /billing/{tenantLocator}/delinquencies/accounts/{accountLocator}/list`
   * @see Reference: `/docs#operation/getDelinquenciesForAccount` on the server.
   * @throws {ApiError} 400, 401, 403, 404, 500
   */
  getDelinquenciesForAccount(args: GetDelinquenciesForAccountArgs & { extended: false }, options?: CallOptions): Promise<DelinquencyResponse[]>;
  /**
   * List the delinquencies of an account
   *
   * Lists the delinquencies of the account, oldest first.
   *
   * `GET /billing/{tenantLocator}/delinquencies/accounts/{accountLocator}/list`
   * @see Reference: `/docs#operation/getDelinquenciesForAccount` on the server.
   * @throws {ApiError} 400, 401, 403, 404, 500
   */
  getDelinquenciesForAccount(args: GetDelinquenciesForAccountArgs & { extended?: true }, options?: CallOptions): Promise<DelinquencyListResponse>;
  /**
   * List the delinquencies of an account
   *
   * Lists the delinquencies of the account, oldest first.
   *
   * `GET /billing/{tenantLocator}/delinquencies/accounts/{accountLocator}/list`
   * @see Reference: `/docs#operation/getDelinquenciesForAccount` on the server.
   * @throws {ApiError} 400, 401, 403, 404, 500
   */
  getDelinquenciesForAccount(args: GetDelinquenciesForAccountArgs, options?: CallOptions): Promise<DelinquencyListResponse | DelinquencyResponse[]>;
  /**
   * List the delinquencies of an invoice
   *
   * Lists the delinquencies that the invoice started or belongs to, oldest first.
   *
   * `GET /billing/{tenantLocator}/delinquencies/invoices/{invoiceLocator}/list`
   * @see Reference: `/docs#operation/getDelinquenciesForInvoice` on the server.
   * @throws {ApiError} 400, 401, 403, 404, 500
   */
  getDelinquenciesForInvoice(args: GetDelinquenciesForInvoiceArgs & { extended: false }, options?: CallOptions): Promise<DelinquencyResponse[]>;
  /**
   * List the delinquencies of an invoice
   *
   * Lists the delinquencies that the invoice started or belongs to, oldest first.
   *
   * `GET /billing/{tenantLocator}/delinquencies/invoices/{invoiceLocator}/list`
   * @see Reference: `/docs#operation/getDelinquenciesForInvoice` on the server.
   * @throws {ApiError} 400, 401, 403, 404, 500
   */
  getDelinquenciesForInvoice(args: GetDelinquenciesForInvoiceArgs & { extended?: true }, options?: CallOptions): Promise<DelinquencyListResponse>;
  /**
   * List the delinquencies of an invoice
   *
   * Lists the delinquencies that the invoice started or belongs to, oldest first.
   *
   * `GET /billing/{tenantLocator}/delinquencies/invoices/{invoiceLocator}/list`
   * @see Reference: `/docs#operation/getDelinquenciesForInvoice` on the server.
   * @throws {ApiError} 400, 401, 403, 404, 500
   */
  getDelinquenciesForInvoice(args: GetDelinquenciesForInvoiceArgs, options?: CallOptions): Promise<DelinquencyListResponse | DelinquencyResponse[]>;
  /**
   * List the delinquencies of a policy
   *
   * Lists the delinquencies of the policy, oldest first.
   *
   * `GET /billing/{tenantLocator}/delinquencies/policies/{policyLocator}/list`
   * @see Reference: `/docs#operation/getDelinquenciesForPolicy` on the server.
   * @throws {ApiError} 400, 401, 403, 404, 500
   */
  getDelinquenciesForPolicy(args: GetDelinquenciesForPolicyArgs & { extended: false }, options?: CallOptions): Promise<DelinquencyResponse[]>;
  /**
   * List the delinquencies of a policy
   *
   * Lists the delinquencies of the policy, oldest first.
   *
   * `GET /billing/{tenantLocator}/delinquencies/policies/{policyLocator}/list`
   * @see Reference: `/docs#operation/getDelinquenciesForPolicy` on the server.
   * @throws {ApiError} 400, 401, 403, 404, 500
   */
  getDelinquenciesForPolicy(args: GetDelinquenciesForPolicyArgs & { extended?: true }, options?: CallOptions): Promise<DelinquencyListResponse>;
  /**
   * List the delinquencies of a policy
   *
   * Lists the delinquencies of the policy, oldest first.
   *
   * `GET /billing/{tenantLocator}/delinquencies/policies/{policyLocator}/list`
   * @see Reference: `/docs#operation/getDelinquenciesForPolicy` on the server.
   * @throws {ApiError} 400, 401, 403, 404, 500
   */
  getDelinquenciesForPolicy(args: GetDelinquenciesForPolicyArgs, options?: CallOptions): Promise<DelinquencyListResponse | DelinquencyResponse[]>;
  /**
   * List the events of a delinquency
   *
   * Lists the events the delinquency plan configures for this delinquency, each with its trigger time and whether it was triggered or cancelled (the delinquency settled first).
   *
   * `GET /billing/{tenantLocator}/delinquencies/{delinquencyLocator}/events/list`
   * @see Reference: `/docs#operation/fetchDelinquencyEvents` on the server.
   * @throws {ApiError} 400, 401, 403, 404, 500
   */
  fetchDelinquencyEvents(args: FetchDelinquencyEventsArgs, options?: CallOptions): Promise<DelinquencyEventsResponse>;
  /**
   * Fetch a delinquency
   *
   * Answers the delinquency: its state, its plan settings, the invoices and policy it concerns, when grace started and ends, and the lapse transaction once made.
   *
   * `GET /billing/{tenantLocator}/delinquencies/{locator}`
   * @see Reference: `/docs#operation/getDelinquency` on the server.
   * @throws {ApiError} 400, 401, 403, 404, 500
   */
  getDelinquency(args: GetDelinquencyArgs, options?: CallOptions): Promise<DelinquencyResponse>;
  /**
   * Update a delinquency
   *
   * Moves the end of grace of a delinquency that has not lapsed (preGrace or inGrace); the job lapses it at the new time. Any other state answers 409; an end before grace started answers 422.
   *
   * `PATCH /billing/{tenantLocator}/delinquencies/{locator}`
   * @see Reference: `/docs#operation/updateDelinquency` on the server.
   * @throws {ApiError} 400, 401, 403, 404, 409, 413, 415, 422, 500, 503
   */
  updateDelinquency(args: UpdateDelinquencyArgs, options?: CallOptions): Promise<DelinquencyResponse>;
  /**
   * Deactivate a payment provider (deprecated)
   *
   * This service holds no payment providers: always 404.
   *
   * `PATCH /payment-execution/{tenantLocator}/paymentProviders/{locator}/inactivate`
   * @see Reference: `/docs#operation/inactivatePaymentProviderConfiguration` on the server.
   * @throws {ApiError} 400, 401, 403, 404, 500, 503
   * @deprecated The contract deprecates this operation; the server answers it with `Deprecation: true`.
   */
  inactivatePaymentProviderConfiguration(args: InactivatePaymentProviderConfigurationArgs, options?: CallOptions): Promise<PaymentProvider>;
  /**
   * List plugin logs
   *
   * Lists the tenant's plugin logs, newest first. A plugin log is written for each call of a plugin (validation, rating, underwriting) that logged a line or failed; a call that succeeded without logging leaves none. `objectLocator` finds the logs of one quote, `requestId` those of one request.
   *
   * `GET /plugin/{tenantLocator}/logs/list`
   * @see Reference: `/docs#operation/fetchLogsList` on the server.
   * @throws {ApiError} 400, 401, 403, 404, 500
   */
  fetchLogsList(args: FetchLogsListArgs & { extended: false }, options?: CallOptions): Promise<PluginLogsMetadata[]>;
  /**
   * List plugin logs
   *
   * Lists the tenant's plugin logs, newest first. A plugin log is written for each call of a plugin (validation, rating, underwriting) that logged a line or failed; a call that succeeded without logging leaves none. `objectLocator` finds the logs of one quote, `requestId` those of one request.
   *
   * `GET /plugin/{tenantLocator}/logs/list`
   * @see Reference: `/docs#operation/fetchLogsList` on the server.
   * @throws {ApiError} 400, 401, 403, 404, 500
   */
  fetchLogsList(args: FetchLogsListArgs & { extended?: true }, options?: CallOptions): Promise<PluginLogsListResponse>;
  /**
   * List plugin logs
   *
   * Lists the tenant's plugin logs, newest first. A plugin log is written for each call of a plugin (validation, rating, underwriting) that logged a line or failed; a call that succeeded without logging leaves none. `objectLocator` finds the logs of one quote, `requestId` those of one request.
   *
   * `GET /plugin/{tenantLocator}/logs/list`
   * @see Reference: `/docs#operation/fetchLogsList` on the server.
   * @throws {ApiError} 400, 401, 403, 404, 500
   */
  fetchLogsList(args: FetchLogsListArgs, options?: CallOptions): Promise<PluginLogsListResponse | PluginLogsMetadata[]>;
  /**
   * Read a plugin log
   *
   * Returns one plugin log: what it is about and, in `log`, its lines in the order the plugin wrote them, each on a line of its own; a failed call ends with the plugin's error and stack.
   *
   * `GET /plugin/{tenantLocator}/logs/{locator}`
   * @see Reference: `/docs#operation/fetchLogs` on the server.
   * @throws {ApiError} 400, 401, 403, 404, 500
   */
  fetchLogs(args: FetchLogsArgs, options?: CallOptions): Promise<StreamingResponseBody>;
  /**
   * List the charges of an account
   *
   * Answers a page of the charges of every policy of the account, in the order their transactions were issued.
   *
   * `GET /billing/{tenantLocator}/accounts/{accountLocator}/charges/list`
   * @see Reference: `/docs#operation/fetchChargesByAccount` on the server.
   * @throws {ApiError} 400, 401, 403, 404, 500
   */
  fetchChargesByAccount(args: FetchChargesByAccountArgs, options?: CallOptions): Promise<ListPageResponseChargeResponse>;
  /**
   * List the installment lattices of a policy
   *
   * Answers a page of the lattices of the policy's terms, the first term first.
   *
   * `GET /billing/{tenantLocator}/installmentLattices/policies/{policyLocator}/list`
   * @see Reference: `/docs#operation/fetchInstallmentLatticesByPolicyLocator` on the server.
   * @throws {ApiError} 400, 401, 403, 404, 500
   */
  fetchInstallmentLatticesByPolicyLocator(args: FetchInstallmentLatticesByPolicyLocatorArgs, options?: CallOptions): Promise<InstallmentLatticeListResponse>;
  /**
   * Fetch the installment lattice of a quote
   *
   * For an issued quote, the lattice of its policy's first term; otherwise the lattice its term would have, laid out now and not stored (its locator names nothing).
   *
   * `GET /billing/{tenantLocator}/installmentLattices/quotes/{quoteLocator}`
   * @see Reference: `/docs#operation/fetchLatestInstallmentLatticeByQuoteLocator` on the server.
   * @throws {ApiError} 400, 401, 403, 404, 409, 500
   */
  fetchLatestInstallmentLatticeByQuoteLocator(args: FetchLatestInstallmentLatticeByQuoteLocatorArgs, options?: CallOptions): Promise<InstallmentLatticeResponse>;
  /**
   * Fetch an installment lattice
   *
   * Answers one stored lattice.
   *
   * `GET /billing/{tenantLocator}/installmentLattices/{installmentLatticeLocator}`
   * @see Reference: `/docs#operation/fetchInstallmentLatticeByLocator` on the server.
   * @throws {ApiError} 400, 401, 403, 404, 500
   */
  fetchInstallmentLatticeByLocator(args: FetchInstallmentLatticeByLocatorArgs, options?: CallOptions): Promise<InstallmentLatticeResponse>;
  /**
   * List the installments of a policy
   *
   * Answers a page of the installments of the policy's issued transactions, by generate time.
   *
   * `GET /billing/{tenantLocator}/installments/policies/{policyLocator}/list`
   * @see Reference: `/docs#operation/fetchInstallmentsForPolicy` on the server.
   * @throws {ApiError} 400, 401, 403, 404, 500
   */
  fetchInstallmentsForPolicy(args: FetchInstallmentsForPolicyArgs, options?: CallOptions): Promise<InstallmentListResponse>;
  /**
   * Preview the installments of a quote
   *
   * Answers how the quote's priced charges would be spread over its term if it were issued now. Nothing is written; the locators name nothing.
   *
   * `GET /billing/{tenantLocator}/installments/quotes/{quoteLocator}/list`
   * @see Reference: `/docs#operation/fetchInstallmentsForQuote` on the server.
   * @throws {ApiError} 400, 401, 403, 404, 409, 500
   */
  fetchInstallmentsForQuote(args: FetchInstallmentsForQuoteArgs, options?: CallOptions): Promise<InstallmentListResponse>;
  /**
   * List the installments of a transaction
   *
   * Answers a page of the installments an issued transaction made; for a priced transaction not yet issued, those it would make if issued now (nothing written).
   *
   * `GET /billing/{tenantLocator}/installments/transactions/{transactionLocator}/list`
   * @see Reference: `/docs#operation/fetchInstallmentsForPolicyTransaction` on the server.
   * @throws {ApiError} 400, 401, 403, 404, 500
   */
  fetchInstallmentsForPolicyTransaction(args: FetchInstallmentsForPolicyTransactionArgs, options?: CallOptions): Promise<InstallmentListResponse>;
  /**
   * Fetch an installment
   *
   * Answers one installment with its items.
   *
   * `GET /billing/{tenantLocator}/installments/{installmentLocator}`
   * @see Reference: `/docs#operation/fetchInstallmentByLocator` on the server.
   * @throws {ApiError} 400, 401, 403, 404, 500
   */
  fetchInstallmentByLocator(args: FetchInstallmentByLocatorArgs, options?: CallOptions): Promise<Installment>;
  /**
   * List the charges of a policy
   *
   * Answers a page of the charges of the policy's issued transactions, in the order they were issued.
   *
   * `GET /billing/{tenantLocator}/policies/{policyLocator}/charges/list`
   * @see Reference: `/docs#operation/fetchChargesByPolicy` on the server.
   * @throws {ApiError} 400, 401, 403, 404, 500
   */
  fetchChargesByPolicy(args: FetchChargesByPolicyArgs, options?: CallOptions): Promise<ListPageResponseChargeResponse>;
  /**
   * List the charges of a transaction
   *
   * Answers a page of the charges of an issued transaction. A transaction not issued has none in billing.
   *
   * `GET /billing/{tenantLocator}/transactions/{transactionLocator}/charges/list`
   * @see Reference: `/docs#operation/fetchChargesByTransaction` on the server.
   * @throws {ApiError} 400, 401, 403, 404, 500
   */
  fetchChargesByTransaction(args: FetchChargesByTransactionArgs, options?: CallOptions): Promise<ListPageResponseChargeResponse>;
  /**
   * Create an auto-renewal
   *
   * Creates the auto-renewal of a policy's latest term: when its renewal transaction is created, accepted and issued. A term has at most one auto-renewal; the job creates one by the policy's auto-renewal plan when none was created by hand.
   *
   * `POST /policy/{tenantLocator}/autoRenewals`
   * @see Reference: `/docs#operation/createAutoRenewal` on the server.
   * @throws {ApiError} 400, 401, 403, 404, 409, 413, 415, 422, 500, 503
   */
  createAutoRenewal(args: CreateAutoRenewalArgs, options?: CallOptions): Promise<AutoRenewalResponse>;
  /**
   * Fetch an auto-renewal
   *
   * Answers the auto-renewal, its state and, once made, its renewal transaction and when each step was done.
   *
   * `GET /policy/{tenantLocator}/autoRenewals/{locator}`
   * @see Reference: `/docs#operation/fetchAutoRenewal` on the server.
   * @throws {ApiError} 400, 401, 403, 404, 500
   */
  fetchAutoRenewal(args: FetchAutoRenewalArgs, options?: CallOptions): Promise<AutoRenewalResponse>;
  /**
   * Replace an auto-renewal
   *
   * Replaces the auto-renewal's type, term duration and times; what is not given falls back to the policy's plan. Only while no renewal transaction was issued.
   *
   * `PUT /policy/{tenantLocator}/autoRenewals/{locator}`
   * @see Reference: `/docs#operation/putAutoRenewal` on the server.
   * @throws {ApiError} 400, 401, 403, 404, 409, 413, 415, 422, 500, 503
   */
  putAutoRenewal(args: PutAutoRenewalArgs, options?: CallOptions): Promise<AutoRenewalResponse>;
  /**
   * Update an auto-renewal
   *
   * Changes the given fields of the auto-renewal; the rest stay. Only while no renewal transaction was issued.
   *
   * `PATCH /policy/{tenantLocator}/autoRenewals/{locator}`
   * @see Reference: `/docs#operation/updateAutoRenewal` on the server.
   * @throws {ApiError} 400, 401, 403, 404, 409, 413, 415, 422, 500, 503
   */
  updateAutoRenewal(args: UpdateAutoRenewalArgs, options?: CallOptions): Promise<AutoRenewalResponse>;
  /**
   * Reactivate an auto-renewal
   *
   * Makes a discarded, do-not-renew or failed auto-renewal active again; the job takes it up at its times.
   *
   * `PATCH /policy/{tenantLocator}/autoRenewals/{locator}/activate`
   * @see Reference: `/docs#operation/reactivateAutoRenewal` on the server.
   * @throws {ApiError} 400, 401, 403, 404, 409, 413, 415, 422, 500, 503
   */
  reactivateAutoRenewal(args: ReactivateAutoRenewalArgs, options?: CallOptions): Promise<AutoRenewalResponse>;
  /**
   * Discard an auto-renewal
   *
   * The job does nothing more for it. A renewal transaction it made and did not issue is discarded with it.
   *
   * `PATCH /policy/{tenantLocator}/autoRenewals/{locator}/discard`
   * @see Reference: `/docs#operation/discardAutoRenewal` on the server.
   * @throws {ApiError} 400, 401, 403, 404, 409, 413, 415, 422, 500, 503
   */
  discardAutoRenewal(args: DiscardAutoRenewalArgs, options?: CallOptions): Promise<AutoRenewalResponse>;
  /**
   * Mark a policy not to be renewed
   *
   * The term is not renewed automatically: the auto-renewal becomes doNotRenew and the policy shows the status doNotRenew. A renewal transaction it made and did not issue is discarded.
   *
   * `PATCH /policy/{tenantLocator}/autoRenewals/{locator}/doNotRenew`
   * @see Reference: `/docs#operation/markPolicyForDoNotRenew` on the server.
   * @throws {ApiError} 400, 401, 403, 404, 409, 413, 415, 422, 500, 503
   */
  markPolicyForDoNotRenew(args: MarkPolicyForDoNotRenewArgs, options?: CallOptions): Promise<AutoRenewalResponse>;
  /**
   * Create an account
   *
   * Creates an account of a configured account type; its data is checked against the configuration.
   *
   * `POST /policy/{tenantLocator}/accounts`
   * @see Reference: `/docs#operation/createAccount` on the server.
   * @throws {ApiError} 400, 401, 403, 404, 409, 413, 415, 422, 500, 503
   */
  createAccount(args: CreateAccountArgs, options?: CallOptions): Promise<AccountResponse>;
  /**
   * Read an account
   *
   * Returns one account.
   *
   * `GET /policy/{tenantLocator}/accounts/{locator}`
   * @see Reference: `/docs#operation/fetchAccount` on the server.
   * @throws {ApiError} 400, 401, 403, 404, 500
   */
  fetchAccount(args: FetchAccountArgs, options?: CallOptions): Promise<AccountResponse>;
  /**
   * Update an account
   *
   * Sets and removes data fields of an account.
   *
   * `PATCH /policy/{tenantLocator}/accounts/{locator}`
   * @see Reference: `/docs#operation/updateAccount` on the server.
   * @throws {ApiError} 400, 401, 403, 404, 413, 415, 422, 500, 503
   */
  updateAccount(args: UpdateAccountArgs, options?: CallOptions): Promise<AccountResponse>;
  /**
   * Show an account's constraint dependencies
   *
   * Returns, for every constrained field of the account, its table, column and the fields it depends on.
   *
   * `GET /policy/{tenantLocator}/accounts/{locator}/constraints/dependency`
   * @see Reference: `/docs#operation/fetchDependencyMapForAccount` on the server.
   * @throws {ApiError} 400, 401, 403, 404, 500
   */
  fetchDependencyMapForAccount(args: FetchDependencyMapForAccountArgs, options?: CallOptions): Promise<FetchDependencyMapForAccountResult>;
  /**
   * Evaluate an account's constraints
   *
   * Returns the values each constrained field of the account may take, given prospective values for the fields it depends on.
   *
   * `POST /policy/{tenantLocator}/accounts/{locator}/constraints/evaluate`
   * @see Reference: `/docs#operation/evaluateConstraintsForAccount` on the server.
   * @throws {ApiError} 400, 401, 403, 404, 413, 415, 422, 500
   */
  evaluateConstraintsForAccount(args: EvaluateConstraintsForAccountArgs, options?: CallOptions): Promise<EvaluateConstraintsForAccountResult>;
  /**
   * List the policies of an account
   *
   * Lists the policies issued for one account, oldest first.
   *
   * `GET /policy/{tenantLocator}/accounts/{locator}/policies/list`
   * @see Reference: `/docs#operation/fetchPoliciesForAccount` on the server.
   * @throws {ApiError} 400, 401, 403, 404, 500
   */
  fetchPoliciesForAccount(args: FetchPoliciesForAccountArgs & { extended: false }, options?: CallOptions): Promise<PolicyResponse[]>;
  /**
   * List the policies of an account
   *
   * Lists the policies issued for one account, oldest first.
   *
   * `GET /policy/{tenantLocator}/accounts/{locator}/policies/list`
   * @see Reference: `/docs#operation/fetchPoliciesForAccount` on the server.
   * @throws {ApiError} 400, 401, 403, 404, 500
   */
  fetchPoliciesForAccount(args: FetchPoliciesForAccountArgs & { extended?: true }, options?: CallOptions): Promise<PolicyListResponse>;
  /**
   * List the policies of an account
   *
   * Lists the policies issued for one account, oldest first.
   *
   * `GET /policy/{tenantLocator}/accounts/{locator}/policies/list`
   * @see Reference: `/docs#operation/fetchPoliciesForAccount` on the server.
   * @throws {ApiError} 400, 401, 403, 404, 500
   */
  fetchPoliciesForAccount(args: FetchPoliciesForAccountArgs, options?: CallOptions): Promise<PolicyListResponse | PolicyResponse[]>;
  /**
   * List the quotes of an account
   *
   * Lists the quotes of one account in every state, oldest first.
   *
   * `GET /policy/{tenantLocator}/accounts/{locator}/quotes/list`
   * @see Reference: `/docs#operation/fetchQuotesForAccount` on the server.
   * @throws {ApiError} 400, 401, 403, 404, 500
   */
  fetchQuotesForAccount(args: FetchQuotesForAccountArgs & { extended: false }, options?: CallOptions): Promise<QuoteResponse[]>;
  /**
   * List the quotes of an account
   *
   * Lists the quotes of one account in every state, oldest first.
   *
   * `GET /policy/{tenantLocator}/accounts/{locator}/quotes/list`
   * @see Reference: `/docs#operation/fetchQuotesForAccount` on the server.
   * @throws {ApiError} 400, 401, 403, 404, 500
   */
  fetchQuotesForAccount(args: FetchQuotesForAccountArgs & { extended?: true }, options?: CallOptions): Promise<QuoteListResponse>;
  /**
   * List the quotes of an account
   *
   * Lists the quotes of one account in every state, oldest first.
   *
   * `GET /policy/{tenantLocator}/accounts/{locator}/quotes/list`
   * @see Reference: `/docs#operation/fetchQuotesForAccount` on the server.
   * @throws {ApiError} 400, 401, 403, 404, 500
   */
  fetchQuotesForAccount(args: FetchQuotesForAccountArgs, options?: CallOptions): Promise<QuoteListResponse | QuoteResponse[]>;
  /**
   * Find policies by number
   *
   * Answers the tenant's policies holding the number, oldest first (at most 1000).
   *
   * `GET /policy/{tenantLocator}/policies/numbers/{policyNumber}`
   * @see Reference: `/docs#operation/fetchPoliciesWithNumber` on the server.
   * @throws {ApiError} 400, 401, 403, 404, 500
   */
  fetchPoliciesWithNumber(args: FetchPoliciesWithNumberArgs, options?: CallOptions): Promise<PolicyResponse[]>;
  /**
   * List policy snapshots (deprecated)
   *
   * This service keeps no policy snapshots: always an empty list.
   *
   * `GET /policy/{tenantLocator}/policies/snapshot/list`
   * @see Reference: `/docs#operation/fetchMultipleSnapshots` on the server.
   * @throws {ApiError} 400, 401, 403, 404, 500
   * @deprecated The contract deprecates this operation; the server answers it with `Deprecation: true`.
   */
  fetchMultipleSnapshots(args: FetchMultipleSnapshotsArgs, options?: CallOptions): Promise<PolicySnapshotResponse[]>;
  /**
   * Read a policy
   *
   * Returns a policy created by issuing a quote.
   *
   * `GET /policy/{tenantLocator}/policies/{locator}`
   * @see Reference: `/docs#operation/fetchPolicy` on the server.
   * @throws {ApiError} 400, 401, 403, 404, 500
   */
  fetchPolicy(args: FetchPolicyArgs, options?: CallOptions): Promise<PolicyResponse>;
  /**
   * List the open transactions by base
   *
   * Answers the policy's transactions that are not final, keyed by the locator of the issued transaction each builds on.
   *
   * `GET /policy/{tenantLocator}/policies/{locator}/branches`
   * @see Reference: `/docs#operation/getTransactionsBranchesByPolicy` on the server.
   * @throws {ApiError} 400, 401, 403, 404, 500
   */
  getTransactionsBranchesByPolicy(args: GetTransactionsBranchesByPolicyArgs, options?: CallOptions): Promise<GetTransactionsBranchesByPolicyResult>;
  /**
   * Cancel a policy
   *
   * Creates a cancellation transaction in draft, taking effect at `effectiveTime` (within the term, after the latest issued transaction's): once issued, the policy is not in force from then and the unearned premium is returned as negative charges.
   *
   * `PATCH /policy/{tenantLocator}/policies/{locator}/cancel`
   * @see Reference: `/docs#operation/cancelPolicy` on the server.
   * @throws {ApiError} 400, 401, 403, 404, 409, 413, 415, 422, 500, 503
   */
  cancelPolicy(args: CancelPolicyArgs, options?: CallOptions): Promise<PolicyTransactionResponse>;
  /**
   * Change a policy
   *
   * Creates a change transaction in draft on the policy's latest issued transaction: the instructions add, delete and modify elements from the `params` instruction's `effectiveTime` (required) to the term's end, or to `newPolicyEndTime` when given. Every instruction is checked against the policy before anything is written (422 naming the instruction and its field).
   *
   * `PATCH /policy/{tenantLocator}/policies/{locator}/change`
   * @see Reference: `/docs#operation/changePolicy` on the server.
   * @throws {ApiError} 400, 401, 403, 404, 409, 413, 415, 422, 500, 503
   */
  changePolicy(args: ChangePolicyArgs, options?: CallOptions): Promise<PolicyTransactionResponse>;
  /**
   * List the issued transactions of a policy
   *
   * Answers a page of the policy's issued transactions in the order they were issued, the issuance first.
   *
   * `GET /policy/{tenantLocator}/policies/{locator}/issuedTransactions/list`
   * @see Reference: `/docs#operation/fetchIssuedTransactions` on the server.
   * @throws {ApiError} 400, 401, 403, 404, 500
   */
  fetchIssuedTransactions(args: FetchIssuedTransactionsArgs, options?: CallOptions): Promise<PolicyTransactionListResponse>;
  /**
   * Generate a policy number
   *
   * Gives the policy a number of its own: `P` and the next of the tenant's policy numbers, as `P000001`. A policy that has a number keeps it.
   *
   * `POST /policy/{tenantLocator}/policies/{locator}/number/generate`
   * @see Reference: `/docs#operation/generatePolicyNumber` on the server.
   * @throws {ApiError} 400, 401, 403, 404, 409, 422, 500, 503
   */
  generatePolicyNumber(args: GeneratePolicyNumberArgs, options?: CallOptions): Promise<PolicyResponse>;
  /**
   * Set a policy number
   *
   * Gives the policy the number; numbers need not be unique (fetchPoliciesWithNumber answers every policy holding one).
   *
   * `POST /policy/{tenantLocator}/policies/{locator}/number/set`
   * @see Reference: `/docs#operation/setPolicyNumber` on the server.
   * @throws {ApiError} 400, 401, 403, 404, 409, 422, 500, 503
   */
  setPolicyNumber(args: SetPolicyNumberArgs, options?: CallOptions): Promise<PolicyResponse>;
  /**
   * Reinstate a policy
   *
   * Creates a reinstatement transaction in draft on a cancelled policy: coverage resumes at the `params` instruction's `effectiveTime`, by default the cancellation's, with the elements in force before the cancellation; once issued, the premium for the rest of the term is charged again. A policy that is not cancelled answers 422.
   *
   * `PATCH /policy/{tenantLocator}/policies/{locator}/reinstate`
   * @see Reference: `/docs#operation/reinstatePolicy` on the server.
   * @throws {ApiError} 400, 401, 403, 404, 409, 413, 415, 422, 500, 503
   */
  reinstatePolicy(args: ReinstatePolicyArgs, options?: CallOptions): Promise<PolicyTransactionResponse>;
  /**
   * Renew a policy
   *
   * Creates a renewal transaction in draft: a new term from the end of the latest term, as long as that term (or to the `params` instruction's `newPolicyEndTime`), with the instructions applied to the elements in force at its end. Renewing a term that is already renewed answers 422.
   *
   * `PATCH /policy/{tenantLocator}/policies/{locator}/renew`
   * @see Reference: `/docs#operation/renewPolicy` on the server.
   * @throws {ApiError} 400, 401, 403, 404, 409, 413, 415, 422, 500, 503
   */
  renewPolicy(args: RenewPolicyArgs, options?: CallOptions): Promise<PolicyTransactionResponse>;
  /**
   * Set a policy's delinquency plan
   *
   * Names the plan of the configuration's `delinquencyPlans` the policy follows from now on (instead of the plan it was issued with, else its product's or the configuration's `defaultDelinquencyPlan`). Delinquencies that already started keep the settings they started with. A name the configuration does not declare answers 422.
   *
   * `PATCH /policy/{tenantLocator}/policies/{locator}/delinquencyPlan`
   * @see Reference: `/docs#operation/updatePolicyDelinquencyPlan` on the server.
   * @throws {ApiError} 400, 401, 403, 404, 409, 413, 415, 422, 500, 503
   */
  updatePolicyDelinquencyPlan(args: UpdatePolicyDelinquencyPlanArgs, options?: CallOptions): Promise<PolicyResponse>;
  /**
   * Set a quote's delinquency plan
   *
   * Names the plan of the configuration's `delinquencyPlans` the quote's policy will follow once issued. A name the configuration does not declare answers 422.
   *
   * `PATCH /policy/{tenantLocator}/quotes/{locator}/delinquencyPlan`
   * @see Reference: `/docs#operation/updateQuoteDelinquencyPlan` on the server.
   * @throws {ApiError} 400, 401, 403, 404, 409, 413, 415, 422, 500, 503
   */
  updateQuoteDelinquencyPlan(args: UpdateQuoteDelinquencyPlanArgs, options?: CallOptions): Promise<QuoteResponse>;
  /**
   * Set a policy's auto-renewal plan
   *
   * Names the plan of the configuration's `autoRenewalPlans` the policy follows from now on (instead of the product's or the configuration's `defaultAutoRenewalPlan`). A name the configuration does not declare answers 422.
   *
   * `PATCH /policy/{tenantLocator}/policies/{locator}/autoRenewalPlan`
   * @see Reference: `/docs#operation/updatePolicyAutoRenewalPlan` on the server.
   * @throws {ApiError} 400, 401, 403, 404, 409, 413, 415, 422, 500, 503
   */
  updatePolicyAutoRenewalPlan(args: UpdatePolicyAutoRenewalPlanArgs, options?: CallOptions): Promise<PolicyResponse>;
  /**
   * Reverse issued transactions
   *
   * Takes the policy back to where `toTransaction` left it: every transaction issued after it (`reverseTransactions`, all of them) becomes `reversed`, and an issued transaction of category `reversal` takes back each of their charges and restores the segment, term end and cancellation in force after `toTransaction`. A renewal is not reversed; `baseLocator` must be the policy's latest issued transaction. Open transactions of the policy are invalidated.
   *
   * `PATCH /policy/{tenantLocator}/policies/{locator}/reversal`
   * @see Reference: `/docs#operation/reversePolicyChange` on the server.
   * @throws {ApiError} 400, 401, 403, 404, 409, 413, 415, 422, 500, 503
   */
  reversePolicyChange(args: ReversePolicyChangeArgs, options?: CallOptions): Promise<PolicyTransactionResponse>;
  /**
   * Read a policy as it stood at a date
   *
   * Answers the policy with the segment in force at `date` and the issued transaction that created it; with `byIssuedTime`, as issued at that time instead (the latest transaction issued by then, its segment in force at the date). 404 when no coverage or gap is in force then.
   *
   * `GET /policy/{tenantLocator}/policies/{locator}/snapshot`
   * @see Reference: `/docs#operation/fetchPolicySnapshot` on the server.
   * @throws {ApiError} 400, 401, 403, 404, 500
   */
  fetchPolicySnapshot(args: FetchPolicySnapshotArgs, options?: CallOptions): Promise<PolicySnapshotResponse>;
  /**
   * Summarize a term by number
   *
   * Answers the summary of the policy's term of that number (the latest without one).
   *
   * `GET /policy/{tenantLocator}/policies/{locator}/summary`
   * @see Reference: `/docs#operation/fetchTermSummaryByTermNumber` on the server.
   * @throws {ApiError} 400, 401, 403, 404, 500
   */
  fetchTermSummaryByTermNumber(args: FetchTermSummaryByTermNumberArgs, options?: CallOptions): Promise<TermSummary>;
  /**
   * List the terms of a policy
   *
   * Answers a page of the policy's terms, first term first.
   *
   * `GET /policy/{tenantLocator}/policies/{locator}/terms/list`
   * @see Reference: `/docs#operation/fetchMultipleTerms` on the server.
   * @throws {ApiError} 400, 401, 403, 404, 500
   */
  fetchMultipleTerms(args: FetchMultipleTermsArgs, options?: CallOptions): Promise<TermListResponse>;
  /**
   * Create a transaction of a declared type
   *
   * Creates a transaction in draft of a type the configuration declares, with its category's rules (those of changePolicy, cancelPolicy, reinstatePolicy or renewPolicy). A type that is not cost-bearing charges nothing and reverses nothing.
   *
   * `PATCH /policy/{tenantLocator}/policies/{locator}/{transactionType}`
   * @see Reference: `/docs#operation/createPolicyTransaction` on the server.
   * @throws {ApiError} 400, 401, 403, 404, 409, 413, 415, 422, 500, 503
   */
  createPolicyTransaction(args: CreatePolicyTransactionArgs, options?: CallOptions): Promise<PolicyTransactionResponse>;
  /**
   * Price a transaction without creating it
   *
   * Builds the transaction the instructions make, validates and prices it, and answers its charges; nothing is written.
   *
   * `PATCH /policy/{tenantLocator}/policies/{locator}/{transactionType}/pricePreview`
   * @see Reference: `/docs#operation/transactionPricePreview` on the server.
   * @throws {ApiError} 400, 401, 403, 404, 409, 413, 415, 422, 500
   */
  transactionPricePreview(args: TransactionPricePreviewArgs, options?: CallOptions): Promise<TransactionPriceResponse>;
  /**
   * Underwrite a transaction without creating it
   *
   * Builds the transaction the instructions make, validates, prices and underwrites it, and answers the decision and the flags the plugin raised; nothing is written.
   *
   * `PATCH /policy/{tenantLocator}/policies/{locator}/{transactionType}/underwritePreview`
   * @see Reference: `/docs#operation/underwritePreview` on the server.
   * @throws {ApiError} 400, 401, 403, 404, 409, 413, 415, 422, 500
   */
  underwritePreview(args: UnderwritePreviewArgs, options?: CallOptions): Promise<TransactionUnderwritingResponse>;
  /**
   * Validate a transaction without creating it
   *
   * Builds the transaction the instructions make and validates it; answers it as validated, or 422 with what is wrong; nothing is written.
   *
   * `PATCH /policy/{tenantLocator}/policies/{locator}/{transactionType}/validatePreview`
   * @see Reference: `/docs#operation/transactionValidatePreview` on the server.
   * @throws {ApiError} 400, 401, 403, 404, 409, 413, 415, 422, 500
   */
  transactionValidatePreview(args: TransactionValidatePreviewArgs, options?: CallOptions): Promise<PolicyTransactionResponse>;
  /**
   * Create a quick quote
   *
   * Creates a draft quick quote of a configured product, with no account.
   *
   * `POST /policy/{tenantLocator}/quickquotes`
   * @see Reference: `/docs#operation/createQuickQuote` on the server.
   * @throws {ApiError} 400, 401, 403, 404, 409, 413, 415, 422, 500, 503
   */
  createQuickQuote(args: CreateQuickQuoteArgs, options?: CallOptions): Promise<QuickQuoteResponse>;
  /**
   * Read a quick quote
   *
   * Returns one quick quote with its element tree.
   *
   * `GET /policy/{tenantLocator}/quickquotes/{locator}`
   * @see Reference: `/docs#operation/fetchQuickQuote` on the server.
   * @throws {ApiError} 400, 401, 403, 404, 500
   */
  fetchQuickQuote(args: FetchQuickQuoteArgs, options?: CallOptions): Promise<QuickQuoteResponse>;
  /**
   * Update a quick quote
   *
   * Changes a quick quote's times, jurisdiction and data, and the data of its elements.
   *
   * `PATCH /policy/{tenantLocator}/quickquotes/{locator}`
   * @see Reference: `/docs#operation/updateQuickQuote` on the server.
   * @throws {ApiError} 400, 401, 403, 404, 413, 415, 422, 500, 503
   */
  updateQuickQuote(args: UpdateQuickQuoteArgs, options?: CallOptions): Promise<QuickQuoteResponse>;
  /**
   * Show a quick quote's constraint dependencies
   *
   * Returns, per element and constrained field, its table, column and the fields it depends on.
   *
   * `GET /policy/{tenantLocator}/quickquotes/{locator}/constraints/dependency`
   * @see Reference: `/docs#operation/fetchDependencyMapForQuickQuote` on the server.
   * @throws {ApiError} 400, 401, 403, 404, 500
   */
  fetchDependencyMapForQuickQuote(args: FetchDependencyMapForQuickQuoteArgs, options?: CallOptions): Promise<FetchDependencyMapForQuickQuoteResult>;
  /**
   * Evaluate a quick quote's constraints
   *
   * Returns the allowed values of each constrained field of the given elements, given prospective values.
   *
   * `POST /policy/{tenantLocator}/quickquotes/{locator}/constraints/evaluate`
   * @see Reference: `/docs#operation/evaluateConstraintsForQuickQuote` on the server.
   * @throws {ApiError} 400, 401, 403, 404, 413, 415, 422, 500
   */
  evaluateConstraintsForQuickQuote(args: EvaluateConstraintsForQuickQuoteArgs, options?: CallOptions): Promise<EvaluateConstraintsForQuickQuoteResult>;
  /**
   * Create a quote
   *
   * Creates a draft quote of a configured product for an account, with its element tree.
   *
   * `POST /policy/{tenantLocator}/quotes`
   * @see Reference: `/docs#operation/createQuote` on the server.
   * @throws {ApiError} 400, 401, 403, 404, 409, 413, 415, 422, 500, 503
   */
  createQuote(args: CreateQuoteArgs, options?: CallOptions): Promise<QuoteResponse>;
  /**
   * List quotes
   *
   * Lists the quotes of the tenant in every state, oldest first.
   *
   * `GET /policy/{tenantLocator}/quotes/list`
   * @see Reference: `/docs#operation/fetchQuotesInATenant` on the server.
   * @throws {ApiError} 400, 401, 403, 404, 500
   */
  fetchQuotesInATenant(args: FetchQuotesInATenantArgs & { extended: false }, options?: CallOptions): Promise<QuoteResponse[]>;
  /**
   * List quotes
   *
   * Lists the quotes of the tenant in every state, oldest first.
   *
   * `GET /policy/{tenantLocator}/quotes/list`
   * @see Reference: `/docs#operation/fetchQuotesInATenant` on the server.
   * @throws {ApiError} 400, 401, 403, 404, 500
   */
  fetchQuotesInATenant(args: FetchQuotesInATenantArgs & { extended?: true }, options?: CallOptions): Promise<QuoteListResponse>;
  /**
   * List quotes
   *
   * Lists the quotes of the tenant in every state, oldest first.
   *
   * `GET /policy/{tenantLocator}/quotes/list`
   * @see Reference: `/docs#operation/fetchQuotesInATenant` on the server.
   * @throws {ApiError} 400, 401, 403, 404, 500
   */
  fetchQuotesInATenant(args: FetchQuotesInATenantArgs, options?: CallOptions): Promise<QuoteListResponse | QuoteResponse[]>;
  /**
   * Price a quote without storing it
   *
   * Builds the quote the body describes, validates and prices it, and answers the price; nothing is stored and no event is written.
   *
   * `POST /policy/{tenantLocator}/quotes/pricePreview`
   * @see Reference: `/docs#operation/quotePricePreview` on the server.
   * @throws {ApiError} 400, 401, 403, 404, 413, 415, 422, 500
   */
  quotePricePreview(args: QuotePricePreviewArgs, options?: CallOptions): Promise<QuotePriceResponse>;
  /**
   * Validate a quote without storing it
   *
   * Builds the quote the body describes and validates it (configuration rules, constraints and the validation plugin); answers it with its validation result, stored nowhere.
   *
   * `POST /policy/{tenantLocator}/quotes/validatePreview`
   * @see Reference: `/docs#operation/quoteValidatePreview` on the server.
   * @throws {ApiError} 400, 401, 403, 404, 413, 415, 422, 500
   */
  quoteValidatePreview(args: QuoteValidatePreviewArgs, options?: CallOptions): Promise<QuoteResponse>;
  /**
   * Read a quote
   *
   * Returns one quote with its element tree.
   *
   * `GET /policy/{tenantLocator}/quotes/{locator}`
   * @see Reference: `/docs#operation/fetchQuote` on the server.
   * @throws {ApiError} 400, 401, 403, 404, 500
   */
  fetchQuote(args: FetchQuoteArgs, options?: CallOptions): Promise<QuoteResponse>;
  /**
   * Update a quote
   *
   * Changes a draft quote's times, jurisdiction and data, and the data of its elements. Only a draft changes (409 otherwise; resetQuote makes a quote a draft again).
   *
   * `PATCH /policy/{tenantLocator}/quotes/{locator}`
   * @see Reference: `/docs#operation/updateQuote` on the server.
   * @throws {ApiError} 400, 401, 403, 404, 409, 413, 415, 422, 500, 503
   */
  updateQuote(args: UpdateQuoteArgs, options?: CallOptions): Promise<QuoteResponse>;
  /**
   * Accept a quote
   *
   * Accepts an underwritten quote: its price and flags are fixed and it can be issued. A quote in an earlier state is taken through the steps it has not had (validate, price, underwrite) first; a step that fails leaves it where it stopped.
   *
   * `PATCH /policy/{tenantLocator}/quotes/{locator}/accept`
   * @see Reference: `/docs#operation/acceptQuote` on the server.
   * @throws {ApiError} 400, 401, 403, 404, 409, 422, 500, 503
   */
  acceptQuote(args: AcceptQuoteArgs, options?: CallOptions): Promise<QuoteResponse>;
  /**
   * Show a quote's constraint dependencies
   *
   * Returns, per element and constrained field, its table, column and the fields it depends on.
   *
   * `GET /policy/{tenantLocator}/quotes/{locator}/constraints/dependency`
   * @see Reference: `/docs#operation/fetchDependencyMapForQuote` on the server.
   * @throws {ApiError} 400, 401, 403, 404, 500
   */
  fetchDependencyMapForQuote(args: FetchDependencyMapForQuoteArgs, options?: CallOptions): Promise<FetchDependencyMapForQuoteResult>;
  /**
   * Evaluate a quote's constraints
   *
   * Returns the allowed values of each constrained field of the given elements, given prospective values.
   *
   * `POST /policy/{tenantLocator}/quotes/{locator}/constraints/evaluate`
   * @see Reference: `/docs#operation/evaluateConstraintsForQuote` on the server.
   * @throws {ApiError} 400, 401, 403, 404, 413, 415, 422, 500
   */
  evaluateConstraintsForQuote(args: EvaluateConstraintsForQuoteArgs, options?: CallOptions): Promise<EvaluateConstraintsForQuoteResult>;
  /**
   * Copy a quote
   *
   * Creates a new draft quote with the same account, product, times and element tree (new locators) as the quote copied, in any state; the copy has no price and no flags.
   *
   * `POST /policy/{tenantLocator}/quotes/{locator}/copy`
   * @see Reference: `/docs#operation/copyQuote` on the server.
   * @throws {ApiError} 400, 401, 403, 404, 409, 413, 415, 422, 500, 503
   */
  copyQuote(args: CopyQuoteArgs, options?: CallOptions): Promise<QuoteResponse>;
  /**
   * Discard a quote
   *
   * Discards a quote that is not issued: it can no longer be changed or moved on. Discarding a discarded quote answers 409.
   *
   * `PATCH /policy/{tenantLocator}/quotes/{locator}/discard`
   * @see Reference: `/docs#operation/discardQuote` on the server.
   * @throws {ApiError} 400, 401, 403, 404, 409, 422, 500, 503
   */
  discardQuote(args: DiscardQuoteArgs, options?: CallOptions): Promise<QuoteResponse>;
  /**
   * Issue a quote
   *
   * Issues an accepted quote: creates its policy and issuance transaction, which carries the quote's charges. Any other state answers 409 naming it and what it allows. An issued quote is read-only.
   *
   * `PATCH /policy/{tenantLocator}/quotes/{locator}/issue`
   * @see Reference: `/docs#operation/issueQuote` on the server.
   * @throws {ApiError} 400, 401, 403, 404, 409, 422, 500, 503
   */
  issueQuote(args: IssueQuoteArgs, options?: CallOptions): Promise<QuoteResponse>;
  /**
   * Read the price of a quote
   *
   * Answers the price stored by the last priceQuote (or by a step that priced on its way); 409 when the quote has not been priced since it was last reset.
   *
   * `GET /policy/{tenantLocator}/quotes/{locator}/price`
   * @see Reference: `/docs#operation/fetchPricedQuote` on the server.
   * @throws {ApiError} 400, 401, 403, 404, 409, 500
   */
  fetchPricedQuote(args: FetchPricedQuoteArgs, options?: CallOptions): Promise<QuotePriceResponse>;
  /**
   * Price a quote
   *
   * Prices a quote with the rating plugin: each charge it returns is checked against the declared charge types and rounded to the currency's minor unit. A draft is validated first. Answers and stores the price; the quote becomes priced.
   *
   * `PATCH /policy/{tenantLocator}/quotes/{locator}/price`
   * @see Reference: `/docs#operation/priceQuote` on the server.
   * @throws {ApiError} 400, 401, 403, 404, 409, 422, 500, 503
   */
  priceQuote(args: PriceQuoteArgs, options?: CallOptions): Promise<QuotePriceResponse>;
  /**
   * Refuse a quote
   *
   * Records that the customer refused the quote; a refused quote can be reset to draft.
   *
   * `PATCH /policy/{tenantLocator}/quotes/{locator}/refuse`
   * @see Reference: `/docs#operation/refuseQuote` on the server.
   * @throws {ApiError} 400, 401, 403, 404, 409, 422, 500, 503
   */
  refuseQuote(args: RefuseQuoteArgs, options?: CallOptions): Promise<QuoteResponse>;
  /**
   * Reset a quote to draft
   *
   * Takes a quote that is not issued back to draft: its validation result and price are dropped; flags are kept unless the options say otherwise.
   *
   * `PATCH /policy/{tenantLocator}/quotes/{locator}/reset`
   * @see Reference: `/docs#operation/resetQuote` on the server.
   * @throws {ApiError} 400, 401, 403, 404, 409, 413, 415, 422, 500, 503
   */
  resetQuote(args: ResetQuoteArgs, options?: CallOptions): Promise<QuoteResponse>;
  /**
   * Underwrite a quote
   *
   * Runs the underwriting plugin and decides the quote by its flags: a block flag stops it in underwrittenBlocked, a decline in declined, a reject in rejected; otherwise it becomes underwritten. A quote not yet priced is validated and priced first.
   *
   * `PATCH /policy/{tenantLocator}/quotes/{locator}/underwrite`
   * @see Reference: `/docs#operation/underwriteQuote` on the server.
   * @throws {ApiError} 400, 401, 403, 404, 409, 422, 500, 503
   */
  underwriteQuote(args: UnderwriteQuoteArgs, options?: CallOptions): Promise<QuoteUnderwritingResponse>;
  /**
   * List the underwriting flags of a quote
   *
   * Answers the flags in force on the quote and those cleared, oldest first.
   *
   * `GET /policy/{tenantLocator}/quotes/{locator}/underwritingFlags`
   * @see Reference: `/docs#operation/fetchUnderwritingFlagsForQuote` on the server.
   * @throws {ApiError} 400, 401, 403, 404, 500
   */
  fetchUnderwritingFlagsForQuote(args: FetchUnderwritingFlagsForQuoteArgs, options?: CallOptions): Promise<QuoteUnderwritingFlagsResponse>;
  /**
   * Add and clear underwriting flags
   *
   * Adds flags and clears flags of a quote in one change. Flags change only on a quote that is not accepted, issued or discarded.
   *
   * `PATCH /policy/{tenantLocator}/quotes/{locator}/underwritingFlags`
   * @see Reference: `/docs#operation/updateUnderwritingFlagsForQuote` on the server.
   * @throws {ApiError} 400, 401, 403, 404, 409, 413, 415, 422, 500, 503
   */
  updateUnderwritingFlagsForQuote(args: UpdateUnderwritingFlagsForQuoteArgs, options?: CallOptions): Promise<QuoteUnderwritingFlagsResponse>;
  /**
   * Add a approve flag
   *
   * Adds a flag of level `approve` to a quote; a `level` in the body must say the same. Flags change only on a quote that is not accepted, issued or discarded.
   *
   * `POST /policy/{tenantLocator}/quotes/{locator}/underwritingFlags/approve`
   * @see Reference: `/docs#operation/addUnderwritingApproveFlagForQuote` on the server.
   * @throws {ApiError} 400, 401, 403, 404, 409, 413, 415, 422, 500, 503
   */
  addUnderwritingApproveFlagForQuote(args: AddUnderwritingApproveFlagForQuoteArgs, options?: CallOptions): Promise<QuoteUnderwritingFlagsResponse>;
  /**
   * Clear a approve flag
   *
   * Clears a flag of level `approve` of the quote (404 when the quote has no such flag in force).
   *
   * `DELETE /policy/{tenantLocator}/quotes/{locator}/underwritingFlags/approve/{flagLocator}`
   * @see Reference: `/docs#operation/clearUnderwritingApproveFlagForQuote` on the server.
   * @throws {ApiError} 400, 401, 403, 404, 409, 422, 500, 503
   */
  clearUnderwritingApproveFlagForQuote(args: ClearUnderwritingApproveFlagForQuoteArgs, options?: CallOptions): Promise<QuoteUnderwritingFlagsResponse>;
  /**
   * Add a block flag
   *
   * Adds a flag of level `block` to a quote; a `level` in the body must say the same. Flags change only on a quote that is not accepted, issued or discarded.
   *
   * `POST /policy/{tenantLocator}/quotes/{locator}/underwritingFlags/block`
   * @see Reference: `/docs#operation/addUnderwritingBlockFlagForQuote` on the server.
   * @throws {ApiError} 400, 401, 403, 404, 409, 413, 415, 422, 500, 503
   */
  addUnderwritingBlockFlagForQuote(args: AddUnderwritingBlockFlagForQuoteArgs, options?: CallOptions): Promise<QuoteUnderwritingFlagsResponse>;
  /**
   * Clear a block flag
   *
   * Clears a flag of level `block` of the quote (404 when the quote has no such flag in force).
   *
   * `DELETE /policy/{tenantLocator}/quotes/{locator}/underwritingFlags/block/{flagLocator}`
   * @see Reference: `/docs#operation/clearUnderwritingBlockFlagForQuote` on the server.
   * @throws {ApiError} 400, 401, 403, 404, 409, 422, 500, 503
   */
  clearUnderwritingBlockFlagForQuote(args: ClearUnderwritingBlockFlagForQuoteArgs, options?: CallOptions): Promise<QuoteUnderwritingFlagsResponse>;
  /**
   * Add a decline flag
   *
   * Adds a flag of level `decline` to a quote; a `level` in the body must say the same. Flags change only on a quote that is not accepted, issued or discarded.
   *
   * `POST /policy/{tenantLocator}/quotes/{locator}/underwritingFlags/decline`
   * @see Reference: `/docs#operation/addUnderwritingDeclineFlagForQuote` on the server.
   * @throws {ApiError} 400, 401, 403, 404, 409, 413, 415, 422, 500, 503
   */
  addUnderwritingDeclineFlagForQuote(args: AddUnderwritingDeclineFlagForQuoteArgs, options?: CallOptions): Promise<QuoteUnderwritingFlagsResponse>;
  /**
   * Clear a decline flag
   *
   * Clears a flag of level `decline` of the quote (404 when the quote has no such flag in force).
   *
   * `DELETE /policy/{tenantLocator}/quotes/{locator}/underwritingFlags/decline/{flagLocator}`
   * @see Reference: `/docs#operation/clearUnderwritingDeclineFlagForQuote` on the server.
   * @throws {ApiError} 400, 401, 403, 404, 409, 422, 500, 503
   */
  clearUnderwritingDeclineFlagForQuote(args: ClearUnderwritingDeclineFlagForQuoteArgs, options?: CallOptions): Promise<QuoteUnderwritingFlagsResponse>;
  /**
   * Add a info flag
   *
   * Adds a flag of level `info` to a quote; a `level` in the body must say the same. Flags change only on a quote that is not accepted, issued or discarded.
   *
   * `POST /policy/{tenantLocator}/quotes/{locator}/underwritingFlags/info`
   * @see Reference: `/docs#operation/addUnderwritingInfoFlagForQuote` on the server.
   * @throws {ApiError} 400, 401, 403, 404, 409, 413, 415, 422, 500, 503
   */
  addUnderwritingInfoFlagForQuote(args: AddUnderwritingInfoFlagForQuoteArgs, options?: CallOptions): Promise<QuoteUnderwritingFlagsResponse>;
  /**
   * Clear a info flag
   *
   * Clears a flag of level `info` of the quote (404 when the quote has no such flag in force).
   *
   * `DELETE /policy/{tenantLocator}/quotes/{locator}/underwritingFlags/info/{flagLocator}`
   * @see Reference: `/docs#operation/clearUnderwritingInfoFlagForQuote` on the server.
   * @throws {ApiError} 400, 401, 403, 404, 409, 422, 500, 503
   */
  clearUnderwritingInfoFlagForQuote(args: ClearUnderwritingInfoFlagForQuoteArgs, options?: CallOptions): Promise<QuoteUnderwritingFlagsResponse>;
  /**
   * Add a reject flag
   *
   * Adds a flag of level `reject` to a quote; a `level` in the body must say the same. Flags change only on a quote that is not accepted, issued or discarded.
   *
   * `POST /policy/{tenantLocator}/quotes/{locator}/underwritingFlags/reject`
   * @see Reference: `/docs#operation/addUnderwritingRejectFlagForQuote` on the server.
   * @throws {ApiError} 400, 401, 403, 404, 409, 413, 415, 422, 500, 503
   */
  addUnderwritingRejectFlagForQuote(args: AddUnderwritingRejectFlagForQuoteArgs, options?: CallOptions): Promise<QuoteUnderwritingFlagsResponse>;
  /**
   * Clear a reject flag
   *
   * Clears a flag of level `reject` of the quote (404 when the quote has no such flag in force).
   *
   * `DELETE /policy/{tenantLocator}/quotes/{locator}/underwritingFlags/reject/{flagLocator}`
   * @see Reference: `/docs#operation/clearUnderwritingRejectFlagForQuote` on the server.
   * @throws {ApiError} 400, 401, 403, 404, 409, 422, 500, 503
   */
  clearUnderwritingRejectFlagForQuote(args: ClearUnderwritingRejectFlagForQuoteArgs, options?: CallOptions): Promise<QuoteUnderwritingFlagsResponse>;
  /**
   * Validate a quote
   *
   * Validates a draft quote (configuration rules, constraints and the validation plugin). Success makes it validated; errors leave it a draft and are answered as a 422 naming each element.
   *
   * `PATCH /policy/{tenantLocator}/quotes/{locator}/validate`
   * @see Reference: `/docs#operation/validateQuote` on the server.
   * @throws {ApiError} 400, 401, 403, 404, 409, 422, 500, 503
   */
  validateQuote(args: ValidateQuoteArgs, options?: CallOptions): Promise<QuoteResponse>;
  /**
   * Find terms by number
   *
   * Answers the tenant's terms holding the number, oldest first (at most 1000).
   *
   * `GET /policy/{tenantLocator}/terms/numbers/{termNumber}`
   * @see Reference: `/docs#operation/fetchTermsWithNumber` on the server.
   * @throws {ApiError} 400, 401, 403, 404, 500
   */
  fetchTermsWithNumber(args: FetchTermsWithNumberArgs, options?: CallOptions): Promise<TermResponse[]>;
  /**
   * Read a term
   *
   * Answers one term of a policy: its number, start and end, and the term it follows.
   *
   * `GET /policy/{tenantLocator}/terms/{locator}`
   * @see Reference: `/docs#operation/fetchTerm` on the server.
   * @throws {ApiError} 400, 401, 403, 404, 500
   */
  fetchTerm(args: FetchTermArgs, options?: CallOptions): Promise<TermResponse>;
  /**
   * Read the charges of a term
   *
   * Answers the charges of the term's issued transactions, keyed by transaction locator; their sum is what the term costs.
   *
   * `GET /policy/{tenantLocator}/terms/{locator}/charges`
   * @see Reference: `/docs#operation/fetchTermCharges` on the server.
   * @throws {ApiError} 400, 401, 403, 404, 500
   */
  fetchTermCharges(args: FetchTermChargesArgs, options?: CallOptions): Promise<FetchTermChargesResult>;
  /**
   * Generate a term number
   *
   * Gives the term the policy's number (or its locator) followed by `-` and the term's number, as `P000001-2`. A term that has a number keeps it.
   *
   * `POST /policy/{tenantLocator}/terms/{locator}/number/generate`
   * @see Reference: `/docs#operation/generateTermNumber` on the server.
   * @throws {ApiError} 400, 401, 403, 404, 409, 422, 500, 503
   */
  generateTermNumber(args: GenerateTermNumberArgs, options?: CallOptions): Promise<TermResponse>;
  /**
   * Set a term number
   *
   * Gives the term the number.
   *
   * `POST /policy/{tenantLocator}/terms/{locator}/number/set`
   * @see Reference: `/docs#operation/setTermNumber` on the server.
   * @throws {ApiError} 400, 401, 403, 404, 409, 422, 500, 503
   */
  setTermNumber(args: SetTermNumberArgs, options?: CallOptions): Promise<TermResponse>;
  /**
   * Summarize a term
   *
   * Answers the term's segments in force, in order (coverage and gaps), each with its elements and their charges.
   *
   * `GET /policy/{tenantLocator}/terms/{locator}/summary`
   * @see Reference: `/docs#operation/fetchTermSummaryByTermLocator` on the server.
   * @throws {ApiError} 400, 401, 403, 404, 500
   */
  fetchTermSummaryByTermLocator(args: FetchTermSummaryByTermLocatorArgs, options?: CallOptions): Promise<TermSummary>;
  /**
   * Read a segment
   *
   * Answers one segment of a policy by its locator, as it stands (a segment replaced later ends where the replacing one starts).
   *
   * `GET /policy/{tenantLocator}/transactions/segments/{segmentLocator}`
   * @see Reference: `/docs#operation/fetchPolicySegment` on the server.
   * @throws {ApiError} 400, 401, 403, 404, 500
   */
  fetchPolicySegment(args: FetchPolicySegmentArgs, options?: CallOptions): Promise<SegmentResponse>;
  /**
   * Read a policy transaction
   *
   * Returns a policy transaction with its element tree.
   *
   * `GET /policy/{tenantLocator}/transactions/{locator}`
   * @see Reference: `/docs#operation/fetchTransaction` on the server.
   * @throws {ApiError} 400, 401, 403, 404, 500
   */
  fetchTransaction(args: FetchTransactionArgs, options?: CallOptions): Promise<PolicyTransactionResponse>;
  /**
   * Accept a transaction
   *
   * Accepts a transaction whose flags let it go on, running the earlier steps first; flags that stop it leave it in that state (answered).
   *
   * `PATCH /policy/{tenantLocator}/transactions/{locator}/accept`
   * @see Reference: `/docs#operation/acceptTransaction` on the server.
   * @throws {ApiError} 400, 401, 403, 404, 409, 422, 500, 503
   */
  acceptTransaction(args: AcceptTransactionArgs, options?: CallOptions): Promise<PolicyTransactionResponse>;
  /**
   * List the transactions an issue affected
   *
   * Answers the transactions invalidated when this one was issued, and those reversed by it.
   *
   * `GET /policy/{tenantLocator}/transactions/{locator}/affectedTransactions`
   * @see Reference: `/docs#operation/fetchAffectedTransactions` on the server.
   * @throws {ApiError} 400, 401, 403, 404, 500
   */
  fetchAffectedTransactions(args: FetchAffectedTransactionsArgs, options?: CallOptions): Promise<AffectedTransaction[]>;
  /**
   * List affected transactions (deprecated)
   *
   * An existing transaction answers an empty list.
   *
   * `GET /policy/{tenantLocator}/transactions/{locator}/affectedTransactions/list`
   * @see Reference: `/docs#operation/fetchAffectedTransactionsForListEndpoint` on the server.
   * @throws {ApiError} 400, 401, 403, 404, 500
   * @deprecated The contract deprecates this operation; the server answers it with `Deprecation: true`.
   */
  fetchAffectedTransactionsForListEndpoint(args: FetchAffectedTransactionsForListEndpointArgs, options?: CallOptions): Promise<AffectedTransaction[]>;
  /**
   * Add a change instruction
   *
   * Adds one instruction to a transaction that is not yet priced (draft, initialized or validated); the transaction goes back to draft and its elements are computed again. An instruction that cannot apply answers 422 and nothing changes.
   *
   * `PUT /policy/{tenantLocator}/transactions/{locator}/changeInstructions`
   * @see Reference: `/docs#operation/createPolicyChangeInstruction` on the server.
   * @throws {ApiError} 400, 401, 403, 404, 409, 413, 415, 422, 500, 503
   */
  createPolicyChangeInstruction(args: CreatePolicyChangeInstructionArgs, options?: CallOptions): Promise<PolicyTransactionResponse>;
  /**
   * Remove a change instruction
   *
   * Removes one instruction of a transaction that is not yet priced; the transaction goes back to draft. The `params` instruction cannot be removed (422).
   *
   * `DELETE /policy/{tenantLocator}/transactions/{locator}/changeInstructions/{instructionLocator}`
   * @see Reference: `/docs#operation/deleteChangeInstructionFromTransaction` on the server.
   * @throws {ApiError} 400, 401, 403, 404, 409, 422, 500, 503
   */
  deleteChangeInstructionFromTransaction(args: DeleteChangeInstructionFromTransactionArgs, options?: CallOptions): Promise<PolicyTransactionResponse>;
  /**
   * Replace a change instruction
   *
   * Replaces one instruction of a transaction that is not yet priced with the one given; the transaction goes back to draft.
   *
   * `PATCH /policy/{tenantLocator}/transactions/{locator}/changeInstructions/{instructionLocator}`
   * @see Reference: `/docs#operation/updateChangeInstruction` on the server.
   * @throws {ApiError} 400, 401, 403, 404, 409, 413, 415, 422, 500, 503
   */
  updateChangeInstruction(args: UpdateChangeInstructionArgs, options?: CallOptions): Promise<PolicyTransactionResponse>;
  /**
   * Discard a transaction
   *
   * Ends a transaction that is not issued; it adds nothing to the policy.
   *
   * `PATCH /policy/{tenantLocator}/transactions/{locator}/discard`
   * @see Reference: `/docs#operation/discardTransaction` on the server.
   * @throws {ApiError} 400, 401, 403, 404, 409, 422, 500, 503
   */
  discardTransaction(args: DiscardTransactionArgs, options?: CallOptions): Promise<PolicyTransactionResponse>;
  /**
   * Add elements with a transaction
   *
   * Adds an `add` instruction with the elements to a transaction that is not yet priced, and answers its segment as it now stands.
   *
   * `PUT /policy/{tenantLocator}/transactions/{locator}/elements`
   * @see Reference: `/docs#operation/addElementsToPolicyWithTransaction` on the server.
   * @throws {ApiError} 400, 401, 403, 404, 409, 413, 415, 422, 500, 503
   */
  addElementsToPolicyWithTransaction(args: AddElementsToPolicyWithTransactionArgs, options?: CallOptions): Promise<SegmentResponse[]>;
  /**
   * Remove elements with a transaction
   *
   * Adds a `delete` instruction for the elements (by static locator) to a transaction that is not yet priced, and answers its segment as it now stands.
   *
   * `DELETE /policy/{tenantLocator}/transactions/{locator}/elements`
   * @see Reference: `/docs#operation/removeElementsFromPolicyWithTransaction` on the server.
   * @throws {ApiError} 400, 401, 403, 404, 409, 413, 415, 422, 500, 503
   */
  removeElementsFromPolicyWithTransaction(args: RemoveElementsFromPolicyWithTransactionArgs, options?: CallOptions): Promise<SegmentResponse[]>;
  /**
   * Change an element with a transaction
   *
   * Adds a `modify` instruction for the element (named by its locator or static locator) to a transaction that is not yet priced, and answers its segment as it now stands.
   *
   * `PATCH /policy/{tenantLocator}/transactions/{locator}/elements`
   * @see Reference: `/docs#operation/updateElementsInPolicyWithTransaction` on the server.
   * @throws {ApiError} 400, 401, 403, 404, 409, 413, 415, 422, 500, 503
   */
  updateElementsInPolicyWithTransaction(args: UpdateElementsInPolicyWithTransactionArgs, options?: CallOptions): Promise<SegmentResponse[]>;
  /**
   * Read a transaction with its changes applied
   *
   * Answers the transaction with its instructions applied to the policy as it stands now (the latest issued transaction), without writing anything.
   *
   * `GET /policy/{tenantLocator}/transactions/{locator}/elements/changes`
   * @see Reference: `/docs#operation/fetchPolicyTransactionWithUpdatedChanges` on the server.
   * @throws {ApiError} 400, 401, 403, 404, 500
   */
  fetchPolicyTransactionWithUpdatedChanges(args: FetchPolicyTransactionWithUpdatedChangesArgs, options?: CallOptions): Promise<PolicyTransactionResponse>;
  /**
   * Show a transaction's constraint dependencies
   *
   * Returns, per element and constrained field, its table, column and the fields it depends on.
   *
   * `GET /policy/{tenantLocator}/transactions/{locator}/elements/constraints/dependency`
   * @see Reference: `/docs#operation/fetchDependencyMapForPolicyTransaction` on the server.
   * @throws {ApiError} 400, 401, 403, 404, 500
   */
  fetchDependencyMapForPolicyTransaction(args: FetchDependencyMapForPolicyTransactionArgs, options?: CallOptions): Promise<FetchDependencyMapForPolicyTransactionResult>;
  /**
   * Evaluate a transaction's constraints
   *
   * Returns the allowed values of each constrained field of the given elements, given prospective values.
   *
   * `POST /policy/{tenantLocator}/transactions/{locator}/elements/constraints/evaluate`
   * @see Reference: `/docs#operation/evaluateConstraintsForPolicyTransaction` on the server.
   * @throws {ApiError} 400, 401, 403, 404, 413, 415, 422, 500
   */
  evaluateConstraintsForPolicyTransaction(args: EvaluateConstraintsForPolicyTransactionArgs, options?: CallOptions): Promise<EvaluateConstraintsForPolicyTransactionResult>;
  /**
   * Initialize a transaction
   *
   * Applies the transaction's instructions to its base: the transaction's segment (elements, start, end) is fixed and it becomes initialized.
   *
   * `PATCH /policy/{tenantLocator}/transactions/{locator}/initialize`
   * @see Reference: `/docs#operation/initializeTransaction` on the server.
   * @throws {ApiError} 400, 401, 403, 404, 409, 422, 500, 503
   */
  initializeTransaction(args: InitializeTransactionArgs, options?: CallOptions): Promise<PolicyTransactionResponse>;
  /**
   * Issue a transaction
   *
   * Issues an accepted transaction: its segment and charges take effect, and every other open transaction of the policy built on the same base is invalidated. A transaction whose base is no longer the policy's latest is invalidated instead (409), or, with `autoRebase`, rebuilt on the latest, priced again and issued.
   *
   * `PATCH /policy/{tenantLocator}/transactions/{locator}/issue`
   * @see Reference: `/docs#operation/issueTransaction` on the server.
   * @throws {ApiError} 400, 401, 403, 404, 409, 422, 500, 503
   */
  issueTransaction(args: IssueTransactionArgs, options?: CallOptions): Promise<PolicyTransactionResponse>;
  /**
   * Read the charges of a transaction
   *
   * Answers the charges of a policy transaction; an issuance transaction carries the charges of the quote it was issued from.
   *
   * `GET /policy/{tenantLocator}/transactions/{locator}/price`
   * @see Reference: `/docs#operation/fetchTransactionPricing` on the server.
   * @throws {ApiError} 400, 401, 403, 404, 500
   */
  fetchTransactionPricing(args: FetchTransactionPricingArgs, options?: CallOptions): Promise<TransactionPriceResponse>;
  /**
   * Price a transaction
   *
   * Rates the segment the transaction creates with the rating plugin (the quote's `rate` export and input), pro rata over the segment in the policy's time zone, and adds the reversal of the remainder of the segment it replaces (`reversalOfLocator`). Earlier steps run first.
   *
   * `PATCH /policy/{tenantLocator}/transactions/{locator}/price`
   * @see Reference: `/docs#operation/priceTransaction` on the server.
   * @throws {ApiError} 400, 401, 403, 404, 409, 422, 500, 503
   */
  priceTransaction(args: PriceTransactionArgs, options?: CallOptions): Promise<TransactionPriceResponse>;
  /**
   * Refuse a transaction
   *
   * Records that the customer refused the transaction.
   *
   * `PATCH /policy/{tenantLocator}/transactions/{locator}/refuse`
   * @see Reference: `/docs#operation/refuseTransaction` on the server.
   * @throws {ApiError} 400, 401, 403, 404, 409, 422, 500, 503
   */
  refuseTransaction(args: RefuseTransactionArgs, options?: CallOptions): Promise<PolicyTransactionResponse>;
  /**
   * Reset a transaction
   *
   * Takes a transaction that is not issued back to initialized (or draft with `resetToDraft`), dropping its validation, price and decision; flags are kept unless the options name them.
   *
   * `PATCH /policy/{tenantLocator}/transactions/{locator}/reset`
   * @see Reference: `/docs#operation/resetTransaction` on the server.
   * @throws {ApiError} 400, 401, 403, 404, 409, 413, 415, 422, 500, 503
   */
  resetTransaction(args: ResetTransactionArgs, options?: CallOptions): Promise<PolicyTransactionResponse>;
  /**
   * Read the segment of a transaction
   *
   * Answers the segment the transaction creates (or, for an issued transaction, created): its elements, start, end and duration in the policy's duration basis.
   *
   * `GET /policy/{tenantLocator}/transactions/{locator}/segment`
   * @see Reference: `/docs#operation/fetchTransactionSegment` on the server.
   * @throws {ApiError} 400, 401, 403, 404, 500
   */
  fetchTransactionSegment(args: FetchTransactionSegmentArgs, options?: CallOptions): Promise<SegmentResponse>;
  /**
   * List transaction segments (deprecated)
   *
   * An existing transaction answers an empty list.
   *
   * `GET /policy/{tenantLocator}/transactions/{locator}/segments/list`
   * @see Reference: `/docs#operation/fetchTransactionSegments` on the server.
   * @throws {ApiError} 400, 401, 403, 404, 500
   * @deprecated The contract deprecates this operation; the server answers it with `Deprecation: true`.
   */
  fetchTransactionSegments(args: FetchTransactionSegmentsArgs, options?: CallOptions): Promise<SegmentResponse[]>;
  /**
   * Read a transaction segment (deprecated)
   *
   * This service keeps no segments: always 404.
   *
   * `GET /policy/{tenantLocator}/transactions/{locator}/segments/{segmentLocator}`
   * @see Reference: `/docs#operation/fetchPolicySegmentEx` on the server.
   * @throws {ApiError} 400, 401, 403, 404, 500
   * @deprecated The contract deprecates this operation; the server answers it with `Deprecation: true`.
   */
  fetchPolicySegmentEx(args: FetchPolicySegmentExArgs, options?: CallOptions): Promise<SegmentResponse>;
  /**
   * Change the transaction data
   *
   * Sets and removes fields of the transaction's own data on a transaction that is not yet priced; the transaction goes back to draft.
   *
   * `PATCH /policy/{tenantLocator}/transactions/{locator}/transactionData`
   * @see Reference: `/docs#operation/patchTransactionData` on the server.
   * @throws {ApiError} 400, 401, 403, 404, 409, 413, 415, 422, 500, 503
   */
  patchTransactionData(args: PatchTransactionDataArgs, options?: CallOptions): Promise<PolicyTransactionResponse>;
  /**
   * Underwrite a transaction
   *
   * Runs the underwriting plugin on the segment and decides by the flags in force, as for a quote. Earlier steps run first.
   *
   * `PATCH /policy/{tenantLocator}/transactions/{locator}/underwrite`
   * @see Reference: `/docs#operation/underwriteTransaction` on the server.
   * @throws {ApiError} 400, 401, 403, 404, 409, 422, 500, 503
   */
  underwriteTransaction(args: UnderwriteTransactionArgs, options?: CallOptions): Promise<TransactionUnderwritingResponse>;
  /**
   * List the underwriting flags of a transaction
   *
   * Answers the flags in force on the transaction and those cleared, oldest first.
   *
   * `GET /policy/{tenantLocator}/transactions/{locator}/underwritingFlags`
   * @see Reference: `/docs#operation/fetchUnderwritingFlagsForTransaction` on the server.
   * @throws {ApiError} 400, 401, 403, 404, 500
   */
  fetchUnderwritingFlagsForTransaction(args: FetchUnderwritingFlagsForTransactionArgs, options?: CallOptions): Promise<TransactionUnderwritingFlagsResponse>;
  /**
   * Add and clear underwriting flags of a transaction
   *
   * Adds flags and clears flags of a transaction in one change; flags change only on a transaction that is not accepted or final.
   *
   * `PATCH /policy/{tenantLocator}/transactions/{locator}/underwritingFlags`
   * @see Reference: `/docs#operation/updateUnderwritingFlagsForPolicyTransaction` on the server.
   * @throws {ApiError} 400, 401, 403, 404, 409, 413, 415, 422, 500, 503
   */
  updateUnderwritingFlagsForPolicyTransaction(args: UpdateUnderwritingFlagsForPolicyTransactionArgs, options?: CallOptions): Promise<TransactionUnderwritingFlagsResponse>;
  /**
   * Add a approve flag to a transaction
   *
   * Adds a flag of level `approve` to a transaction; a `level` in the body must say the same.
   *
   * `POST /policy/{tenantLocator}/transactions/{locator}/underwritingFlags/approve`
   * @see Reference: `/docs#operation/addApproveUnderwritingFlagsForTransaction` on the server.
   * @throws {ApiError} 400, 401, 403, 404, 409, 413, 415, 422, 500, 503
   */
  addApproveUnderwritingFlagsForTransaction(args: AddApproveUnderwritingFlagsForTransactionArgs, options?: CallOptions): Promise<TransactionUnderwritingFlagsResponse>;
  /**
   * Clear a approve flag of a transaction
   *
   * Clears a flag of level `approve` in force on the transaction (404 when there is none).
   *
   * `DELETE /policy/{tenantLocator}/transactions/{locator}/underwritingFlags/approve/{flagLocator}`
   * @see Reference: `/docs#operation/clearApproveUnderwritingFlagsForTransaction` on the server.
   * @throws {ApiError} 400, 401, 403, 404, 409, 422, 500, 503
   */
  clearApproveUnderwritingFlagsForTransaction(args: ClearApproveUnderwritingFlagsForTransactionArgs, options?: CallOptions): Promise<TransactionUnderwritingFlagsResponse>;
  /**
   * Add a block flag to a transaction
   *
   * Adds a flag of level `block` to a transaction; a `level` in the body must say the same.
   *
   * `POST /policy/{tenantLocator}/transactions/{locator}/underwritingFlags/block`
   * @see Reference: `/docs#operation/addBlockUnderwritingFlagsForTransaction` on the server.
   * @throws {ApiError} 400, 401, 403, 404, 409, 413, 415, 422, 500, 503
   */
  addBlockUnderwritingFlagsForTransaction(args: AddBlockUnderwritingFlagsForTransactionArgs, options?: CallOptions): Promise<TransactionUnderwritingFlagsResponse>;
  /**
   * Clear a block flag of a transaction
   *
   * Clears a flag of level `block` in force on the transaction (404 when there is none).
   *
   * `DELETE /policy/{tenantLocator}/transactions/{locator}/underwritingFlags/block/{flagLocator}`
   * @see Reference: `/docs#operation/clearBlockUnderwritingFlagsForTransaction` on the server.
   * @throws {ApiError} 400, 401, 403, 404, 409, 422, 500, 503
   */
  clearBlockUnderwritingFlagsForTransaction(args: ClearBlockUnderwritingFlagsForTransactionArgs, options?: CallOptions): Promise<TransactionUnderwritingFlagsResponse>;
  /**
   * Add a decline flag to a transaction
   *
   * Adds a flag of level `decline` to a transaction; a `level` in the body must say the same.
   *
   * `POST /policy/{tenantLocator}/transactions/{locator}/underwritingFlags/decline`
   * @see Reference: `/docs#operation/addDeclineUnderwritingFlagsForTransaction` on the server.
   * @throws {ApiError} 400, 401, 403, 404, 409, 413, 415, 422, 500, 503
   */
  addDeclineUnderwritingFlagsForTransaction(args: AddDeclineUnderwritingFlagsForTransactionArgs, options?: CallOptions): Promise<TransactionUnderwritingFlagsResponse>;
  /**
   * Clear a decline flag of a transaction
   *
   * Clears a flag of level `decline` in force on the transaction (404 when there is none).
   *
   * `DELETE /policy/{tenantLocator}/transactions/{locator}/underwritingFlags/decline/{flagLocator}`
   * @see Reference: `/docs#operation/clearDeclineUnderwritingFlagsForTransaction` on the server.
   * @throws {ApiError} 400, 401, 403, 404, 409, 422, 500, 503
   */
  clearDeclineUnderwritingFlagsForTransaction(args: ClearDeclineUnderwritingFlagsForTransactionArgs, options?: CallOptions): Promise<TransactionUnderwritingFlagsResponse>;
  /**
   * Add a info flag to a transaction
   *
   * Adds a flag of level `info` to a transaction; a `level` in the body must say the same.
   *
   * `POST /policy/{tenantLocator}/transactions/{locator}/underwritingFlags/info`
   * @see Reference: `/docs#operation/addInfoUnderwritingFlagsForTransaction` on the server.
   * @throws {ApiError} 400, 401, 403, 404, 409, 413, 415, 422, 500, 503
   */
  addInfoUnderwritingFlagsForTransaction(args: AddInfoUnderwritingFlagsForTransactionArgs, options?: CallOptions): Promise<TransactionUnderwritingFlagsResponse>;
  /**
   * Clear a info flag of a transaction
   *
   * Clears a flag of level `info` in force on the transaction (404 when there is none).
   *
   * `DELETE /policy/{tenantLocator}/transactions/{locator}/underwritingFlags/info/{flagLocator}`
   * @see Reference: `/docs#operation/clearInfoUnderwritingFlagsForTransaction` on the server.
   * @throws {ApiError} 400, 401, 403, 404, 409, 422, 500, 503
   */
  clearInfoUnderwritingFlagsForTransaction(args: ClearInfoUnderwritingFlagsForTransactionArgs, options?: CallOptions): Promise<TransactionUnderwritingFlagsResponse>;
  /**
   * Add a reject flag to a transaction
   *
   * Adds a flag of level `reject` to a transaction; a `level` in the body must say the same.
   *
   * `POST /policy/{tenantLocator}/transactions/{locator}/underwritingFlags/reject`
   * @see Reference: `/docs#operation/addRejectUnderwritingFlagsForTransaction` on the server.
   * @throws {ApiError} 400, 401, 403, 404, 409, 413, 415, 422, 500, 503
   */
  addRejectUnderwritingFlagsForTransaction(args: AddRejectUnderwritingFlagsForTransactionArgs, options?: CallOptions): Promise<TransactionUnderwritingFlagsResponse>;
  /**
   * Clear a reject flag of a transaction
   *
   * Clears a flag of level `reject` in force on the transaction (404 when there is none).
   *
   * `DELETE /policy/{tenantLocator}/transactions/{locator}/underwritingFlags/reject/{flagLocator}`
   * @see Reference: `/docs#operation/clearRejectUnderwritingFlagsForTransaction` on the server.
   * @throws {ApiError} 400, 401, 403, 404, 409, 422, 500, 503
   */
  clearRejectUnderwritingFlagsForTransaction(args: ClearRejectUnderwritingFlagsForTransactionArgs, options?: CallOptions): Promise<TransactionUnderwritingFlagsResponse>;
  /**
   * Validate a transaction
   *
   * Checks the transaction's segment against the configuration and runs the validation plugin with the segment as a quote; errors answer 422 and leave the transaction as it was. A draft is initialized first.
   *
   * `PATCH /policy/{tenantLocator}/transactions/{locator}/validate`
   * @see Reference: `/docs#operation/validateTransaction` on the server.
   * @throws {ApiError} 400, 401, 403, 404, 409, 422, 500, 503
   */
  validateTransaction(args: ValidateTransactionArgs, options?: CallOptions): Promise<PolicyTransactionResponse>;
  /**
   * Readiness
   *
   * Answers 200 when the database answers, else 503. A server running several processes (`INSUITE_PROCESSES`) answers 200 only when every one of its processes is ready, whichever answers.
   *
   * `GET /readyz`
   * @see Reference: `/docs#operation/getReadiness` on the server.
   * @throws {ApiError} 500, 503
   */
  getReadiness(args?: GetReadinessArgs, options?: CallOptions): Promise<HealthResponse>;
  /**
   * Upload a constraint table
   *
   * Uploads a ZIP holding one CSV file with the columns declared for the static name.
   *
   * `POST /resource/{tenantLocator}/constraints`
   * @see Reference: `/docs#operation/createConstraintTable` on the server.
   * @throws {ApiError} 400, 401, 403, 404, 409, 413, 415, 422, 500, 503
   */
  createConstraintTable(args: CreateConstraintTableArgs, options?: CallOptions): Promise<BasicResourceResponse>;
  /**
   * Download a constraint table
   *
   * Returns a ZIP holding the uploaded CSV byte for byte.
   *
   * `GET /resource/{tenantLocator}/constraints/{name}`
   * @see Reference: `/docs#operation/zipConstraintTable` on the server.
   * @throws {ApiError} 400, 401, 403, 404, 500
   */
  zipConstraintTable(args: ZipConstraintTableArgs, options?: CallOptions): Promise<Uint8Array>;
  /**
   * Replace a constraint table's content
   *
   * Uploads new content for an existing constraint table; the old content is kept.
   *
   * `PATCH /resource/{tenantLocator}/constraints/{name}`
   * @see Reference: `/docs#operation/replaceConstraintTable` on the server.
   * @throws {ApiError} 400, 401, 403, 404, 413, 415, 422, 500, 503
   */
  replaceConstraintTable(args: ReplaceConstraintTableArgs, options?: CallOptions): Promise<BasicResourceResponse>;
  /**
   * Read constraint values
   *
   * Returns, for every column, the distinct values of the rows whose leading columns match `key`.
   *
   * `GET /resource/{tenantLocator}/constraints/{name}/record`
   * @see Reference: `/docs#operation/fetchConstraints` on the server.
   * @throws {ApiError} 400, 401, 403, 404, 422, 500
   */
  fetchConstraints(args: FetchConstraintsArgs, options?: CallOptions): Promise<FetchConstraintsResult>;
  /**
   * Upload a static document
   *
   * Stores the `file` part as a static document.
   *
   * `POST /resource/{tenantLocator}/documents`
   * @see Reference: `/docs#operation/createDocumentResource` on the server.
   * @throws {ApiError} 400, 401, 403, 404, 409, 413, 415, 422, 500, 503
   */
  createDocumentResource(args: CreateDocumentResourceArgs, options?: CallOptions): Promise<BasicResourceResponse>;
  /**
   * Download a static document
   *
   * Returns the stored bytes unchanged, with the content type they were uploaded with.
   *
   * `GET /resource/{tenantLocator}/documents/{name}`
   * @see Reference: `/docs#operation/fetchDocumentResourceByName` on the server.
   * @throws {ApiError} 400, 401, 403, 404, 500
   */
  fetchDocumentResourceByName(args: FetchDocumentResourceByNameArgs, options?: CallOptions): Promise<Uint8Array>;
  /**
   * Replace a static document
   *
   * Stores new bytes for an existing document; the old content is kept.
   *
   * `PATCH /resource/{tenantLocator}/documents/{name}`
   * @see Reference: `/docs#operation/updateDocument` on the server.
   * @throws {ApiError} 400, 401, 403, 404, 413, 415, 422, 500, 503
   */
  updateDocument(args: UpdateDocumentArgs, options?: CallOptions): Promise<BasicResourceResponse>;
  /**
   * Upload a font
   *
   * Stores a TrueType, OpenType, WOFF or WOFF2 font, recognised by its leading bytes.
   *
   * `POST /resource/{tenantLocator}/fonts`
   * @see Reference: `/docs#operation/addFont` on the server.
   * @throws {ApiError} 400, 401, 403, 404, 409, 413, 415, 422, 500, 503
   */
  addFont(args: AddFontArgs, options?: CallOptions): Promise<BasicResourceResponse>;
  /**
   * Download a font
   *
   * Returns the current content of a font byte for byte, so a tenant can be exported whole.
   *
   * `GET /resource/{tenantLocator}/fonts/{name}`
   * @see Reference: `/docs#operation/fetchFont` on the server.
   * @throws {ApiError} 400, 401, 403, 404, 500
   */
  fetchFont(args: FetchFontArgs, options?: CallOptions): Promise<Uint8Array>;
  /**
   * Create a resource group
   *
   * Creates a group of resource instances that takes effect at `selectionStartTime`.
   *
   * `POST /resource/{tenantLocator}/groups`
   * @see Reference: `/docs#operation/createResourceGroup` on the server.
   * @throws {ApiError} 400, 401, 403, 404, 409, 413, 415, 422, 500, 503
   */
  createResourceGroup(args: CreateResourceGroupArgs, options?: CallOptions): Promise<ResourceGroupResponse>;
  /**
   * List resource groups
   *
   * Lists the tenant's resource groups in creation order. Retired groups are left out unless `excludeRetired=false`; active ones are left out with `excludeActive=true`.
   *
   * `GET /resource/{tenantLocator}/groups/list`
   * @see Reference: `/docs#operation/fetchResourceGroups` on the server.
   * @throws {ApiError} 400, 401, 403, 404, 500
   */
  fetchResourceGroups(args: FetchResourceGroupsArgs & { extended: false }, options?: CallOptions): Promise<ResourceGroupResponse[]>;
  /**
   * List resource groups
   *
   * Lists the tenant's resource groups in creation order. Retired groups are left out unless `excludeRetired=false`; active ones are left out with `excludeActive=true`.
   *
   * `GET /resource/{tenantLocator}/groups/list`
   * @see Reference: `/docs#operation/fetchResourceGroups` on the server.
   * @throws {ApiError} 400, 401, 403, 404, 500
   */
  fetchResourceGroups(args: FetchResourceGroupsArgs & { extended?: true }, options?: CallOptions): Promise<ResourceGroupListResponse>;
  /**
   * List resource groups
   *
   * Lists the tenant's resource groups in creation order. Retired groups are left out unless `excludeRetired=false`; active ones are left out with `excludeActive=true`.
   *
   * `GET /resource/{tenantLocator}/groups/list`
   * @see Reference: `/docs#operation/fetchResourceGroups` on the server.
   * @throws {ApiError} 400, 401, 403, 404, 500
   */
  fetchResourceGroups(args: FetchResourceGroupsArgs, options?: CallOptions): Promise<ResourceGroupListResponse | ResourceGroupResponse[]>;
  /**
   * Read a resource group
   *
   * Returns one resource group of the tenant.
   *
   * `GET /resource/{tenantLocator}/groups/{locator}`
   * @see Reference: `/docs#operation/fetchResourceGroup` on the server.
   * @throws {ApiError} 400, 401, 403, 404, 500
   */
  fetchResourceGroup(args: FetchResourceGroupArgs, options?: CallOptions): Promise<ResourceGroupResponse>;
  /**
   * Update a resource group
   *
   * Renames the group, moves its start time and adds or removes resource names.
   *
   * `PATCH /resource/{tenantLocator}/groups/{locator}`
   * @see Reference: `/docs#operation/updateResourceGroup` on the server.
   * @throws {ApiError} 400, 401, 403, 404, 409, 413, 415, 422, 500, 503
   */
  updateResourceGroup(args: UpdateResourceGroupArgs, options?: CallOptions): Promise<ResourceGroupResponse>;
  /**
   * Retire a resource group
   *
   * Marks the group retired; it no longer takes part in resolution by static name.
   *
   * `PATCH /resource/{tenantLocator}/groups/{locator}/retire`
   * @see Reference: `/docs#operation/retire` on the server.
   * @throws {ApiError} 400, 401, 403, 404, 500, 503
   */
  retire(args: RetireArgs, options?: CallOptions): Promise<void>;
  /**
   * Upload a range table
   *
   * Uploads a ZIP holding one CSV file with the columns declared for the static name.
   *
   * `POST /resource/{tenantLocator}/rangeTables`
   * @see Reference: `/docs#operation/createRangeTable` on the server.
   * @throws {ApiError} 400, 401, 403, 404, 409, 413, 415, 422, 500, 503
   */
  createRangeTable(args: CreateRangeTableArgs, options?: CallOptions): Promise<BasicResourceResponse>;
  /**
   * Download a range table
   *
   * Returns a ZIP holding the uploaded CSV byte for byte.
   *
   * `GET /resource/{tenantLocator}/rangeTables/{name}`
   * @see Reference: `/docs#operation/fetchRangeTableInZipFormat` on the server.
   * @throws {ApiError} 400, 401, 403, 404, 500
   */
  fetchRangeTableInZipFormat(args: FetchRangeTableInZipFormatArgs, options?: CallOptions): Promise<Uint8Array>;
  /**
   * Replace a range table's content
   *
   * Uploads new content for an existing range table; the old content is kept.
   *
   * `PATCH /resource/{tenantLocator}/rangeTables/{name}`
   * @see Reference: `/docs#operation/replaceRangeTable` on the server.
   * @throws {ApiError} 400, 401, 403, 404, 413, 415, 422, 500, 503
   */
  replaceRangeTable(args: ReplaceRangeTableArgs, options?: CallOptions): Promise<BasicResourceResponse>;
  /**
   * Look up a range table row
   *
   * Finds the row whose range covers `boundValue` among the rows matching `key`.
   *
   * `GET /resource/{tenantLocator}/rangeTables/{name}/record`
   * @see Reference: `/docs#operation/fetchRangeTableRecord` on the server.
   * @throws {ApiError} 400, 401, 403, 404, 422, 500
   */
  fetchRangeTableRecord(args: FetchRangeTableRecordArgs, options?: CallOptions): Promise<TableLookupResponse>;
  /**
   * List resource instances
   *
   * Lists every resource instance of the tenant in creation order.
   *
   * `GET /resource/{tenantLocator}/resources/list`
   * @see Reference: `/docs#operation/fetchMultipleResources` on the server.
   * @throws {ApiError} 400, 401, 403, 404, 500
   */
  fetchMultipleResources(args: FetchMultipleResourcesArgs & { extended: false }, options?: CallOptions): Promise<ResourceResponse[]>;
  /**
   * List resource instances
   *
   * Lists every resource instance of the tenant in creation order.
   *
   * `GET /resource/{tenantLocator}/resources/list`
   * @see Reference: `/docs#operation/fetchMultipleResources` on the server.
   * @throws {ApiError} 400, 401, 403, 404, 500
   */
  fetchMultipleResources(args: FetchMultipleResourcesArgs & { extended?: true }, options?: CallOptions): Promise<ResourceListResponse>;
  /**
   * List resource instances
   *
   * Lists every resource instance of the tenant in creation order.
   *
   * `GET /resource/{tenantLocator}/resources/list`
   * @see Reference: `/docs#operation/fetchMultipleResources` on the server.
   * @throws {ApiError} 400, 401, 403, 404, 500
   */
  fetchMultipleResources(args: FetchMultipleResourcesArgs, options?: CallOptions): Promise<ResourceListResponse | ResourceResponse[]>;
  /**
   * List resource instances of one type
   *
   * Lists the tenant's resource instances of one resource type in creation order.
   *
   * `GET /resource/{tenantLocator}/resources/type/{type}/list`
   * @see Reference: `/docs#operation/fetchMultipleResourcesByType` on the server.
   * @throws {ApiError} 400, 401, 403, 404, 500
   */
  fetchMultipleResourcesByType(args: FetchMultipleResourcesByTypeArgs & { extended: false }, options?: CallOptions): Promise<ResourceResponse[]>;
  /**
   * List resource instances of one type
   *
   * Lists the tenant's resource instances of one resource type in creation order.
   *
   * `GET /resource/{tenantLocator}/resources/type/{type}/list`
   * @see Reference: `/docs#operation/fetchMultipleResourcesByType` on the server.
   * @throws {ApiError} 400, 401, 403, 404, 500
   */
  fetchMultipleResourcesByType(args: FetchMultipleResourcesByTypeArgs & { extended?: true }, options?: CallOptions): Promise<ResourceListResponse>;
  /**
   * List resource instances of one type
   *
   * Lists the tenant's resource instances of one resource type in creation order.
   *
   * `GET /resource/{tenantLocator}/resources/type/{type}/list`
   * @see Reference: `/docs#operation/fetchMultipleResourcesByType` on the server.
   * @throws {ApiError} 400, 401, 403, 404, 500
   */
  fetchMultipleResourcesByType(args: FetchMultipleResourcesByTypeArgs, options?: CallOptions): Promise<ResourceListResponse | ResourceResponse[]>;
  /**
   * Read a resource instance
   *
   * Returns a resource instance by name, or by static name as in effect at `date` for `jurisdiction`.
   *
   * `GET /resource/{tenantLocator}/resources/{name}`
   * @see Reference: `/docs#operation/fetchResource` on the server.
   * @throws {ApiError} 400, 401, 403, 404, 500
   */
  fetchResource(args: FetchResourceArgs, options?: CallOptions): Promise<ResourceResponse>;
  /**
   * Create a secret
   *
   * Stores a map of secret values, encrypted at rest.
   *
   * `POST /resource/{tenantLocator}/secrets`
   * @see Reference: `/docs#operation/createSecret` on the server.
   * @throws {ApiError} 400, 401, 403, 404, 409, 413, 415, 422, 500, 503
   */
  createSecret(args: CreateSecretArgs, options?: CallOptions): Promise<SecretResponse>;
  /**
   * Read a secret
   *
   * Returns a secret resource with its decrypted values.
   *
   * `GET /resource/{tenantLocator}/secrets/{name}`
   * @see Reference: `/docs#operation/fetchSecret` on the server.
   * @throws {ApiError} 400, 401, 403, 404, 500
   */
  fetchSecret(args: FetchSecretArgs, options?: CallOptions): Promise<SecretResponse>;
  /**
   * Delete a secret
   *
   * Removes the secret resource and its values.
   *
   * `DELETE /resource/{tenantLocator}/secrets/{name}`
   * @see Reference: `/docs#operation/deleteSecret` on the server.
   * @throws {ApiError} 400, 401, 403, 404, 500, 503
   */
  deleteSecret(args: DeleteSecretArgs, options?: CallOptions): Promise<void>;
  /**
   * Replace a secret's values
   *
   * Replaces the whole map of values of a secret.
   *
   * `PATCH /resource/{tenantLocator}/secrets/{name}`
   * @see Reference: `/docs#operation/updateSecret` on the server.
   * @throws {ApiError} 400, 401, 403, 404, 413, 415, 422, 500, 503
   */
  updateSecret(args: UpdateSecretArgs, options?: CallOptions): Promise<SecretResponse>;
  /**
   * Upload a lookup table
   *
   * Uploads a ZIP holding one CSV file with the columns declared for the static name.
   *
   * `POST /resource/{tenantLocator}/tables`
   * @see Reference: `/docs#operation/createLookupTable` on the server.
   * @throws {ApiError} 400, 401, 403, 404, 409, 413, 415, 422, 500, 503
   */
  createLookupTable(args: CreateLookupTableArgs, options?: CallOptions): Promise<BasicResourceResponse>;
  /**
   * Download a lookup table
   *
   * Returns a ZIP holding the uploaded CSV byte for byte.
   *
   * `GET /resource/{tenantLocator}/tables/{name}`
   * @see Reference: `/docs#operation/fetchLookupTableInZipFormat` on the server.
   * @throws {ApiError} 400, 401, 403, 404, 500
   */
  fetchLookupTableInZipFormat(args: FetchLookupTableInZipFormatArgs, options?: CallOptions): Promise<Uint8Array>;
  /**
   * Replace a lookup table's content
   *
   * Uploads new content for an existing lookup table; the old content is kept.
   *
   * `PATCH /resource/{tenantLocator}/tables/{name}`
   * @see Reference: `/docs#operation/replaceLookupTable` on the server.
   * @throws {ApiError} 400, 401, 403, 404, 413, 415, 422, 500, 503
   */
  replaceLookupTable(args: ReplaceLookupTableArgs, options?: CallOptions): Promise<BasicResourceResponse>;
  /**
   * Look up a table row
   *
   * Finds the row of a lookup table whose key columns match `key` (in declared order). Matching ignores case and compares numbers by value.
   *
   * `GET /resource/{tenantLocator}/tables/{name}/record`
   * @see Reference: `/docs#operation/fetchTableRecord` on the server.
   * @throws {ApiError} 400, 401, 403, 404, 422, 500
   */
  fetchTableRecord(args: FetchTableRecordArgs, options?: CallOptions): Promise<TableLookupResponse>;
  /**
   * Upload a Liquid snippet
   *
   * Stores a Liquid snippet after checking that it parses.
   *
   * `POST /resource/{tenantLocator}/templateSnippets/liquid`
   * @see Reference: `/docs#operation/uploadLiquid` on the server.
   * @throws {ApiError} 400, 401, 403, 404, 409, 413, 415, 422, 429, 500, 503
   */
  uploadLiquid(args: UploadLiquidArgs, options?: CallOptions): Promise<BasicResourceResponse>;
  /**
   * Replace a Liquid snippet
   *
   * Stores a new version of the named Liquid snippet after checking that it parses.
   *
   * `PATCH /resource/{tenantLocator}/templateSnippets/liquid`
   * @see Reference: `/docs#operation/updateLiquid` on the server.
   * @throws {ApiError} 400, 401, 403, 404, 413, 415, 422, 429, 500, 503
   */
  updateLiquid(args: UpdateLiquidArgs, options?: CallOptions): Promise<BasicResourceResponse>;
  /**
   * Upload a Velocity snippet
   *
   * Stores a Velocity snippet after checking that it parses.
   *
   * `POST /resource/{tenantLocator}/templateSnippets/velocity`
   * @see Reference: `/docs#operation/uploadVelocity` on the server.
   * @throws {ApiError} 400, 401, 403, 404, 409, 413, 415, 422, 429, 500, 503
   */
  uploadVelocity(args: UploadVelocityArgs, options?: CallOptions): Promise<BasicResourceResponse>;
  /**
   * Replace a Velocity snippet
   *
   * Stores a new version of the named Velocity snippet after checking that it parses.
   *
   * `PATCH /resource/{tenantLocator}/templateSnippets/velocity`
   * @see Reference: `/docs#operation/updateVelocity` on the server.
   * @throws {ApiError} 400, 401, 403, 404, 413, 415, 422, 429, 500, 503
   */
  updateVelocity(args: UpdateVelocityArgs, options?: CallOptions): Promise<BasicResourceResponse>;
  /**
   * Download a template snippet
   *
   * Returns the snippet text.
   *
   * `GET /resource/{tenantLocator}/templateSnippets/{name}`
   * @see Reference: `/docs#operation/fetchTemplate` on the server.
   * @throws {ApiError} 400, 401, 403, 404, 500
   */
  fetchTemplate(args: FetchTemplateArgs, options?: CallOptions): Promise<string>;
  /**
   * Upload a Liquid document template
   *
   * Stores a Liquid template after checking that it parses. The body is the template as text, or multipart with a `file` or `template` part.
   *
   * `POST /resource/{tenantLocator}/templates/liquid`
   * @see Reference: `/docs#operation/createLiquidDocumentTemplate` on the server.
   * @throws {ApiError} 400, 401, 403, 404, 409, 413, 415, 422, 429, 500, 503
   */
  createLiquidDocumentTemplate(args: CreateLiquidDocumentTemplateArgs, options?: CallOptions): Promise<BasicResourceResponse>;
  /**
   * Replace a Liquid document template
   *
   * Stores a new version of the named Liquid template after checking that it parses.
   *
   * `PATCH /resource/{tenantLocator}/templates/liquid`
   * @see Reference: `/docs#operation/updateLiquidDocumentTemplate` on the server.
   * @throws {ApiError} 400, 401, 403, 404, 413, 415, 422, 429, 500, 503
   */
  updateLiquidDocumentTemplate(args: UpdateLiquidDocumentTemplateArgs, options?: CallOptions): Promise<BasicResourceResponse>;
  /**
   * Upload a Velocity document template
   *
   * Stores a Velocity template after checking that it parses. The body is the template as text, or multipart with a `file` or `template` part.
   *
   * `POST /resource/{tenantLocator}/templates/velocity`
   * @see Reference: `/docs#operation/createVelocityDocumentTemplate` on the server.
   * @throws {ApiError} 400, 401, 403, 404, 409, 413, 415, 422, 429, 500, 503
   */
  createVelocityDocumentTemplate(args: CreateVelocityDocumentTemplateArgs, options?: CallOptions): Promise<BasicResourceResponse>;
  /**
   * Replace a Velocity document template
   *
   * Stores a new version of the named Velocity template after checking that it parses.
   *
   * `PATCH /resource/{tenantLocator}/templates/velocity`
   * @see Reference: `/docs#operation/updateVelocityDocumentTemplate` on the server.
   * @throws {ApiError} 400, 401, 403, 404, 413, 415, 422, 429, 500, 503
   */
  updateVelocityDocumentTemplate(args: UpdateVelocityDocumentTemplateArgs, options?: CallOptions): Promise<BasicResourceResponse>;
  /**
   * Download a document template
   *
   * Returns the template text.
   *
   * `GET /resource/{tenantLocator}/templates/{name}`
   * @see Reference: `/docs#operation/fetchDocumentTemplate` on the server.
   * @throws {ApiError} 400, 401, 403, 404, 500
   */
  fetchDocumentTemplate(args: FetchDocumentTemplateArgs, options?: CallOptions): Promise<string>;
  /**
   * Read the server's clock
   *
   * The time the server reads everywhere (resolution by date, token expiry, lockouts, webhook retries, timestamps of records and events, the quote lifecycle), and how far it is from the real clock. Only on a server made for tests (`INSUITE_TEST_CONTROLS`); elsewhere 404. An extension of this implementation.
   *
   * `GET /test-controls/clock`
   * @see Reference: `/docs#operation/fetchTestClock` on the server.
   * @throws {ApiError} 400, 401, 403, 404, 500
   */
  fetchTestClock(args?: FetchTestClockArgs, options?: CallOptions): Promise<TestClock>;
  /**
   * Set the server's clock
   *
   * Sets the server's clock to an instant; it runs on from there at the real pace. Due webhook deliveries are made before the answer. Only on a server made for tests; elsewhere 404. An extension of this implementation.
   *
   * `PUT /test-controls/clock`
   * @see Reference: `/docs#operation/setTestClock` on the server.
   * @throws {ApiError} 400, 401, 403, 404, 413, 415, 500, 503
   */
  setTestClock(args: SetTestClockArgs, options?: CallOptions): Promise<TestClock>;
  /**
   * Return to the real clock
   *
   * Puts the server's clock back on the real time. Only on a server made for tests; elsewhere 404. An extension of this implementation.
   *
   * `DELETE /test-controls/clock`
   * @see Reference: `/docs#operation/resetTestClock` on the server.
   * @throws {ApiError} 400, 401, 403, 404, 500, 503
   */
  resetTestClock(args?: ResetTestClockArgs, options?: CallOptions): Promise<TestClock>;
  /**
   * Move the server's clock forward
   *
   * Moves the server's clock forward by a number of milliseconds or an ISO 8601 duration (`PT90S`, `P1D`, `P1Y2M`: years and months by the calendar, in UTC). Webhook deliveries that fall due are made before the answer, so a retry scheduled within the step has been delivered when it comes. Only on a server made for tests; elsewhere 404. An extension of this implementation.
   *
   * `POST /test-controls/clock/advance`
   * @see Reference: `/docs#operation/advanceTestClock` on the server.
   * @throws {ApiError} 400, 401, 403, 404, 413, 415, 500, 503
   */
  advanceTestClock(args: AdvanceTestClockArgs, options?: CallOptions): Promise<TestClock>;
  /**
   * List the fault rules
   *
   * The fault rules in force, oldest first, each with how many times it has answered. Only on a server made for tests; elsewhere 404. An extension of this implementation.
   *
   * `GET /test-controls/faults`
   * @see Reference: `/docs#operation/listTestFaults` on the server.
   * @throws {ApiError} 400, 401, 403, 404, 500
   */
  listTestFaults(args?: ListTestFaultsArgs, options?: CallOptions): Promise<TestFaultList>;
  /**
   * Add a fault rule
   *
   * Adds a rule that makes the server fail on purpose. A `request` rule answers matching requests (after authentication, before the handler) with its status and Problem body, after its latency if any. A `webhook` rule stands in for the receiver of matching webhook deliveries: it answers a status, answers after a delay, or drops the connection, without the receiver being called. Each answered fault is in the request journal. At most 100 rules. Only on a server made for tests; elsewhere 404. An extension of this implementation.
   *
   * `POST /test-controls/faults`
   * @see Reference: `/docs#operation/addTestFault` on the server.
   * @throws {ApiError} 400, 401, 403, 404, 409, 413, 415, 500, 503
   */
  addTestFault(args: AddTestFaultArgs, options?: CallOptions): Promise<TestFault>;
  /**
   * Clear the fault rules
   *
   * Removes every fault rule. Only on a server made for tests; elsewhere 404. An extension of this implementation.
   *
   * `DELETE /test-controls/faults`
   * @see Reference: `/docs#operation/clearTestFaults` on the server.
   * @throws {ApiError} 400, 401, 403, 404, 500, 503
   */
  clearTestFaults(args?: ClearTestFaultsArgs, options?: CallOptions): Promise<TestFaultList>;
  /**
   * List what the server answered
   *
   * The request journal: what the server answered (the test controls' own operations left out) and the webhook deliveries it tried, oldest first. The newest `INSUITE_TEST_JOURNAL_SIZE` entries are kept. Only on a server made for tests; elsewhere 404. An extension of this implementation.
   *
   * `GET /test-controls/requests`
   * @see Reference: `/docs#operation/listTestRequests` on the server.
   * @throws {ApiError} 400, 401, 403, 404, 500
   */
  listTestRequests(args?: ListTestRequestsArgs, options?: CallOptions): Promise<TestRequestList>;
  /**
   * Return to the empty state
   *
   * Brings the database back to what it held when the server started (no tenants; the bootstrap admin and its token kept), and clears the fault rules and the journal. Snapshots are kept; the clock is left where it is. Only on a server made for tests; elsewhere 404. An extension of this implementation.
   *
   * `POST /test-controls/reset`
   * @see Reference: `/docs#operation/resetTestState` on the server.
   * @throws {ApiError} 400, 401, 403, 404, 500, 503
   */
  resetTestState(args?: ResetTestStateArgs, options?: CallOptions): Promise<TestSnapshot>;
  /**
   * Save the whole state
   *
   * Saves every row of the database in the server's memory and answers the snapshot's locator, for `restoreTestSnapshot`. The 16 newest snapshots are kept. Only on a server made for tests; elsewhere 404. An extension of this implementation.
   *
   * `POST /test-controls/snapshots`
   * @see Reference: `/docs#operation/createTestSnapshot` on the server.
   * @throws {ApiError} 400, 401, 403, 404, 500, 503
   */
  createTestSnapshot(args?: CreateTestSnapshotArgs, options?: CallOptions): Promise<TestSnapshot>;
  /**
   * Bring back a saved state
   *
   * Replaces every row of the database with the snapshot's, in one transaction; what the server keeps in memory about stored data is read again on the next request. Fault rules, the journal and the clock are left as they are. 404 for a snapshot not kept. Only on a server made for tests; elsewhere 404. An extension of this implementation.
   *
   * `POST /test-controls/snapshots/{snapshotLocator}/restore`
   * @see Reference: `/docs#operation/restoreTestSnapshot` on the server.
   * @throws {ApiError} 400, 401, 403, 404, 500, 503
   */
  restoreTestSnapshot(args: RestoreTestSnapshotArgs, options?: CallOptions): Promise<TestSnapshot>;
  /**
   * Read a tenant's clock
   *
   * The time the server reads for this tenant: in every request that names it (its records, events, resolution by date, the quote lifecycle) and in the webhook deliveries of its webhooks. It is the server's clock until the tenant's own is set or moved (`own: false`). Only on a server made for tests; elsewhere 404. An extension of this implementation.
   *
   * `GET /test-controls/tenants/{tenantLocator}/clock`
   * @see Reference: `/docs#operation/fetchTenantTestClock` on the server.
   * @throws {ApiError} 400, 401, 403, 404, 500
   */
  fetchTenantTestClock(args: FetchTenantTestClockArgs, options?: CallOptions): Promise<TestClock>;
  /**
   * Set a tenant's clock
   *
   * Gives the tenant a clock of its own, set to an instant; it runs on from there at the real pace, apart from the server's clock and every other tenant's. Deliveries of the tenant's webhooks that fall due are made before the answer. Only on a server made for tests; elsewhere 404. An extension of this implementation.
   *
   * `PUT /test-controls/tenants/{tenantLocator}/clock`
   * @see Reference: `/docs#operation/setTenantTestClock` on the server.
   * @throws {ApiError} 400, 401, 403, 404, 413, 415, 500, 503
   */
  setTenantTestClock(args: SetTenantTestClockArgs, options?: CallOptions): Promise<TestClock>;
  /**
   * Put a tenant back on the server's clock
   *
   * Drops the tenant's own clock: it reads the server's clock again. Only on a server made for tests; elsewhere 404. An extension of this implementation.
   *
   * `DELETE /test-controls/tenants/{tenantLocator}/clock`
   * @see Reference: `/docs#operation/resetTenantTestClock` on the server.
   * @throws {ApiError} 400, 401, 403, 404, 500, 503
   */
  resetTenantTestClock(args: ResetTenantTestClockArgs, options?: CallOptions): Promise<TestClock>;
  /**
   * Move a tenant's clock forward
   *
   * Moves the tenant's clock forward by milliseconds or an ISO 8601 duration (from the server's time, the first time, so the tenant then has a clock of its own). The server's clock and the other tenants' do not move. Deliveries of the tenant's webhooks that fall due are made before the answer. Only on a server made for tests; elsewhere 404. An extension of this implementation.
   *
   * `POST /test-controls/tenants/{tenantLocator}/clock/advance`
   * @see Reference: `/docs#operation/advanceTenantTestClock` on the server.
   * @throws {ApiError} 400, 401, 403, 404, 413, 415, 500, 503
   */
  advanceTenantTestClock(args: AdvanceTenantTestClockArgs, options?: CallOptions): Promise<TestClock>;
  /**
   * List a tenant's fault rules
   *
   * The fault rules of this tenant, oldest first. The server-wide rules (`listTestFaults`) are not listed here, though they answer the tenant's requests too. Only on a server made for tests; elsewhere 404. An extension of this implementation.
   *
   * `GET /test-controls/tenants/{tenantLocator}/faults`
   * @see Reference: `/docs#operation/listTenantTestFaults` on the server.
   * @throws {ApiError} 400, 401, 403, 404, 500
   */
  listTenantTestFaults(args: ListTenantTestFaultsArgs, options?: CallOptions): Promise<TestFaultList>;
  /**
   * Add a fault rule for a tenant
   *
   * Adds a fault rule that matches only requests naming this tenant (a `request` rule) or deliveries to its webhooks (a `webhook` rule); otherwise as `addTestFault`. At most 100 rules per tenant. Only on a server made for tests; elsewhere 404. An extension of this implementation.
   *
   * `POST /test-controls/tenants/{tenantLocator}/faults`
   * @see Reference: `/docs#operation/addTenantTestFault` on the server.
   * @throws {ApiError} 400, 401, 403, 404, 409, 413, 415, 500, 503
   */
  addTenantTestFault(args: AddTenantTestFaultArgs, options?: CallOptions): Promise<TestFault>;
  /**
   * Clear a tenant's fault rules
   *
   * Removes this tenant's fault rules; the server-wide ones and other tenants' stay. Only on a server made for tests; elsewhere 404. An extension of this implementation.
   *
   * `DELETE /test-controls/tenants/{tenantLocator}/faults`
   * @see Reference: `/docs#operation/clearTenantTestFaults` on the server.
   * @throws {ApiError} 400, 401, 403, 404, 500, 503
   */
  clearTenantTestFaults(args: ClearTenantTestFaultsArgs, options?: CallOptions): Promise<TestFaultList>;
  /**
   * List what the server answered about a tenant
   *
   * The entries of the request journal about this tenant (requests whose path names it, deliveries to its webhooks), oldest first; filtered as `listTestRequests` is. Only on a server made for tests; elsewhere 404. An extension of this implementation.
   *
   * `GET /test-controls/tenants/{tenantLocator}/requests`
   * @see Reference: `/docs#operation/listTenantTestRequests` on the server.
   * @throws {ApiError} 400, 401, 403, 404, 500
   */
  listTenantTestRequests(args: ListTenantTestRequestsArgs, options?: CallOptions): Promise<TestRequestList>;
  /**
   * Save one tenant's state
   *
   * Saves the rows of this tenant (its record, configuration, resources, tables, events, webhooks, accounts, quotes, policies, …; users and roles, which are the server's, are not), for `restoreTenantTestSnapshot`. Each tenant keeps its 16 newest snapshots (`INSUITE_TEST_SNAPSHOTS_KEPT`). Only on a server made for tests; elsewhere 404. An extension of this implementation.
   *
   * `POST /test-controls/tenants/{tenantLocator}/snapshots`
   * @see Reference: `/docs#operation/createTenantTestSnapshot` on the server.
   * @throws {ApiError} 400, 401, 403, 404, 500, 503
   */
  createTenantTestSnapshot(args: CreateTenantTestSnapshotArgs, options?: CallOptions): Promise<TestSnapshot>;
  /**
   * Bring back one tenant's saved state
   *
   * Replaces this tenant's rows with the snapshot's, in one transaction; other tenants are not touched. The tenant's fault rules, journal and clock are left as they are. 404 for a snapshot of another tenant or one no longer kept (the answer says which). Only on a server made for tests; elsewhere 404. An extension of this implementation.
   *
   * `POST /test-controls/tenants/{tenantLocator}/snapshots/{snapshotLocator}/restore`
   * @see Reference: `/docs#operation/restoreTenantTestSnapshot` on the server.
   * @throws {ApiError} 400, 401, 403, 404, 500, 503
   */
  restoreTenantTestSnapshot(args: RestoreTenantTestSnapshotArgs, options?: CallOptions): Promise<TestSnapshot>;
}

/** The arguments object of each operation. */
export interface OperationArgs {
  getRoot: GetRootArgs;
  createIdentityProvider: CreateIdentityProviderArgs;
  addOIDCIdentityProvider: AddOIDCIdentityProviderArgs;
  fetchPasswordPolicy: FetchPasswordPolicyArgs;
  updatePasswordPolicy: UpdatePasswordPolicyArgs;
  addSAMLIdentityProvider: AddSAMLIdentityProviderArgs;
  createOAuthToken: CreateOAuthTokenArgs;
  createRole: CreateRoleArgs;
  fetchRoles: FetchRolesArgs;
  fetchPermissions: FetchPermissionsArgs;
  getTenantRole: GetTenantRoleArgs;
  createTenantRole: CreateTenantRoleArgs;
  deleteTenantRole: DeleteTenantRoleArgs;
  updateTenantRole: UpdateTenantRoleArgs;
  fetchTenants: FetchTenantsArgs;
  fetchMyTenants: FetchMyTenantsArgs;
  fetchTenant: FetchTenantArgs;
  updateTenant: UpdateTenantArgs;
  retireTenant: RetireTenantArgs;
  createUser: CreateUserArgs;
  fetchMultipleUsers: FetchMultipleUsersArgs;
  fetchAuthTokens: FetchAuthTokensArgs;
  createAuthToken: CreateAuthTokenArgs;
  getGroupedTokenPermissions: GetGroupedTokenPermissionsArgs;
  deleteAuthToken: DeleteAuthTokenArgs;
  fetchMyUserDetails: FetchMyUserDetailsArgs;
  fetchUserByLocator: FetchUserByLocatorArgs;
  deleteUser: DeleteUserArgs;
  updateUser: UpdateUserArgs;
  fetchUserMasks: FetchUserMasksArgs;
  addDataSecurityMask: AddDataSecurityMaskArgs;
  fetchUserMasksForTenant: FetchUserMasksForTenantArgs;
  deleteUserMasks: DeleteUserMasksArgs;
  fetchUserMask: FetchUserMaskArgs;
  removeCredentials: RemoveCredentialsArgs;
  fetchUserDataAccessForTenant: FetchUserDataAccessForTenantArgs;
  deleteUserDataAccess: DeleteUserDataAccessArgs;
  addUserDataAccess: AddUserDataAccessArgs;
  enableUser: EnableUserArgs;
  resetUserPassword: ResetUserPasswordArgs;
  revokeUserOauthTokens: RevokeUserOauthTokensArgs;
  updateUserRoles: UpdateUserRolesArgs;
  updateUserTenantAssignments: UpdateUserTenantAssignmentsArgs;
  fetchAuthTokensForUser: FetchAuthTokensForUserArgs;
  createServiceAccountAuthToken: CreateServiceAccountAuthTokenArgs;
  deleteAuthTokenForUser: DeleteAuthTokenForUserArgs;
  fetchInstallmentsJobDataForQuotes: FetchInstallmentsJobDataForQuotesArgs;
  createTenant: CreateTenantArgs;
  fetchConfigDefinition: FetchConfigDefinitionArgs;
  deployConfigZip: DeployConfigZipArgs;
  fetchDeployedPlugins: FetchDeployedPluginsArgs;
  getConsole: GetConsoleArgs;
  getConsoleStyles: GetConsoleStylesArgs;
  getConsoleScript: GetConsoleScriptArgs;
  getApiDocs: GetApiDocsArgs;
  getApiDocsScript: GetApiDocsScriptArgs;
  fetchMultipleEvents: FetchMultipleEventsArgs;
  fetchEvent: FetchEventArgs;
  createWebhook: CreateWebhookArgs;
  fetchWebhooks: FetchWebhooksArgs;
  fetchWebhook: FetchWebhookArgs;
  deleteWebhook: DeleteWebhookArgs;
  updateWebhook: UpdateWebhookArgs;
  fetchMultipleDivertedEvents: FetchMultipleDivertedEventsArgs;
  fetchDivertedEvent: FetchDivertedEventArgs;
  deleteDivertedEvent: DeleteDivertedEventArgs;
  resendDivertedEvent: ResendDivertedEventArgs;
  unsuspendWebhook: UnsuspendWebhookArgs;
  getHealth: GetHealthArgs;
  getMetrics: GetMetricsArgs;
  getOpenApiSpec: GetOpenApiSpecArgs;
  getOpenApiJson: GetOpenApiJsonArgs;
  createPayment: CreatePaymentArgs;
  fetchMultiplePayments: FetchMultiplePaymentsArgs;
  fetchPaymentsWithNumber: FetchPaymentsWithNumberArgs;
  fetchPayment: FetchPaymentArgs;
  updatePaymentOverwriteData: UpdatePaymentOverwriteDataArgs;
  updatePayment: UpdatePaymentArgs;
  cancelPayment: CancelPaymentArgs;
  discardPayment: DiscardPaymentArgs;
  failPayment: FailPaymentArgs;
  fetchInvoicesTargetedByAPayment: FetchInvoicesTargetedByAPaymentArgs;
  postPayment: PostPaymentArgs;
  resetPayment: ResetPaymentArgs;
  validatePayment: ValidatePaymentArgs;
  reversePayment: ReversePaymentArgs;
  previewPaymentPost: PreviewPaymentPostArgs;
  previewPaymentValidate: PreviewPaymentValidateArgs;
  fetchInvoicesForAccount: FetchInvoicesForAccountArgs;
  initiateEarlyInvoicing: InitiateEarlyInvoicingArgs;
  fetchInvoiceWithNumber: FetchInvoiceWithNumberArgs;
  fetchInvoicesForPolicy: FetchInvoicesForPolicyArgs;
  previewInvoicesForQuote: PreviewInvoicesForQuoteArgs;
  fetchInvoicesForQuote: FetchInvoicesForQuoteArgs;
  previewInvoicesForTransaction: PreviewInvoicesForTransactionArgs;
  getInvoiceWithItems: GetInvoiceWithItemsArgs;
  updateInvoice: UpdateInvoiceArgs;
  fetchInvoiceDetails: FetchInvoiceDetailsArgs;
  generateInvoiceNumber: GenerateInvoiceNumberArgs;
  setInvoiceNumber: SetInvoiceNumberArgs;
  settleNegativeOrZeroInvoice: SettleNegativeOrZeroInvoiceArgs;
  writeOffInvoice: WriteOffInvoiceArgs;
  fetchPaymentsForAnInvoice: FetchPaymentsForAnInvoiceArgs;
  fetchAccountCredit: FetchAccountCreditArgs;
  getDelinquenciesForAccount: GetDelinquenciesForAccountArgs;
  getDelinquenciesForInvoice: GetDelinquenciesForInvoiceArgs;
  getDelinquenciesForPolicy: GetDelinquenciesForPolicyArgs;
  fetchDelinquencyEvents: FetchDelinquencyEventsArgs;
  getDelinquency: GetDelinquencyArgs;
  updateDelinquency: UpdateDelinquencyArgs;
  inactivatePaymentProviderConfiguration: InactivatePaymentProviderConfigurationArgs;
  fetchLogsList: FetchLogsListArgs;
  fetchLogs: FetchLogsArgs;
  fetchChargesByAccount: FetchChargesByAccountArgs;
  fetchInstallmentLatticesByPolicyLocator: FetchInstallmentLatticesByPolicyLocatorArgs;
  fetchLatestInstallmentLatticeByQuoteLocator: FetchLatestInstallmentLatticeByQuoteLocatorArgs;
  fetchInstallmentLatticeByLocator: FetchInstallmentLatticeByLocatorArgs;
  fetchInstallmentsForPolicy: FetchInstallmentsForPolicyArgs;
  fetchInstallmentsForQuote: FetchInstallmentsForQuoteArgs;
  fetchInstallmentsForPolicyTransaction: FetchInstallmentsForPolicyTransactionArgs;
  fetchInstallmentByLocator: FetchInstallmentByLocatorArgs;
  fetchChargesByPolicy: FetchChargesByPolicyArgs;
  fetchChargesByTransaction: FetchChargesByTransactionArgs;
  createAutoRenewal: CreateAutoRenewalArgs;
  fetchAutoRenewal: FetchAutoRenewalArgs;
  putAutoRenewal: PutAutoRenewalArgs;
  updateAutoRenewal: UpdateAutoRenewalArgs;
  reactivateAutoRenewal: ReactivateAutoRenewalArgs;
  discardAutoRenewal: DiscardAutoRenewalArgs;
  markPolicyForDoNotRenew: MarkPolicyForDoNotRenewArgs;
  createAccount: CreateAccountArgs;
  fetchAccount: FetchAccountArgs;
  updateAccount: UpdateAccountArgs;
  fetchDependencyMapForAccount: FetchDependencyMapForAccountArgs;
  evaluateConstraintsForAccount: EvaluateConstraintsForAccountArgs;
  fetchPoliciesForAccount: FetchPoliciesForAccountArgs;
  fetchQuotesForAccount: FetchQuotesForAccountArgs;
  fetchPoliciesWithNumber: FetchPoliciesWithNumberArgs;
  fetchMultipleSnapshots: FetchMultipleSnapshotsArgs;
  fetchPolicy: FetchPolicyArgs;
  getTransactionsBranchesByPolicy: GetTransactionsBranchesByPolicyArgs;
  cancelPolicy: CancelPolicyArgs;
  changePolicy: ChangePolicyArgs;
  fetchIssuedTransactions: FetchIssuedTransactionsArgs;
  generatePolicyNumber: GeneratePolicyNumberArgs;
  setPolicyNumber: SetPolicyNumberArgs;
  reinstatePolicy: ReinstatePolicyArgs;
  renewPolicy: RenewPolicyArgs;
  updatePolicyDelinquencyPlan: UpdatePolicyDelinquencyPlanArgs;
  updateQuoteDelinquencyPlan: UpdateQuoteDelinquencyPlanArgs;
  updatePolicyAutoRenewalPlan: UpdatePolicyAutoRenewalPlanArgs;
  reversePolicyChange: ReversePolicyChangeArgs;
  fetchPolicySnapshot: FetchPolicySnapshotArgs;
  fetchTermSummaryByTermNumber: FetchTermSummaryByTermNumberArgs;
  fetchMultipleTerms: FetchMultipleTermsArgs;
  createPolicyTransaction: CreatePolicyTransactionArgs;
  transactionPricePreview: TransactionPricePreviewArgs;
  underwritePreview: UnderwritePreviewArgs;
  transactionValidatePreview: TransactionValidatePreviewArgs;
  createQuickQuote: CreateQuickQuoteArgs;
  fetchQuickQuote: FetchQuickQuoteArgs;
  updateQuickQuote: UpdateQuickQuoteArgs;
  fetchDependencyMapForQuickQuote: FetchDependencyMapForQuickQuoteArgs;
  evaluateConstraintsForQuickQuote: EvaluateConstraintsForQuickQuoteArgs;
  createQuote: CreateQuoteArgs;
  fetchQuotesInATenant: FetchQuotesInATenantArgs;
  quotePricePreview: QuotePricePreviewArgs;
  quoteValidatePreview: QuoteValidatePreviewArgs;
  fetchQuote: FetchQuoteArgs;
  updateQuote: UpdateQuoteArgs;
  acceptQuote: AcceptQuoteArgs;
  fetchDependencyMapForQuote: FetchDependencyMapForQuoteArgs;
  evaluateConstraintsForQuote: EvaluateConstraintsForQuoteArgs;
  copyQuote: CopyQuoteArgs;
  discardQuote: DiscardQuoteArgs;
  issueQuote: IssueQuoteArgs;
  fetchPricedQuote: FetchPricedQuoteArgs;
  priceQuote: PriceQuoteArgs;
  refuseQuote: RefuseQuoteArgs;
  resetQuote: ResetQuoteArgs;
  underwriteQuote: UnderwriteQuoteArgs;
  fetchUnderwritingFlagsForQuote: FetchUnderwritingFlagsForQuoteArgs;
  updateUnderwritingFlagsForQuote: UpdateUnderwritingFlagsForQuoteArgs;
  addUnderwritingApproveFlagForQuote: AddUnderwritingApproveFlagForQuoteArgs;
  clearUnderwritingApproveFlagForQuote: ClearUnderwritingApproveFlagForQuoteArgs;
  addUnderwritingBlockFlagForQuote: AddUnderwritingBlockFlagForQuoteArgs;
  clearUnderwritingBlockFlagForQuote: ClearUnderwritingBlockFlagForQuoteArgs;
  addUnderwritingDeclineFlagForQuote: AddUnderwritingDeclineFlagForQuoteArgs;
  clearUnderwritingDeclineFlagForQuote: ClearUnderwritingDeclineFlagForQuoteArgs;
  addUnderwritingInfoFlagForQuote: AddUnderwritingInfoFlagForQuoteArgs;
  clearUnderwritingInfoFlagForQuote: ClearUnderwritingInfoFlagForQuoteArgs;
  addUnderwritingRejectFlagForQuote: AddUnderwritingRejectFlagForQuoteArgs;
  clearUnderwritingRejectFlagForQuote: ClearUnderwritingRejectFlagForQuoteArgs;
  validateQuote: ValidateQuoteArgs;
  fetchTermsWithNumber: FetchTermsWithNumberArgs;
  fetchTerm: FetchTermArgs;
  fetchTermCharges: FetchTermChargesArgs;
  generateTermNumber: GenerateTermNumberArgs;
  setTermNumber: SetTermNumberArgs;
  fetchTermSummaryByTermLocator: FetchTermSummaryByTermLocatorArgs;
  fetchPolicySegment: FetchPolicySegmentArgs;
  fetchTransaction: FetchTransactionArgs;
  acceptTransaction: AcceptTransactionArgs;
  fetchAffectedTransactions: FetchAffectedTransactionsArgs;
  fetchAffectedTransactionsForListEndpoint: FetchAffectedTransactionsForListEndpointArgs;
  createPolicyChangeInstruction: CreatePolicyChangeInstructionArgs;
  deleteChangeInstructionFromTransaction: DeleteChangeInstructionFromTransactionArgs;
  updateChangeInstruction: UpdateChangeInstructionArgs;
  discardTransaction: DiscardTransactionArgs;
  addElementsToPolicyWithTransaction: AddElementsToPolicyWithTransactionArgs;
  removeElementsFromPolicyWithTransaction: RemoveElementsFromPolicyWithTransactionArgs;
  updateElementsInPolicyWithTransaction: UpdateElementsInPolicyWithTransactionArgs;
  fetchPolicyTransactionWithUpdatedChanges: FetchPolicyTransactionWithUpdatedChangesArgs;
  fetchDependencyMapForPolicyTransaction: FetchDependencyMapForPolicyTransactionArgs;
  evaluateConstraintsForPolicyTransaction: EvaluateConstraintsForPolicyTransactionArgs;
  initializeTransaction: InitializeTransactionArgs;
  issueTransaction: IssueTransactionArgs;
  fetchTransactionPricing: FetchTransactionPricingArgs;
  priceTransaction: PriceTransactionArgs;
  refuseTransaction: RefuseTransactionArgs;
  resetTransaction: ResetTransactionArgs;
  fetchTransactionSegment: FetchTransactionSegmentArgs;
  fetchTransactionSegments: FetchTransactionSegmentsArgs;
  fetchPolicySegmentEx: FetchPolicySegmentExArgs;
  patchTransactionData: PatchTransactionDataArgs;
  underwriteTransaction: UnderwriteTransactionArgs;
  fetchUnderwritingFlagsForTransaction: FetchUnderwritingFlagsForTransactionArgs;
  updateUnderwritingFlagsForPolicyTransaction: UpdateUnderwritingFlagsForPolicyTransactionArgs;
  addApproveUnderwritingFlagsForTransaction: AddApproveUnderwritingFlagsForTransactionArgs;
  clearApproveUnderwritingFlagsForTransaction: ClearApproveUnderwritingFlagsForTransactionArgs;
  addBlockUnderwritingFlagsForTransaction: AddBlockUnderwritingFlagsForTransactionArgs;
  clearBlockUnderwritingFlagsForTransaction: ClearBlockUnderwritingFlagsForTransactionArgs;
  addDeclineUnderwritingFlagsForTransaction: AddDeclineUnderwritingFlagsForTransactionArgs;
  clearDeclineUnderwritingFlagsForTransaction: ClearDeclineUnderwritingFlagsForTransactionArgs;
  addInfoUnderwritingFlagsForTransaction: AddInfoUnderwritingFlagsForTransactionArgs;
  clearInfoUnderwritingFlagsForTransaction: ClearInfoUnderwritingFlagsForTransactionArgs;
  addRejectUnderwritingFlagsForTransaction: AddRejectUnderwritingFlagsForTransactionArgs;
  clearRejectUnderwritingFlagsForTransaction: ClearRejectUnderwritingFlagsForTransactionArgs;
  validateTransaction: ValidateTransactionArgs;
  getReadiness: GetReadinessArgs;
  createConstraintTable: CreateConstraintTableArgs;
  zipConstraintTable: ZipConstraintTableArgs;
  replaceConstraintTable: ReplaceConstraintTableArgs;
  fetchConstraints: FetchConstraintsArgs;
  createDocumentResource: CreateDocumentResourceArgs;
  fetchDocumentResourceByName: FetchDocumentResourceByNameArgs;
  updateDocument: UpdateDocumentArgs;
  addFont: AddFontArgs;
  fetchFont: FetchFontArgs;
  createResourceGroup: CreateResourceGroupArgs;
  fetchResourceGroups: FetchResourceGroupsArgs;
  fetchResourceGroup: FetchResourceGroupArgs;
  updateResourceGroup: UpdateResourceGroupArgs;
  retire: RetireArgs;
  createRangeTable: CreateRangeTableArgs;
  fetchRangeTableInZipFormat: FetchRangeTableInZipFormatArgs;
  replaceRangeTable: ReplaceRangeTableArgs;
  fetchRangeTableRecord: FetchRangeTableRecordArgs;
  fetchMultipleResources: FetchMultipleResourcesArgs;
  fetchMultipleResourcesByType: FetchMultipleResourcesByTypeArgs;
  fetchResource: FetchResourceArgs;
  createSecret: CreateSecretArgs;
  fetchSecret: FetchSecretArgs;
  deleteSecret: DeleteSecretArgs;
  updateSecret: UpdateSecretArgs;
  createLookupTable: CreateLookupTableArgs;
  fetchLookupTableInZipFormat: FetchLookupTableInZipFormatArgs;
  replaceLookupTable: ReplaceLookupTableArgs;
  fetchTableRecord: FetchTableRecordArgs;
  uploadLiquid: UploadLiquidArgs;
  updateLiquid: UpdateLiquidArgs;
  uploadVelocity: UploadVelocityArgs;
  updateVelocity: UpdateVelocityArgs;
  fetchTemplate: FetchTemplateArgs;
  createLiquidDocumentTemplate: CreateLiquidDocumentTemplateArgs;
  updateLiquidDocumentTemplate: UpdateLiquidDocumentTemplateArgs;
  createVelocityDocumentTemplate: CreateVelocityDocumentTemplateArgs;
  updateVelocityDocumentTemplate: UpdateVelocityDocumentTemplateArgs;
  fetchDocumentTemplate: FetchDocumentTemplateArgs;
  fetchTestClock: FetchTestClockArgs;
  setTestClock: SetTestClockArgs;
  resetTestClock: ResetTestClockArgs;
  advanceTestClock: AdvanceTestClockArgs;
  listTestFaults: ListTestFaultsArgs;
  addTestFault: AddTestFaultArgs;
  clearTestFaults: ClearTestFaultsArgs;
  listTestRequests: ListTestRequestsArgs;
  resetTestState: ResetTestStateArgs;
  createTestSnapshot: CreateTestSnapshotArgs;
  restoreTestSnapshot: RestoreTestSnapshotArgs;
  fetchTenantTestClock: FetchTenantTestClockArgs;
  setTenantTestClock: SetTenantTestClockArgs;
  resetTenantTestClock: ResetTenantTestClockArgs;
  advanceTenantTestClock: AdvanceTenantTestClockArgs;
  listTenantTestFaults: ListTenantTestFaultsArgs;
  addTenantTestFault: AddTenantTestFaultArgs;
  clearTenantTestFaults: ClearTenantTestFaultsArgs;
  listTenantTestRequests: ListTenantTestRequestsArgs;
  createTenantTestSnapshot: CreateTenantTestSnapshotArgs;
  restoreTenantTestSnapshot: RestoreTenantTestSnapshotArgs;
}

/** What each operation resolves to. */
export interface OperationResults {
  getRoot: RootResponse;
  createIdentityProvider: IdentityProviderResponse;
  addOIDCIdentityProvider: IdentityProviderResponse;
  fetchPasswordPolicy: PasswordPolicyResponse;
  updatePasswordPolicy: void;
  addSAMLIdentityProvider: IdentityProviderResponse;
  createOAuthToken: OAuthTokenResponse;
  createRole: RoleResponse;
  fetchRoles: RoleListResponse | RoleResponse[];
  fetchPermissions: PermissionResponse[];
  getTenantRole: RoleResponse;
  createTenantRole: RoleResponse;
  deleteTenantRole: void;
  updateTenantRole: RoleResponse;
  fetchTenants: TenantListResponse | TenantResponse[];
  fetchMyTenants: TenantListResponse | TenantResponse[];
  fetchTenant: TenantResponse;
  updateTenant: TenantResponse;
  retireTenant: TenantResponse;
  createUser: UserResponse;
  fetchMultipleUsers: UserListResponse | UserResponse[];
  fetchAuthTokens: AuthTokenResponse[];
  createAuthToken: string;
  getGroupedTokenPermissions: GetGroupedTokenPermissionsResult;
  deleteAuthToken: void;
  fetchMyUserDetails: UserResponse;
  fetchUserByLocator: UserResponse;
  deleteUser: void;
  updateUser: UserResponse;
  fetchUserMasks: UserDataAccessControlMaskResponse[];
  addDataSecurityMask: UserDataAccessControlMaskResponse;
  fetchUserMasksForTenant: UserDataAccessControlMaskResponse[];
  deleteUserMasks: void;
  fetchUserMask: UserDataAccessControlMaskResponse;
  removeCredentials: void;
  fetchUserDataAccessForTenant: UserDataAccessResponse;
  deleteUserDataAccess: void;
  addUserDataAccess: UserDataAccessResponse;
  enableUser: UserResponse;
  resetUserPassword: void;
  revokeUserOauthTokens: void;
  updateUserRoles: UserResponse;
  updateUserTenantAssignments: UserResponse;
  fetchAuthTokensForUser: AuthTokenResponse[];
  createServiceAccountAuthToken: string;
  deleteAuthTokenForUser: void;
  fetchInstallmentsJobDataForQuotes: InstallmentJobDataListResponse | InstallmentJobData[];
  createTenant: TenantDeploymentResult;
  fetchConfigDefinition: ConfigurationRef;
  deployConfigZip: TenantDeploymentResult;
  fetchDeployedPlugins: DeployedPluginsResponse;
  getConsole: string;
  getConsoleStyles: string;
  getConsoleScript: string;
  getApiDocs: string;
  getApiDocsScript: string;
  fetchMultipleEvents: EventStreamResponse;
  fetchEvent: EventResponse;
  createWebhook: WebhookResponse;
  fetchWebhooks: WebhookListResponse | WebhookResponse[];
  fetchWebhook: WebhookResponse;
  deleteWebhook: void;
  updateWebhook: WebhookResponse;
  fetchMultipleDivertedEvents: DivertedEventResponse[];
  fetchDivertedEvent: DivertedEventResponse;
  deleteDivertedEvent: DeleteDivertedEventResult;
  resendDivertedEvent: ResendDivertedEventResult;
  unsuspendWebhook: void;
  getHealth: HealthResponse;
  getMetrics: string;
  getOpenApiSpec: string;
  getOpenApiJson: GetOpenApiJsonResult;
  createPayment: PaymentResponse;
  fetchMultiplePayments: ListPageResponsePaymentResponse | PaymentResponse[];
  fetchPaymentsWithNumber: PaymentResponse[];
  fetchPayment: PaymentResponse;
  updatePaymentOverwriteData: PaymentResponse;
  updatePayment: PaymentResponse;
  cancelPayment: PaymentResponse;
  discardPayment: PaymentResponse;
  failPayment: PaymentResponse;
  fetchInvoicesTargetedByAPayment: InvoiceListResponse;
  postPayment: PaymentResponse;
  resetPayment: PaymentResponse;
  validatePayment: PaymentResponse;
  reversePayment: PaymentResponse;
  previewPaymentPost: PreviewPaymentResponse;
  previewPaymentValidate: PreviewPaymentResponse;
  fetchInvoicesForAccount: InvoiceListResponse;
  initiateEarlyInvoicing: EarlyInvoicingResponse;
  fetchInvoiceWithNumber: InvoiceResponse[];
  fetchInvoicesForPolicy: InvoiceListResponse;
  previewInvoicesForQuote: InvoicePreviewResponse[];
  fetchInvoicesForQuote: InvoiceListResponse;
  previewInvoicesForTransaction: InvoicePreviewResponse[];
  getInvoiceWithItems: InvoiceResponse;
  updateInvoice: InvoiceResponse;
  fetchInvoiceDetails: InvoiceDetailsResponse;
  generateInvoiceNumber: InvoiceResponse;
  setInvoiceNumber: InvoiceResponse;
  settleNegativeOrZeroInvoice: ListPageResponseCreditDistributionResponse;
  writeOffInvoice: WriteOffResponse;
  fetchPaymentsForAnInvoice: PaymentListResponse | PaymentResponse[];
  fetchAccountCredit: AccountCreditResponse;
  getDelinquenciesForAccount: DelinquencyListResponse | DelinquencyResponse[];
  getDelinquenciesForInvoice: DelinquencyListResponse | DelinquencyResponse[];
  getDelinquenciesForPolicy: DelinquencyListResponse | DelinquencyResponse[];
  fetchDelinquencyEvents: DelinquencyEventsResponse;
  getDelinquency: DelinquencyResponse;
  updateDelinquency: DelinquencyResponse;
  inactivatePaymentProviderConfiguration: PaymentProvider;
  fetchLogsList: PluginLogsListResponse | PluginLogsMetadata[];
  fetchLogs: StreamingResponseBody;
  fetchChargesByAccount: ListPageResponseChargeResponse;
  fetchInstallmentLatticesByPolicyLocator: InstallmentLatticeListResponse;
  fetchLatestInstallmentLatticeByQuoteLocator: InstallmentLatticeResponse;
  fetchInstallmentLatticeByLocator: InstallmentLatticeResponse;
  fetchInstallmentsForPolicy: InstallmentListResponse;
  fetchInstallmentsForQuote: InstallmentListResponse;
  fetchInstallmentsForPolicyTransaction: InstallmentListResponse;
  fetchInstallmentByLocator: Installment;
  fetchChargesByPolicy: ListPageResponseChargeResponse;
  fetchChargesByTransaction: ListPageResponseChargeResponse;
  createAutoRenewal: AutoRenewalResponse;
  fetchAutoRenewal: AutoRenewalResponse;
  putAutoRenewal: AutoRenewalResponse;
  updateAutoRenewal: AutoRenewalResponse;
  reactivateAutoRenewal: AutoRenewalResponse;
  discardAutoRenewal: AutoRenewalResponse;
  markPolicyForDoNotRenew: AutoRenewalResponse;
  createAccount: AccountResponse;
  fetchAccount: AccountResponse;
  updateAccount: AccountResponse;
  fetchDependencyMapForAccount: FetchDependencyMapForAccountResult;
  evaluateConstraintsForAccount: EvaluateConstraintsForAccountResult;
  fetchPoliciesForAccount: PolicyListResponse | PolicyResponse[];
  fetchQuotesForAccount: QuoteListResponse | QuoteResponse[];
  fetchPoliciesWithNumber: PolicyResponse[];
  fetchMultipleSnapshots: PolicySnapshotResponse[];
  fetchPolicy: PolicyResponse;
  getTransactionsBranchesByPolicy: GetTransactionsBranchesByPolicyResult;
  cancelPolicy: PolicyTransactionResponse;
  changePolicy: PolicyTransactionResponse;
  fetchIssuedTransactions: PolicyTransactionListResponse;
  generatePolicyNumber: PolicyResponse;
  setPolicyNumber: PolicyResponse;
  reinstatePolicy: PolicyTransactionResponse;
  renewPolicy: PolicyTransactionResponse;
  updatePolicyDelinquencyPlan: PolicyResponse;
  updateQuoteDelinquencyPlan: QuoteResponse;
  updatePolicyAutoRenewalPlan: PolicyResponse;
  reversePolicyChange: PolicyTransactionResponse;
  fetchPolicySnapshot: PolicySnapshotResponse;
  fetchTermSummaryByTermNumber: TermSummary;
  fetchMultipleTerms: TermListResponse;
  createPolicyTransaction: PolicyTransactionResponse;
  transactionPricePreview: TransactionPriceResponse;
  underwritePreview: TransactionUnderwritingResponse;
  transactionValidatePreview: PolicyTransactionResponse;
  createQuickQuote: QuickQuoteResponse;
  fetchQuickQuote: QuickQuoteResponse;
  updateQuickQuote: QuickQuoteResponse;
  fetchDependencyMapForQuickQuote: FetchDependencyMapForQuickQuoteResult;
  evaluateConstraintsForQuickQuote: EvaluateConstraintsForQuickQuoteResult;
  createQuote: QuoteResponse;
  fetchQuotesInATenant: QuoteListResponse | QuoteResponse[];
  quotePricePreview: QuotePriceResponse;
  quoteValidatePreview: QuoteResponse;
  fetchQuote: QuoteResponse;
  updateQuote: QuoteResponse;
  acceptQuote: QuoteResponse;
  fetchDependencyMapForQuote: FetchDependencyMapForQuoteResult;
  evaluateConstraintsForQuote: EvaluateConstraintsForQuoteResult;
  copyQuote: QuoteResponse;
  discardQuote: QuoteResponse;
  issueQuote: QuoteResponse;
  fetchPricedQuote: QuotePriceResponse;
  priceQuote: QuotePriceResponse;
  refuseQuote: QuoteResponse;
  resetQuote: QuoteResponse;
  underwriteQuote: QuoteUnderwritingResponse;
  fetchUnderwritingFlagsForQuote: QuoteUnderwritingFlagsResponse;
  updateUnderwritingFlagsForQuote: QuoteUnderwritingFlagsResponse;
  addUnderwritingApproveFlagForQuote: QuoteUnderwritingFlagsResponse;
  clearUnderwritingApproveFlagForQuote: QuoteUnderwritingFlagsResponse;
  addUnderwritingBlockFlagForQuote: QuoteUnderwritingFlagsResponse;
  clearUnderwritingBlockFlagForQuote: QuoteUnderwritingFlagsResponse;
  addUnderwritingDeclineFlagForQuote: QuoteUnderwritingFlagsResponse;
  clearUnderwritingDeclineFlagForQuote: QuoteUnderwritingFlagsResponse;
  addUnderwritingInfoFlagForQuote: QuoteUnderwritingFlagsResponse;
  clearUnderwritingInfoFlagForQuote: QuoteUnderwritingFlagsResponse;
  addUnderwritingRejectFlagForQuote: QuoteUnderwritingFlagsResponse;
  clearUnderwritingRejectFlagForQuote: QuoteUnderwritingFlagsResponse;
  validateQuote: QuoteResponse;
  fetchTermsWithNumber: TermResponse[];
  fetchTerm: TermResponse;
  fetchTermCharges: FetchTermChargesResult;
  generateTermNumber: TermResponse;
  setTermNumber: TermResponse;
  fetchTermSummaryByTermLocator: TermSummary;
  fetchPolicySegment: SegmentResponse;
  fetchTransaction: PolicyTransactionResponse;
  acceptTransaction: PolicyTransactionResponse;
  fetchAffectedTransactions: AffectedTransaction[];
  fetchAffectedTransactionsForListEndpoint: AffectedTransaction[];
  createPolicyChangeInstruction: PolicyTransactionResponse;
  deleteChangeInstructionFromTransaction: PolicyTransactionResponse;
  updateChangeInstruction: PolicyTransactionResponse;
  discardTransaction: PolicyTransactionResponse;
  addElementsToPolicyWithTransaction: SegmentResponse[];
  removeElementsFromPolicyWithTransaction: SegmentResponse[];
  updateElementsInPolicyWithTransaction: SegmentResponse[];
  fetchPolicyTransactionWithUpdatedChanges: PolicyTransactionResponse;
  fetchDependencyMapForPolicyTransaction: FetchDependencyMapForPolicyTransactionResult;
  evaluateConstraintsForPolicyTransaction: EvaluateConstraintsForPolicyTransactionResult;
  initializeTransaction: PolicyTransactionResponse;
  issueTransaction: PolicyTransactionResponse;
  fetchTransactionPricing: TransactionPriceResponse;
  priceTransaction: TransactionPriceResponse;
  refuseTransaction: PolicyTransactionResponse;
  resetTransaction: PolicyTransactionResponse;
  fetchTransactionSegment: SegmentResponse;
  fetchTransactionSegments: SegmentResponse[];
  fetchPolicySegmentEx: SegmentResponse;
  patchTransactionData: PolicyTransactionResponse;
  underwriteTransaction: TransactionUnderwritingResponse;
  fetchUnderwritingFlagsForTransaction: TransactionUnderwritingFlagsResponse;
  updateUnderwritingFlagsForPolicyTransaction: TransactionUnderwritingFlagsResponse;
  addApproveUnderwritingFlagsForTransaction: TransactionUnderwritingFlagsResponse;
  clearApproveUnderwritingFlagsForTransaction: TransactionUnderwritingFlagsResponse;
  addBlockUnderwritingFlagsForTransaction: TransactionUnderwritingFlagsResponse;
  clearBlockUnderwritingFlagsForTransaction: TransactionUnderwritingFlagsResponse;
  addDeclineUnderwritingFlagsForTransaction: TransactionUnderwritingFlagsResponse;
  clearDeclineUnderwritingFlagsForTransaction: TransactionUnderwritingFlagsResponse;
  addInfoUnderwritingFlagsForTransaction: TransactionUnderwritingFlagsResponse;
  clearInfoUnderwritingFlagsForTransaction: TransactionUnderwritingFlagsResponse;
  addRejectUnderwritingFlagsForTransaction: TransactionUnderwritingFlagsResponse;
  clearRejectUnderwritingFlagsForTransaction: TransactionUnderwritingFlagsResponse;
  validateTransaction: PolicyTransactionResponse;
  getReadiness: HealthResponse;
  createConstraintTable: BasicResourceResponse;
  zipConstraintTable: Uint8Array;
  replaceConstraintTable: BasicResourceResponse;
  fetchConstraints: FetchConstraintsResult;
  createDocumentResource: BasicResourceResponse;
  fetchDocumentResourceByName: Uint8Array;
  updateDocument: BasicResourceResponse;
  addFont: BasicResourceResponse;
  fetchFont: Uint8Array;
  createResourceGroup: ResourceGroupResponse;
  fetchResourceGroups: ResourceGroupListResponse | ResourceGroupResponse[];
  fetchResourceGroup: ResourceGroupResponse;
  updateResourceGroup: ResourceGroupResponse;
  retire: void;
  createRangeTable: BasicResourceResponse;
  fetchRangeTableInZipFormat: Uint8Array;
  replaceRangeTable: BasicResourceResponse;
  fetchRangeTableRecord: TableLookupResponse;
  fetchMultipleResources: ResourceListResponse | ResourceResponse[];
  fetchMultipleResourcesByType: ResourceListResponse | ResourceResponse[];
  fetchResource: ResourceResponse;
  createSecret: SecretResponse;
  fetchSecret: SecretResponse;
  deleteSecret: void;
  updateSecret: SecretResponse;
  createLookupTable: BasicResourceResponse;
  fetchLookupTableInZipFormat: Uint8Array;
  replaceLookupTable: BasicResourceResponse;
  fetchTableRecord: TableLookupResponse;
  uploadLiquid: BasicResourceResponse;
  updateLiquid: BasicResourceResponse;
  uploadVelocity: BasicResourceResponse;
  updateVelocity: BasicResourceResponse;
  fetchTemplate: string;
  createLiquidDocumentTemplate: BasicResourceResponse;
  updateLiquidDocumentTemplate: BasicResourceResponse;
  createVelocityDocumentTemplate: BasicResourceResponse;
  updateVelocityDocumentTemplate: BasicResourceResponse;
  fetchDocumentTemplate: string;
  fetchTestClock: TestClock;
  setTestClock: TestClock;
  resetTestClock: TestClock;
  advanceTestClock: TestClock;
  listTestFaults: TestFaultList;
  addTestFault: TestFault;
  clearTestFaults: TestFaultList;
  listTestRequests: TestRequestList;
  resetTestState: TestSnapshot;
  createTestSnapshot: TestSnapshot;
  restoreTestSnapshot: TestSnapshot;
  fetchTenantTestClock: TestClock;
  setTenantTestClock: TestClock;
  resetTenantTestClock: TestClock;
  advanceTenantTestClock: TestClock;
  listTenantTestFaults: TestFaultList;
  addTenantTestFault: TestFault;
  clearTenantTestFaults: TestFaultList;
  listTenantTestRequests: TestRequestList;
  createTenantTestSnapshot: TestSnapshot;
  restoreTenantTestSnapshot: TestSnapshot;
}

/** The error statuses each operation declares (each answered with a Problem body). */
export interface OperationErrorStatuses {
  getRoot: 500;
  createIdentityProvider: 400 | 401 | 403 | 409 | 413 | 415 | 500 | 503;
  addOIDCIdentityProvider: 400 | 401 | 403 | 409 | 413 | 415 | 500 | 503;
  fetchPasswordPolicy: 400 | 401 | 403 | 500;
  updatePasswordPolicy: 400 | 401 | 403 | 413 | 415 | 500 | 503;
  addSAMLIdentityProvider: 400 | 401 | 403 | 409 | 413 | 415 | 500 | 503;
  createOAuthToken: 400 | 401 | 403 | 413 | 415 | 429 | 500 | 503;
  createRole: 400 | 401 | 403 | 409 | 413 | 415 | 500 | 503;
  fetchRoles: 400 | 401 | 403 | 500;
  fetchPermissions: 400 | 401 | 403 | 500;
  getTenantRole: 400 | 401 | 403 | 404 | 500;
  createTenantRole: 400 | 401 | 403 | 404 | 409 | 413 | 415 | 500 | 503;
  deleteTenantRole: 400 | 401 | 403 | 404 | 500 | 503;
  updateTenantRole: 400 | 401 | 403 | 404 | 409 | 413 | 415 | 500 | 503;
  fetchTenants: 400 | 401 | 403 | 500;
  fetchMyTenants: 400 | 401 | 403 | 500;
  fetchTenant: 400 | 401 | 403 | 404 | 500;
  updateTenant: 400 | 401 | 403 | 404 | 413 | 415 | 500 | 503;
  retireTenant: 400 | 401 | 403 | 404 | 500 | 503;
  createUser: 400 | 401 | 403 | 409 | 413 | 415 | 422 | 500 | 503;
  fetchMultipleUsers: 400 | 401 | 403 | 500;
  fetchAuthTokens: 400 | 401 | 403 | 500;
  createAuthToken: 400 | 401 | 403 | 409 | 413 | 415 | 422 | 500 | 503;
  getGroupedTokenPermissions: 400 | 401 | 403 | 404 | 413 | 415 | 500 | 503;
  deleteAuthToken: 400 | 401 | 403 | 404 | 500 | 503;
  fetchMyUserDetails: 400 | 401 | 403 | 500;
  fetchUserByLocator: 400 | 401 | 403 | 404 | 500;
  deleteUser: 400 | 401 | 403 | 404 | 500 | 503;
  updateUser: 400 | 401 | 403 | 404 | 413 | 415 | 422 | 500 | 503;
  fetchUserMasks: 400 | 401 | 403 | 404 | 500;
  addDataSecurityMask: 400 | 401 | 403 | 404 | 413 | 415 | 422 | 500 | 503;
  fetchUserMasksForTenant: 400 | 401 | 403 | 404 | 500;
  deleteUserMasks: 400 | 401 | 403 | 404 | 500 | 503;
  fetchUserMask: 400 | 401 | 403 | 404 | 500;
  removeCredentials: 400 | 401 | 403 | 404 | 500 | 503;
  fetchUserDataAccessForTenant: 400 | 401 | 403 | 404 | 500;
  deleteUserDataAccess: 400 | 401 | 403 | 404 | 500 | 503;
  addUserDataAccess: 400 | 401 | 403 | 404 | 413 | 415 | 422 | 500 | 503;
  enableUser: 400 | 401 | 403 | 404 | 500 | 503;
  resetUserPassword: 400 | 401 | 403 | 404 | 413 | 415 | 500 | 503;
  revokeUserOauthTokens: 400 | 401 | 403 | 404 | 500 | 503;
  updateUserRoles: 400 | 401 | 403 | 404 | 413 | 415 | 422 | 500 | 503;
  updateUserTenantAssignments: 400 | 401 | 403 | 404 | 413 | 415 | 422 | 500 | 503;
  fetchAuthTokensForUser: 400 | 401 | 403 | 404 | 500;
  createServiceAccountAuthToken: 400 | 401 | 403 | 404 | 409 | 413 | 415 | 422 | 500 | 503;
  deleteAuthTokenForUser: 400 | 401 | 403 | 404 | 500 | 503;
  fetchInstallmentsJobDataForQuotes: 400 | 401 | 403 | 404 | 500;
  createTenant: 400 | 401 | 403 | 413 | 415 | 422 | 500 | 503;
  fetchConfigDefinition: 400 | 401 | 403 | 404 | 500;
  deployConfigZip: 400 | 401 | 403 | 404 | 413 | 415 | 422 | 500 | 503;
  fetchDeployedPlugins: 400 | 401 | 403 | 404 | 500;
  getConsole: 500;
  getConsoleStyles: 500;
  getConsoleScript: 500;
  getApiDocs: 500;
  getApiDocsScript: 500;
  fetchMultipleEvents: 400 | 401 | 403 | 404 | 500;
  fetchEvent: 400 | 401 | 403 | 404 | 500;
  createWebhook: 400 | 401 | 403 | 404 | 409 | 413 | 415 | 422 | 500 | 503;
  fetchWebhooks: 400 | 401 | 403 | 404 | 500;
  fetchWebhook: 400 | 401 | 403 | 404 | 500;
  deleteWebhook: 400 | 401 | 403 | 404 | 500 | 503;
  updateWebhook: 400 | 401 | 403 | 404 | 413 | 415 | 422 | 500 | 503;
  fetchMultipleDivertedEvents: 400 | 401 | 403 | 404 | 500;
  fetchDivertedEvent: 400 | 401 | 403 | 404 | 500;
  deleteDivertedEvent: 400 | 401 | 403 | 404 | 500 | 503;
  resendDivertedEvent: 400 | 401 | 403 | 404 | 500 | 503;
  unsuspendWebhook: 400 | 401 | 403 | 404 | 500 | 503;
  getHealth: 500;
  getMetrics: 400 | 401 | 403 | 500 | 503;
  getOpenApiSpec: 500;
  getOpenApiJson: 500;
  createPayment: 400 | 401 | 403 | 404 | 409 | 413 | 415 | 422 | 500 | 503;
  fetchMultiplePayments: 400 | 401 | 403 | 404 | 500;
  fetchPaymentsWithNumber: 400 | 401 | 403 | 404 | 500;
  fetchPayment: 400 | 401 | 403 | 404 | 500;
  updatePaymentOverwriteData: 400 | 401 | 403 | 404 | 409 | 413 | 415 | 422 | 500 | 503;
  updatePayment: 400 | 401 | 403 | 404 | 409 | 413 | 415 | 422 | 500 | 503;
  cancelPayment: 400 | 401 | 403 | 404 | 409 | 422 | 500 | 503;
  discardPayment: 400 | 401 | 403 | 404 | 409 | 422 | 500 | 503;
  failPayment: 400 | 401 | 403 | 404 | 409 | 422 | 500 | 503;
  fetchInvoicesTargetedByAPayment: 400 | 401 | 403 | 404 | 500;
  postPayment: 400 | 401 | 403 | 404 | 409 | 422 | 500 | 503;
  resetPayment: 400 | 401 | 403 | 404 | 409 | 422 | 500 | 503;
  validatePayment: 400 | 401 | 403 | 404 | 409 | 422 | 500 | 503;
  reversePayment: 400 | 401 | 403 | 404 | 409 | 413 | 415 | 422 | 500 | 503;
  previewPaymentPost: 400 | 401 | 403 | 404 | 500;
  previewPaymentValidate: 400 | 401 | 403 | 404 | 500;
  fetchInvoicesForAccount: 400 | 401 | 403 | 404 | 500;
  initiateEarlyInvoicing: 400 | 401 | 403 | 404 | 409 | 413 | 415 | 422 | 500 | 503;
  fetchInvoiceWithNumber: 400 | 401 | 403 | 404 | 500;
  fetchInvoicesForPolicy: 400 | 401 | 403 | 404 | 500;
  previewInvoicesForQuote: 400 | 401 | 403 | 404 | 409 | 500;
  fetchInvoicesForQuote: 400 | 401 | 403 | 404 | 500;
  previewInvoicesForTransaction: 400 | 401 | 403 | 404 | 500;
  getInvoiceWithItems: 400 | 401 | 403 | 404 | 500;
  updateInvoice: 400 | 401 | 403 | 404 | 409 | 413 | 415 | 422 | 500 | 503;
  fetchInvoiceDetails: 400 | 401 | 403 | 404 | 500;
  generateInvoiceNumber: 400 | 401 | 403 | 404 | 409 | 413 | 415 | 422 | 500 | 503;
  setInvoiceNumber: 400 | 401 | 403 | 404 | 409 | 413 | 415 | 422 | 500 | 503;
  settleNegativeOrZeroInvoice: 400 | 401 | 403 | 404 | 409 | 413 | 415 | 422 | 500 | 503;
  writeOffInvoice: 400 | 401 | 403 | 404 | 409 | 413 | 415 | 422 | 500 | 503;
  fetchPaymentsForAnInvoice: 400 | 401 | 403 | 404 | 500;
  fetchAccountCredit: 400 | 401 | 403 | 404 | 500;
  getDelinquenciesForAccount: 400 | 401 | 403 | 404 | 500;
  getDelinquenciesForInvoice: 400 | 401 | 403 | 404 | 500;
  getDelinquenciesForPolicy: 400 | 401 | 403 | 404 | 500;
  fetchDelinquencyEvents: 400 | 401 | 403 | 404 | 500;
  getDelinquency: 400 | 401 | 403 | 404 | 500;
  updateDelinquency: 400 | 401 | 403 | 404 | 409 | 413 | 415 | 422 | 500 | 503;
  inactivatePaymentProviderConfiguration: 400 | 401 | 403 | 404 | 500 | 503;
  fetchLogsList: 400 | 401 | 403 | 404 | 500;
  fetchLogs: 400 | 401 | 403 | 404 | 500;
  fetchChargesByAccount: 400 | 401 | 403 | 404 | 500;
  fetchInstallmentLatticesByPolicyLocator: 400 | 401 | 403 | 404 | 500;
  fetchLatestInstallmentLatticeByQuoteLocator: 400 | 401 | 403 | 404 | 409 | 500;
  fetchInstallmentLatticeByLocator: 400 | 401 | 403 | 404 | 500;
  fetchInstallmentsForPolicy: 400 | 401 | 403 | 404 | 500;
  fetchInstallmentsForQuote: 400 | 401 | 403 | 404 | 409 | 500;
  fetchInstallmentsForPolicyTransaction: 400 | 401 | 403 | 404 | 500;
  fetchInstallmentByLocator: 400 | 401 | 403 | 404 | 500;
  fetchChargesByPolicy: 400 | 401 | 403 | 404 | 500;
  fetchChargesByTransaction: 400 | 401 | 403 | 404 | 500;
  createAutoRenewal: 400 | 401 | 403 | 404 | 409 | 413 | 415 | 422 | 500 | 503;
  fetchAutoRenewal: 400 | 401 | 403 | 404 | 500;
  putAutoRenewal: 400 | 401 | 403 | 404 | 409 | 413 | 415 | 422 | 500 | 503;
  updateAutoRenewal: 400 | 401 | 403 | 404 | 409 | 413 | 415 | 422 | 500 | 503;
  reactivateAutoRenewal: 400 | 401 | 403 | 404 | 409 | 413 | 415 | 422 | 500 | 503;
  discardAutoRenewal: 400 | 401 | 403 | 404 | 409 | 413 | 415 | 422 | 500 | 503;
  markPolicyForDoNotRenew: 400 | 401 | 403 | 404 | 409 | 413 | 415 | 422 | 500 | 503;
  createAccount: 400 | 401 | 403 | 404 | 409 | 413 | 415 | 422 | 500 | 503;
  fetchAccount: 400 | 401 | 403 | 404 | 500;
  updateAccount: 400 | 401 | 403 | 404 | 413 | 415 | 422 | 500 | 503;
  fetchDependencyMapForAccount: 400 | 401 | 403 | 404 | 500;
  evaluateConstraintsForAccount: 400 | 401 | 403 | 404 | 413 | 415 | 422 | 500;
  fetchPoliciesForAccount: 400 | 401 | 403 | 404 | 500;
  fetchQuotesForAccount: 400 | 401 | 403 | 404 | 500;
  fetchPoliciesWithNumber: 400 | 401 | 403 | 404 | 500;
  fetchMultipleSnapshots: 400 | 401 | 403 | 404 | 500;
  fetchPolicy: 400 | 401 | 403 | 404 | 500;
  getTransactionsBranchesByPolicy: 400 | 401 | 403 | 404 | 500;
  cancelPolicy: 400 | 401 | 403 | 404 | 409 | 413 | 415 | 422 | 500 | 503;
  changePolicy: 400 | 401 | 403 | 404 | 409 | 413 | 415 | 422 | 500 | 503;
  fetchIssuedTransactions: 400 | 401 | 403 | 404 | 500;
  generatePolicyNumber: 400 | 401 | 403 | 404 | 409 | 422 | 500 | 503;
  setPolicyNumber: 400 | 401 | 403 | 404 | 409 | 422 | 500 | 503;
  reinstatePolicy: 400 | 401 | 403 | 404 | 409 | 413 | 415 | 422 | 500 | 503;
  renewPolicy: 400 | 401 | 403 | 404 | 409 | 413 | 415 | 422 | 500 | 503;
  updatePolicyDelinquencyPlan: 400 | 401 | 403 | 404 | 409 | 413 | 415 | 422 | 500 | 503;
  updateQuoteDelinquencyPlan: 400 | 401 | 403 | 404 | 409 | 413 | 415 | 422 | 500 | 503;
  updatePolicyAutoRenewalPlan: 400 | 401 | 403 | 404 | 409 | 413 | 415 | 422 | 500 | 503;
  reversePolicyChange: 400 | 401 | 403 | 404 | 409 | 413 | 415 | 422 | 500 | 503;
  fetchPolicySnapshot: 400 | 401 | 403 | 404 | 500;
  fetchTermSummaryByTermNumber: 400 | 401 | 403 | 404 | 500;
  fetchMultipleTerms: 400 | 401 | 403 | 404 | 500;
  createPolicyTransaction: 400 | 401 | 403 | 404 | 409 | 413 | 415 | 422 | 500 | 503;
  transactionPricePreview: 400 | 401 | 403 | 404 | 409 | 413 | 415 | 422 | 500;
  underwritePreview: 400 | 401 | 403 | 404 | 409 | 413 | 415 | 422 | 500;
  transactionValidatePreview: 400 | 401 | 403 | 404 | 409 | 413 | 415 | 422 | 500;
  createQuickQuote: 400 | 401 | 403 | 404 | 409 | 413 | 415 | 422 | 500 | 503;
  fetchQuickQuote: 400 | 401 | 403 | 404 | 500;
  updateQuickQuote: 400 | 401 | 403 | 404 | 413 | 415 | 422 | 500 | 503;
  fetchDependencyMapForQuickQuote: 400 | 401 | 403 | 404 | 500;
  evaluateConstraintsForQuickQuote: 400 | 401 | 403 | 404 | 413 | 415 | 422 | 500;
  createQuote: 400 | 401 | 403 | 404 | 409 | 413 | 415 | 422 | 500 | 503;
  fetchQuotesInATenant: 400 | 401 | 403 | 404 | 500;
  quotePricePreview: 400 | 401 | 403 | 404 | 413 | 415 | 422 | 500;
  quoteValidatePreview: 400 | 401 | 403 | 404 | 413 | 415 | 422 | 500;
  fetchQuote: 400 | 401 | 403 | 404 | 500;
  updateQuote: 400 | 401 | 403 | 404 | 409 | 413 | 415 | 422 | 500 | 503;
  acceptQuote: 400 | 401 | 403 | 404 | 409 | 422 | 500 | 503;
  fetchDependencyMapForQuote: 400 | 401 | 403 | 404 | 500;
  evaluateConstraintsForQuote: 400 | 401 | 403 | 404 | 413 | 415 | 422 | 500;
  copyQuote: 400 | 401 | 403 | 404 | 409 | 413 | 415 | 422 | 500 | 503;
  discardQuote: 400 | 401 | 403 | 404 | 409 | 422 | 500 | 503;
  issueQuote: 400 | 401 | 403 | 404 | 409 | 422 | 500 | 503;
  fetchPricedQuote: 400 | 401 | 403 | 404 | 409 | 500;
  priceQuote: 400 | 401 | 403 | 404 | 409 | 422 | 500 | 503;
  refuseQuote: 400 | 401 | 403 | 404 | 409 | 422 | 500 | 503;
  resetQuote: 400 | 401 | 403 | 404 | 409 | 413 | 415 | 422 | 500 | 503;
  underwriteQuote: 400 | 401 | 403 | 404 | 409 | 422 | 500 | 503;
  fetchUnderwritingFlagsForQuote: 400 | 401 | 403 | 404 | 500;
  updateUnderwritingFlagsForQuote: 400 | 401 | 403 | 404 | 409 | 413 | 415 | 422 | 500 | 503;
  addUnderwritingApproveFlagForQuote: 400 | 401 | 403 | 404 | 409 | 413 | 415 | 422 | 500 | 503;
  clearUnderwritingApproveFlagForQuote: 400 | 401 | 403 | 404 | 409 | 422 | 500 | 503;
  addUnderwritingBlockFlagForQuote: 400 | 401 | 403 | 404 | 409 | 413 | 415 | 422 | 500 | 503;
  clearUnderwritingBlockFlagForQuote: 400 | 401 | 403 | 404 | 409 | 422 | 500 | 503;
  addUnderwritingDeclineFlagForQuote: 400 | 401 | 403 | 404 | 409 | 413 | 415 | 422 | 500 | 503;
  clearUnderwritingDeclineFlagForQuote: 400 | 401 | 403 | 404 | 409 | 422 | 500 | 503;
  addUnderwritingInfoFlagForQuote: 400 | 401 | 403 | 404 | 409 | 413 | 415 | 422 | 500 | 503;
  clearUnderwritingInfoFlagForQuote: 400 | 401 | 403 | 404 | 409 | 422 | 500 | 503;
  addUnderwritingRejectFlagForQuote: 400 | 401 | 403 | 404 | 409 | 413 | 415 | 422 | 500 | 503;
  clearUnderwritingRejectFlagForQuote: 400 | 401 | 403 | 404 | 409 | 422 | 500 | 503;
  validateQuote: 400 | 401 | 403 | 404 | 409 | 422 | 500 | 503;
  fetchTermsWithNumber: 400 | 401 | 403 | 404 | 500;
  fetchTerm: 400 | 401 | 403 | 404 | 500;
  fetchTermCharges: 400 | 401 | 403 | 404 | 500;
  generateTermNumber: 400 | 401 | 403 | 404 | 409 | 422 | 500 | 503;
  setTermNumber: 400 | 401 | 403 | 404 | 409 | 422 | 500 | 503;
  fetchTermSummaryByTermLocator: 400 | 401 | 403 | 404 | 500;
  fetchPolicySegment: 400 | 401 | 403 | 404 | 500;
  fetchTransaction: 400 | 401 | 403 | 404 | 500;
  acceptTransaction: 400 | 401 | 403 | 404 | 409 | 422 | 500 | 503;
  fetchAffectedTransactions: 400 | 401 | 403 | 404 | 500;
  fetchAffectedTransactionsForListEndpoint: 400 | 401 | 403 | 404 | 500;
  createPolicyChangeInstruction: 400 | 401 | 403 | 404 | 409 | 413 | 415 | 422 | 500 | 503;
  deleteChangeInstructionFromTransaction: 400 | 401 | 403 | 404 | 409 | 422 | 500 | 503;
  updateChangeInstruction: 400 | 401 | 403 | 404 | 409 | 413 | 415 | 422 | 500 | 503;
  discardTransaction: 400 | 401 | 403 | 404 | 409 | 422 | 500 | 503;
  addElementsToPolicyWithTransaction: 400 | 401 | 403 | 404 | 409 | 413 | 415 | 422 | 500 | 503;
  removeElementsFromPolicyWithTransaction: 400 | 401 | 403 | 404 | 409 | 413 | 415 | 422 | 500 | 503;
  updateElementsInPolicyWithTransaction: 400 | 401 | 403 | 404 | 409 | 413 | 415 | 422 | 500 | 503;
  fetchPolicyTransactionWithUpdatedChanges: 400 | 401 | 403 | 404 | 500;
  fetchDependencyMapForPolicyTransaction: 400 | 401 | 403 | 404 | 500;
  evaluateConstraintsForPolicyTransaction: 400 | 401 | 403 | 404 | 413 | 415 | 422 | 500;
  initializeTransaction: 400 | 401 | 403 | 404 | 409 | 422 | 500 | 503;
  issueTransaction: 400 | 401 | 403 | 404 | 409 | 422 | 500 | 503;
  fetchTransactionPricing: 400 | 401 | 403 | 404 | 500;
  priceTransaction: 400 | 401 | 403 | 404 | 409 | 422 | 500 | 503;
  refuseTransaction: 400 | 401 | 403 | 404 | 409 | 422 | 500 | 503;
  resetTransaction: 400 | 401 | 403 | 404 | 409 | 413 | 415 | 422 | 500 | 503;
  fetchTransactionSegment: 400 | 401 | 403 | 404 | 500;
  fetchTransactionSegments: 400 | 401 | 403 | 404 | 500;
  fetchPolicySegmentEx: 400 | 401 | 403 | 404 | 500;
  patchTransactionData: 400 | 401 | 403 | 404 | 409 | 413 | 415 | 422 | 500 | 503;
  underwriteTransaction: 400 | 401 | 403 | 404 | 409 | 422 | 500 | 503;
  fetchUnderwritingFlagsForTransaction: 400 | 401 | 403 | 404 | 500;
  updateUnderwritingFlagsForPolicyTransaction: 400 | 401 | 403 | 404 | 409 | 413 | 415 | 422 | 500 | 503;
  addApproveUnderwritingFlagsForTransaction: 400 | 401 | 403 | 404 | 409 | 413 | 415 | 422 | 500 | 503;
  clearApproveUnderwritingFlagsForTransaction: 400 | 401 | 403 | 404 | 409 | 422 | 500 | 503;
  addBlockUnderwritingFlagsForTransaction: 400 | 401 | 403 | 404 | 409 | 413 | 415 | 422 | 500 | 503;
  clearBlockUnderwritingFlagsForTransaction: 400 | 401 | 403 | 404 | 409 | 422 | 500 | 503;
  addDeclineUnderwritingFlagsForTransaction: 400 | 401 | 403 | 404 | 409 | 413 | 415 | 422 | 500 | 503;
  clearDeclineUnderwritingFlagsForTransaction: 400 | 401 | 403 | 404 | 409 | 422 | 500 | 503;
  addInfoUnderwritingFlagsForTransaction: 400 | 401 | 403 | 404 | 409 | 413 | 415 | 422 | 500 | 503;
  clearInfoUnderwritingFlagsForTransaction: 400 | 401 | 403 | 404 | 409 | 422 | 500 | 503;
  addRejectUnderwritingFlagsForTransaction: 400 | 401 | 403 | 404 | 409 | 413 | 415 | 422 | 500 | 503;
  clearRejectUnderwritingFlagsForTransaction: 400 | 401 | 403 | 404 | 409 | 422 | 500 | 503;
  validateTransaction: 400 | 401 | 403 | 404 | 409 | 422 | 500 | 503;
  getReadiness: 500 | 503;
  createConstraintTable: 400 | 401 | 403 | 404 | 409 | 413 | 415 | 422 | 500 | 503;
  zipConstraintTable: 400 | 401 | 403 | 404 | 500;
  replaceConstraintTable: 400 | 401 | 403 | 404 | 413 | 415 | 422 | 500 | 503;
  fetchConstraints: 400 | 401 | 403 | 404 | 422 | 500;
  createDocumentResource: 400 | 401 | 403 | 404 | 409 | 413 | 415 | 422 | 500 | 503;
  fetchDocumentResourceByName: 400 | 401 | 403 | 404 | 500;
  updateDocument: 400 | 401 | 403 | 404 | 413 | 415 | 422 | 500 | 503;
  addFont: 400 | 401 | 403 | 404 | 409 | 413 | 415 | 422 | 500 | 503;
  fetchFont: 400 | 401 | 403 | 404 | 500;
  createResourceGroup: 400 | 401 | 403 | 404 | 409 | 413 | 415 | 422 | 500 | 503;
  fetchResourceGroups: 400 | 401 | 403 | 404 | 500;
  fetchResourceGroup: 400 | 401 | 403 | 404 | 500;
  updateResourceGroup: 400 | 401 | 403 | 404 | 409 | 413 | 415 | 422 | 500 | 503;
  retire: 400 | 401 | 403 | 404 | 500 | 503;
  createRangeTable: 400 | 401 | 403 | 404 | 409 | 413 | 415 | 422 | 500 | 503;
  fetchRangeTableInZipFormat: 400 | 401 | 403 | 404 | 500;
  replaceRangeTable: 400 | 401 | 403 | 404 | 413 | 415 | 422 | 500 | 503;
  fetchRangeTableRecord: 400 | 401 | 403 | 404 | 422 | 500;
  fetchMultipleResources: 400 | 401 | 403 | 404 | 500;
  fetchMultipleResourcesByType: 400 | 401 | 403 | 404 | 500;
  fetchResource: 400 | 401 | 403 | 404 | 500;
  createSecret: 400 | 401 | 403 | 404 | 409 | 413 | 415 | 422 | 500 | 503;
  fetchSecret: 400 | 401 | 403 | 404 | 500;
  deleteSecret: 400 | 401 | 403 | 404 | 500 | 503;
  updateSecret: 400 | 401 | 403 | 404 | 413 | 415 | 422 | 500 | 503;
  createLookupTable: 400 | 401 | 403 | 404 | 409 | 413 | 415 | 422 | 500 | 503;
  fetchLookupTableInZipFormat: 400 | 401 | 403 | 404 | 500;
  replaceLookupTable: 400 | 401 | 403 | 404 | 413 | 415 | 422 | 500 | 503;
  fetchTableRecord: 400 | 401 | 403 | 404 | 422 | 500;
  uploadLiquid: 400 | 401 | 403 | 404 | 409 | 413 | 415 | 422 | 429 | 500 | 503;
  updateLiquid: 400 | 401 | 403 | 404 | 413 | 415 | 422 | 429 | 500 | 503;
  uploadVelocity: 400 | 401 | 403 | 404 | 409 | 413 | 415 | 422 | 429 | 500 | 503;
  updateVelocity: 400 | 401 | 403 | 404 | 413 | 415 | 422 | 429 | 500 | 503;
  fetchTemplate: 400 | 401 | 403 | 404 | 500;
  createLiquidDocumentTemplate: 400 | 401 | 403 | 404 | 409 | 413 | 415 | 422 | 429 | 500 | 503;
  updateLiquidDocumentTemplate: 400 | 401 | 403 | 404 | 413 | 415 | 422 | 429 | 500 | 503;
  createVelocityDocumentTemplate: 400 | 401 | 403 | 404 | 409 | 413 | 415 | 422 | 429 | 500 | 503;
  updateVelocityDocumentTemplate: 400 | 401 | 403 | 404 | 413 | 415 | 422 | 429 | 500 | 503;
  fetchDocumentTemplate: 400 | 401 | 403 | 404 | 500;
  fetchTestClock: 400 | 401 | 403 | 404 | 500;
  setTestClock: 400 | 401 | 403 | 404 | 413 | 415 | 500 | 503;
  resetTestClock: 400 | 401 | 403 | 404 | 500 | 503;
  advanceTestClock: 400 | 401 | 403 | 404 | 413 | 415 | 500 | 503;
  listTestFaults: 400 | 401 | 403 | 404 | 500;
  addTestFault: 400 | 401 | 403 | 404 | 409 | 413 | 415 | 500 | 503;
  clearTestFaults: 400 | 401 | 403 | 404 | 500 | 503;
  listTestRequests: 400 | 401 | 403 | 404 | 500;
  resetTestState: 400 | 401 | 403 | 404 | 500 | 503;
  createTestSnapshot: 400 | 401 | 403 | 404 | 500 | 503;
  restoreTestSnapshot: 400 | 401 | 403 | 404 | 500 | 503;
  fetchTenantTestClock: 400 | 401 | 403 | 404 | 500;
  setTenantTestClock: 400 | 401 | 403 | 404 | 413 | 415 | 500 | 503;
  resetTenantTestClock: 400 | 401 | 403 | 404 | 500 | 503;
  advanceTenantTestClock: 400 | 401 | 403 | 404 | 413 | 415 | 500 | 503;
  listTenantTestFaults: 400 | 401 | 403 | 404 | 500;
  addTenantTestFault: 400 | 401 | 403 | 404 | 409 | 413 | 415 | 500 | 503;
  clearTenantTestFaults: 400 | 401 | 403 | 404 | 500 | 503;
  listTenantTestRequests: 400 | 401 | 403 | 404 | 500;
  createTenantTestSnapshot: 400 | 401 | 403 | 404 | 500 | 503;
  restoreTenantTestSnapshot: 400 | 401 | 403 | 404 | 500 | 503;
}

/** The Problem `code`s each error status may carry. */
export interface ErrorCodeByStatus {
  400: 'VALIDATION_FAILED';
  401: 'UNAUTHENTICATED';
  403: 'FORBIDDEN' | 'PRECONDITION_FAILED';
  404: 'NOT_FOUND';
  405: 'METHOD_NOT_ALLOWED';
  409: 'CONFLICT';
  413: 'PAYLOAD_TOO_LARGE';
  415: 'UNSUPPORTED_MEDIA_TYPE';
  422: 'UNPROCESSABLE';
  429: 'RATE_LIMITED';
  500: 'INTERNAL';
  501: 'NOT_IMPLEMENTED';
  503: 'SERVICE_UNAVAILABLE';
}

/** Operations the contract deprecates. */
export type DeprecatedOperationId = 'createIdentityProvider' | 'fetchUserMasks' | 'addDataSecurityMask' | 'fetchUserMasksForTenant' | 'deleteUserMasks' | 'fetchUserMask' | 'fetchInstallmentsJobDataForQuotes' | 'inactivatePaymentProviderConfiguration' | 'fetchMultipleSnapshots' | 'fetchAffectedTransactionsForListEndpoint' | 'fetchTransactionSegments' | 'fetchPolicySegmentEx';
