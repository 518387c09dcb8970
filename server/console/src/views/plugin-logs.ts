// Plugin logs: a tenant's newest logs of its plugins' calls, each with its lines, where a failed
// call threw in plugins/ (the file and line its stack names first, mapped by the server from the
// bundle to the sources), and its quote and request; narrowed to one quote, or to failed calls.
import { useState } from 'preact/hooks';
import type { Schema } from '../../../../client/src/index.js';
import { Field, html, itemsOf, Show, useLoad, when, type ViewProps } from '../ui.js';

type Log = Schema<'StreamingResponseBody'>;
const NEWEST = 20;
const LOCATOR = /^[0-9A-Z]{26}$/;

/** The first frame of a stack that names a file of plugins/ (`plugins/rates.ts:7:15`). */
export const whereOf = (text: string) => /\((plugins\/[^\s():]+:\d+:\d+)\)/.exec(text)?.[1];

export function PluginLogsView(props: ViewProps) {
  const { client } = props.session;
  const tenantLocator = props.tenant!;
  const [quote, setQuote] = useState('');
  const [failedOnly, setFailedOnly] = useState(false);
  const objectLocator = LOCATOR.test(quote.trim()) ? quote.trim() : undefined;
  const logs = useLoad(async () => {
    const list = itemsOf(
      await client.fetchLogsList({
        tenantLocator,
        count: NEWEST,
        ...(objectLocator ? { objectLocator } : {}),
      }),
    );
    return Promise.all(list.map((m) => client.fetchLogs({ tenantLocator, locator: m.locator })));
  }, [tenantLocator, objectLocator]);
  return html`<section>
    <h1>Plugin logs</h1>
    <p class="muted">
      A log is written for each call of a plugin that logged a line or failed; a failed call ends
      with its stack, at the files and lines of plugins/.
    </p>
    <form class="card inline" aria-label="Which logs" onSubmit=${(e: Event) => e.preventDefault()}>
      <${Field} label="Quote locator" hint="only the logs about this quote">
        ${(id: string) =>
          html`<input
            id=${id}
            value=${quote}
            onInput=${(e: Event) => setQuote((e.target as HTMLInputElement).value)}
          />`}<//
      >
      <${Field} label="Failed calls only">
        ${(id: string) =>
          html`<input
            id=${id}
            type="checkbox"
            checked=${failedOnly}
            onChange=${(e: Event) => setFailedOnly((e.target as HTMLInputElement).checked)}
          />`}<//
      >
      <button type="button" onClick=${() => logs.reload()} disabled=${logs.loading}>Refresh</button>
    </form>
    <${Show} loaded=${logs}
      >${(all: Log[]) => {
        const shown = failedOnly ? all.filter((l) => l.outcome === 'failed') : all;
        return html`<table class="plugin-logs">
          <caption>
            Plugin logs (${shown.length}, newest first)
          </caption>
          <thead>
            <tr>
              <th scope="col">At</th>
              <th scope="col">Plugin</th>
              <th scope="col">Outcome</th>
              <th scope="col">Where</th>
              <th scope="col">Quote</th>
              <th scope="col">Lines</th>
            </tr>
          </thead>
          <tbody>
            ${shown.map((l) => {
              const where = l.outcome === 'failed' ? whereOf(l.log) : undefined;
              return html`<tr key=${l.locator}>
                <td>${when(l.createdAt)}</td>
                <td>${l.pluginType}</td>
                <td>
                  ${l.outcome === 'failed' ? html`<span class="badge bad">failed</span>` : html`<span class="badge good">succeeded</span>`}
                </td>
                <td>${where ? html`<code>${where}</code>` : ''}</td>
                <td>${l.objectLocator ? html`<code>${l.objectLocator}</code>` : ''}</td>
                <td>
                  <pre class="log" aria-label=${`Lines of log ${l.locator}`}>${l.log}</pre>
                  <small class="muted">request <code>${l.requestId}</code></small>
                </td>
              </tr>`;
            })}
          </tbody>
        </table>`;
      }}<//
    >
  </section>`;
}
