// Webhooks and events: each webhook's state (enabled, suspended since when), the tenant's recent
// events, and a webhook's diverted events with their failure, to resend or delete; a suspended
// webhook can be unsuspended.
import { useState } from 'preact/hooks';
import type { Schema } from '../../../../client/src/index.js';
import { html, itemsOf, ProblemView, Show, useAction, useLoad, when, type ViewProps } from '../ui.js';

type Webhook = Schema<'WebhookResponse'>;
const RECENT = 20;

function Diverted(props: ViewProps & { webhook: Webhook }) {
  const { session } = props;
  const { client } = session;
  const ids = { tenantLocator: props.tenant!, webhookLocator: props.webhook.locator };
  const diverted = useLoad(
    () => client.fetchMultipleDivertedEvents({ ...ids, count: 100 }),
    [ids.webhookLocator],
  );
  const act = useAction();
  const resend = (eventLocator: string) =>
    act.run(async () => {
      await client.resendDivertedEvent({ ...ids, eventLocator });
      diverted.reload();
      return `Event ${eventLocator} sent again.`;
    });
  const remove = (eventLocator: string) =>
    act.run(async () => {
      await client.deleteDivertedEvent({ ...ids, eventLocator });
      diverted.reload();
      return `Event ${eventLocator} deleted.`;
    });
  return html`<div>
    <${Show} loaded=${diverted}
      >${(list: Schema<'DivertedEventResponse'>[]) =>
        html`<table class="diverted">
          <caption>
            Diverted events of ${props.webhook.name} (${list.length})
          </caption>
          <thead>
            <tr>
              <th scope="col">Event</th>
              <th scope="col">Failed at</th>
              <th scope="col">Trigger</th>
              <th scope="col">Failure</th>
              <th scope="col">Actions</th>
            </tr>
          </thead>
          <tbody>
            ${list.map(
              (d) =>
                html`<tr>
                  <td><code>${d.eventLocator}</code></td>
                  <td>${when(d.failureTimestamp)}</td>
                  <td>${d.failureTrigger}</td>
                  <td>${d.failureMessage}</td>
                  <td class="actions">
                    ${session.can('resendDivertedEvent') && html`<button type="button" aria-label=${`Resend event ${d.eventLocator}`} onClick=${() => resend(d.eventLocator)} disabled=${act.busy}>Resend</button>`}
                    ${session.can('deleteDivertedEvent') && html`<button type="button" class="danger" aria-label=${`Delete event ${d.eventLocator}`} onClick=${() => remove(d.eventLocator)} disabled=${act.busy}>Delete</button>`}
                  </td>
                </tr>`,
            )}
          </tbody>
        </table>`}<//
    >
    <${ProblemView} error=${act.error} />
    ${act.done && html`<p class="done" role="status">${act.done}</p>`}
  </div>`;
}

export function WebhooksView(props: ViewProps) {
  const { session } = props;
  const { client } = session;
  const tenantLocator = props.tenant!;
  const webhooks = useLoad(
    () => client.fetchWebhooks({ tenantLocator, extended: false, count: 1000 }).then(itemsOf),
    [tenantLocator],
  );
  const events = useLoad(async () => {
    if (!session.can('fetchMultipleEvents')) return undefined;
    const since = new Date(Date.now() - 30 * 86400_000).toISOString();
    const all: Schema<'EventResponse'>[] = [];
    let pagingToken: string | undefined;
    for (let i = 0; i < 20; i++) {
      const page = await client.fetchMultipleEvents({
        tenantLocator,
        startTimestamp: since,
        pageSize: 100,
        pagingToken,
      });
      all.push(...page.events);
      if (page.events.length < 100) break;
      pagingToken = page.pagingToken;
    }
    return all.slice(-RECENT).reverse();
  }, [tenantLocator]);
  const [open, setOpen] = useState<string>();
  const act = useAction();
  const unsuspend = (w: Webhook) =>
    act.run(async () => {
      await client.unsuspendWebhook({ tenantLocator, webhookLocator: w.locator });
      webhooks.reload();
      return `${w.name} unsuspended.`;
    });
  return html`<section>
    <h1>Webhooks and events</h1>
    <${Show} loaded=${webhooks}
      >${(list: Webhook[]) =>
        html`<table>
            <caption>
              Webhooks (${list.length})
            </caption>
            <thead>
              <tr>
                <th scope="col">Name</th>
                <th scope="col">Endpoint</th>
                <th scope="col">Events</th>
                <th scope="col">State</th>
                <th scope="col">Suspended since</th>
                <th scope="col">Actions</th>
              </tr>
            </thead>
            <tbody>
              ${list.map(
                (w) =>
                  html`<tr>
                    <td>${w.name}</td>
                    <td><code>${w.endpoint.url}</code></td>
                    <td>${w.eventTypes.join(', ')}</td>
                    <td>
                      ${w.suspended ? html`<span class="badge bad">suspended</span>` : w.enabled ? html`<span class="badge good">enabled</span>` : html`<span class="badge">disabled</span>`}
                    </td>
                    <td>${when(w.suspendedAt)}</td>
                    <td class="actions">
                      ${
                        session.can('fetchMultipleDivertedEvents') &&
                        html`<button
                          type="button"
                          aria-expanded=${open === w.locator}
                          aria-label=${`Diverted events of ${w.name}`}
                          onClick=${() => setOpen(open === w.locator ? undefined : w.locator)}
                        >
                          Diverted events
                        </button>`
                      }
                      ${w.suspended && session.can('unsuspendWebhook') && html`<button type="button" aria-label=${`Unsuspend ${w.name}`} onClick=${() => unsuspend(w)} disabled=${act.busy}>Unsuspend</button>`}
                    </td>
                  </tr>`,
              )}
            </tbody>
          </table>
          <${ProblemView} error=${act.error} />
          ${act.done && html`<p class="done" role="status">${act.done}</p>`}
          ${list.filter((w) => w.locator === open).map((w) => html`<${Diverted} key=${w.locator} ...${props} webhook=${w} />`)}`}<//
    >
    ${
      session.can('fetchMultipleEvents') &&
      html`<${Show} loaded=${events}
        >${(list?: Schema<'EventResponse'>[]) =>
          list &&
          html`<table>
            <caption>
              Recent events (the last ${RECENT} of 30 days, newest first)
            </caption>
            <thead>
              <tr>
                <th scope="col">Event</th>
                <th scope="col">Type</th>
                <th scope="col">At</th>
              </tr>
            </thead>
            <tbody>
              ${list.map(
                (e) =>
                  html`<tr>
                    <td><code>${e.locator}</code></td>
                    <td>${e.type}</td>
                    <td>${when(e.timestamp)}</td>
                  </tr>`,
              )}
            </tbody>
          </table>`}<//
      >`
    }
  </section>`;
}
