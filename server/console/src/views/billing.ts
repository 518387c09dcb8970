// Billing: an account's money, by its locator: its invoices and what each still owes, its credit
// in each currency, its payments with what each settled, and its delinquencies with their state and grace; a draft or validated
// payment can be posted from here.
import { useState } from 'preact/hooks';
import { formatMoney, type Schema } from '../../../../client/src/index.js';
import { Field, html, itemsOf, ProblemView, Show, useAction, useLoad, when, type ViewProps } from '../ui.js';

type Payment = Schema<'PaymentResponse'>;
type Delinquency = Schema<'DelinquencyResponse'>;
const LOCATOR = /^[0-9A-Z]{26}$/;

const target = (t: Schema<'CreditItem'>, currency: string) =>
  `${t.containerType} ${t.containerLocator}${t.amount !== undefined ? ` ${formatMoney(t.amount, currency)}` : ''}`;

function AccountBilling(props: ViewProps & { account: string }) {
  const { client } = props.session;
  const tenantLocator = props.tenant!;
  const loaded = useLoad(async () => {
    const [invoices, credit, payments, delinquencies] = await Promise.all([
      client.fetchInvoicesForAccount({ tenantLocator, accountLocator: props.account, count: 100 }),
      client.fetchAccountCredit({ tenantLocator, locator: props.account }),
      client.fetchMultiplePayments({ tenantLocator, accountLocator: props.account, count: 100 }),
      client.getDelinquenciesForAccount({ tenantLocator, accountLocator: props.account, count: 100 }),
    ]);
    return {
      invoices: invoices.items,
      credit,
      payments: itemsOf(payments),
      delinquencies: itemsOf(delinquencies),
    };
  }, [tenantLocator, props.account]);
  const act = useAction();
  const post = (p: Payment) =>
    act.run(async () => {
      await client.postPayment({ tenantLocator, locator: p.locator });
      loaded.reload();
      return `Payment ${p.locator} posted.`;
    });
  return html`<${Show} loaded=${loaded}
    >${(d: {
      invoices: Schema<'InvoiceSummaryView'>[];
      credit: Schema<'AccountCreditResponse'>;
      payments: Payment[];
      delinquencies: Delinquency[];
    }) => html`
      <p aria-label="Account credit">
        Credit:
        ${
          d.credit.items.length
            ? d.credit.items.map(
                (c) => html`<strong key=${c.currency}>${formatMoney(c.amount, c.currency)} </strong>`,
              )
            : 'none'
        }
      </p>
      <${ProblemView} error=${act.error} />
      ${act.done ? html`<p role="status">${act.done}</p>` : ''}
      <table class="invoices">
        <caption>
          Invoices (${d.invoices.length})
        </caption>
        <thead>
          <tr>
            <th scope="col">Invoice</th>
            <th scope="col">Due</th>
            <th scope="col">State</th>
            <th scope="col">Total</th>
            <th scope="col">Still owed</th>
          </tr>
        </thead>
        <tbody>
          ${d.invoices.map(
            (v) => html`<tr key=${v.locator}>
              <td><code>${v.invoiceNumber ?? v.locator}</code></td>
              <td>${when(v.dueTime)}</td>
              <td><span class="badge">${v.invoiceState}</span></td>
              <td>${v.totalAmount !== undefined ? formatMoney(v.totalAmount, v.currency) : ''}</td>
              <td>${v.totalRemainingAmount !== undefined ? formatMoney(v.totalRemainingAmount, v.currency) : ''}</td>
            </tr>`,
          )}
        </tbody>
      </table>
      <table class="payments">
        <caption>
          Payments (${d.payments.length})
        </caption>
        <thead>
          <tr>
            <th scope="col">Created</th>
            <th scope="col">Number</th>
            <th scope="col">Amount</th>
            <th scope="col">State</th>
            <th scope="col">Targets, or what it settled once posted</th>
            <th scope="col"></th>
          </tr>
        </thead>
        <tbody>
          ${d.payments.map(
            (p) => html`<tr key=${p.locator}>
              <td>${when(p.createdAt)}</td>
              <td>${p.paymentNumber ?? ''}</td>
              <td>${formatMoney(p.amount, p.currency)}</td>
              <td><span class="badge">${p.paymentState}</span></td>
              <td>${p.targets.map((t) => html`<div>${target(t, p.currency)}</div>`)}</td>
              <td>
                ${
                  p.paymentState === 'draft' || p.paymentState === 'validated'
                    ? html`<button type="button" disabled=${act.busy} onClick=${() => post(p)}>Post</button>`
                    : ''
                }
              </td>
            </tr>`,
          )}
        </tbody>
      </table>
      <table class="delinquencies">
        <caption>
          Delinquencies (${d.delinquencies.length})
        </caption>
        <thead>
          <tr>
            <th scope="col">Started</th>
            <th scope="col">State</th>
            <th scope="col">Grace</th>
            <th scope="col">Invoices</th>
            <th scope="col">Lapse transaction</th>
          </tr>
        </thead>
        <tbody>
          ${d.delinquencies.map(
            (x) => html`<tr key=${x.locator}>
              <td>${when(x.createdAt)}</td>
              <td><span class="badge">${x.delinquencyState}</span></td>
              <td>${when(x.graceStartedAt)} to ${when(x.graceEndAt)}</td>
              <td>
                ${(x.references ?? [])
                  .filter((r) => r.referenceType === 'invoice')
                  .map((r) => html`<div><code>${r.referenceLocator}</code></div>`)}
              </td>
              <td>
                ${(x.references ?? [])
                  .flatMap((r) => (r.transactionLocator ? [r.transactionLocator] : []))
                  .slice(0, 1)
                  .map((tx) => html`<code>${tx}</code>`)}
              </td>
            </tr>`,
          )}
        </tbody>
      </table>
    `}<//
  >`;
}

export function BillingView(props: ViewProps) {
  const [account, setAccount] = useState('');
  const chosen = LOCATOR.test(account.trim()) ? account.trim() : undefined;
  return html`<section>
    <h1>Billing</h1>
    <p class="muted">An account's credit, payments and delinquencies.</p>
    <form class="card inline" aria-label="Which account" onSubmit=${(e: Event) => e.preventDefault()}>
      <${Field} label="Account locator">
        ${(id: string) =>
          html`<input
            id=${id}
            value=${account}
            onInput=${(e: Event) => setAccount((e.target as HTMLInputElement).value)}
          />`}<//
      >
    </form>
    ${chosen ? html`<${AccountBilling} ...${props} account=${chosen} />` : ''}
  </section>`;
}
