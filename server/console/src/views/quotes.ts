// Quotes: the tenant's quotes with their states; an opened quote shows its state, its price (the
// charges), its underwriting flags, and a button for each next step its state allows (the state
// table the server's rules read), each running that operation.
import { useState } from 'preact/hooks';
import { formatMoney, type Schema } from '../../../../client/src/index.js';
import { allowedFrom, type LifecycleOp, type QuoteState } from '../../../src/policy/quote-states.js';
import { html, itemsOf, ProblemView, Show, useAction, useLoad, when, type ViewProps } from '../ui.js';

type Quote = Schema<'QuoteResponse'>;

/** The steps a button runs (shown in the state table's order); editing and flags have their own operations. */
type StepOp = Exclude<LifecycleOp, 'updateQuote' | 'changeFlags'>;
const STEPS: Record<StepOp, string> = {
  validateQuote: 'Validate',
  priceQuote: 'Price',
  underwriteQuote: 'Underwrite',
  acceptQuote: 'Accept',
  issueQuote: 'Issue',
  refuseQuote: 'Refuse',
  resetQuote: 'Reset to draft',
  discardQuote: 'Discard',
};

/** The state each step leads to when it goes through. */
const LEADS_TO: Record<StepOp, QuoteState> = {
  validateQuote: 'validated',
  priceQuote: 'priced',
  underwriteQuote: 'underwritten',
  acceptQuote: 'accepted',
  issueQuote: 'issued',
  refuseQuote: 'refused',
  resetQuote: 'draft',
  discardQuote: 'discarded',
};

/** States a quote is in before it is priced: its price is not asked for. */
const UNPRICED: readonly QuoteState[] = ['draft', 'validated'];

function QuoteDetail(props: ViewProps & { locator: string; onChange(): void }) {
  const { client } = props.session;
  const ids = { tenantLocator: props.tenant!, locator: props.locator };
  const loaded = useLoad(async () => {
    const quote = await client.fetchQuote(ids);
    // A draft or validated quote has no price (pricing moves it on, a reset drops it): not asked
    // for. A quote refused or discarded before pricing has none either: its 409 is shown as none.
    const price = UNPRICED.includes(quote.quoteState as QuoteState)
      ? undefined
      : await client.fetchPricedQuote(ids).catch(() => undefined);
    const flags = props.session.can('fetchUnderwritingFlagsForQuote')
      ? (await client.fetchUnderwritingFlagsForQuote(ids)).flags
      : undefined;
    return { quote, price, flags };
  }, [props.locator]);
  const act = useAction();
  // A step that stopped short of where it leads (an accept that underwriting blocked) is a warning.
  const [short, setShort] = useState<string>();
  const run = (op: StepOp, label: string) =>
    act.run(async () => {
      setShort(undefined);
      const call = client[op as keyof typeof client] as (args: unknown) => Promise<{ quoteState?: string }>;
      const answer = await call(op === 'resetQuote' ? { ...ids, body: {} } : ids);
      loaded.reload();
      props.onChange();
      const reached = answer.quoteState;
      if (reached && reached !== LEADS_TO[op]) {
        setShort(`${label} did not reach ${LEADS_TO[op]}: the quote is ${reached}.`);
        return;
      }
      return `${label}: the quote is ${reached ?? 'changed'}.`;
    });
  return html`<section class="card" aria-labelledby="quote-h">
    <${Show} loaded=${loaded}
      >${({
        quote,
        price,
        flags,
      }: {
        quote: Quote;
        price?: Schema<'QuotePriceResponse'>;
        flags?: Schema<'UnderwritingFlagResponse'>[];
      }) => {
        const steps = allowedFrom(quote.quoteState as QuoteState).filter(
          (op): op is StepOp => op in STEPS && props.session.can(op as StepOp),
        );
        return html`<h2 id="quote-h">Quote <code>${quote.locator}</code></h2>
          <dl class="facts">
            <div><dt>State</dt><dd data-fact="state">${quote.quoteState}</dd></div>
            <div><dt>Product</dt><dd>${quote.productName}</dd></div>
            <div><dt>Term</dt><dd>${when(quote.startTime)} – ${when(quote.endTime)}</dd></div>
            ${quote.underwritingStatus && html`<div><dt>Underwriting</dt><dd>${quote.underwritingStatus}</dd></div>`}
          </dl>
          ${
            price
              ? html`<table>
                  <caption>
                    Charges (${price.items.length})
                  </caption>
                  <thead>
                    <tr>
                      <th scope="col">Element</th>
                      <th scope="col">Charge</th>
                      <th scope="col">Rate</th>
                      <th scope="col">Amount</th>
                    </tr>
                  </thead>
                  <tbody>
                    ${price.items.map(
                      (i) =>
                        html`<tr>
                          <td><code>${i.elementLocator}</code></td>
                          <td>${i.chargeType}</td>
                          <td>${i.rate ?? ''}</td>
                          <td>${quote.currency ? formatMoney(i.amount, quote.currency) : i.amount}</td>
                        </tr>`,
                    )}
                  </tbody>
                </table>`
              : html`<p class="muted">Not priced.</p>`
          }
          ${
            flags &&
            html`<table>
              <caption>
                Underwriting flags (${flags.length})
              </caption>
              <thead>
                <tr>
                  <th scope="col">Level</th>
                  <th scope="col">Note</th>
                  <th scope="col">Element</th>
                </tr>
              </thead>
              <tbody>
                ${flags.map(
                  (f) =>
                    html`<tr>
                      <td>${f.level}</td>
                      <td>${f.note ?? ''}</td>
                      <td>${f.elementLocator ? html`<code>${f.elementLocator}</code>` : 'the quote'}</td>
                    </tr>`,
                )}
              </tbody>
            </table>`
          }
          <h3>Next steps</h3>
          ${
            steps.length
              ? html`<div class="steps" role="group" aria-label="Next steps">
                  ${steps.map(
                    (op) =>
                      html`<button
                        type="button"
                        class=${op === 'discardQuote' || op === 'refuseQuote' ? 'danger' : undefined}
                        onClick=${() => run(op, STEPS[op])}
                        disabled=${act.busy}
                      >
                        ${STEPS[op]}
                      </button>`,
                  )}
                </div>`
              : html`<p class="muted">None: ${quote.quoteState} is final.</p>`
          }
          <${ProblemView} error=${act.error} />
          ${short && html`<p class="warning" role="alert">${short}</p>`}
          ${act.done && html`<p class="done" role="status">${act.done}</p>`}`;
      }}<//
    >
  </section>`;
}

export function QuotesView(props: ViewProps) {
  const { client } = props.session;
  const tenantLocator = props.tenant!;
  const quotes = useLoad(
    () => client.fetchQuotesInATenant({ tenantLocator, count: 1000 }).then(itemsOf),
    [tenantLocator],
  );
  const [open, setOpen] = useState<string>();
  return html`<section>
    <h1>Quotes</h1>
    <${Show} loaded=${quotes}
      >${(all: Quote[]) =>
        html`<table>
          <caption>
            Quotes (${all.length})
          </caption>
          <thead>
            <tr>
              <th scope="col">Quote</th>
              <th scope="col">Product</th>
              <th scope="col">State</th>
              <th scope="col">Starts</th>
            </tr>
          </thead>
          <tbody>
            ${all.map(
              (q) =>
                html`<tr aria-current=${q.locator === open ? 'true' : undefined}>
                  <td>
                    <button type="button" class="link" aria-label=${`Open quote ${q.locator}`} onClick=${() => setOpen(q.locator)}>
                      <code>${q.locator}</code>
                    </button>
                  </td>
                  <td>${q.productName}</td>
                  <td>${q.quoteState}</td>
                  <td>${when(q.startTime)}</td>
                </tr>`,
            )}
          </tbody>
        </table>`}<//
    >
    ${open && html`<${QuoteDetail} key=${open} ...${props} locator=${open} onChange=${quotes.reload} />`}
  </section>`;
}
