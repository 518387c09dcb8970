// Shared pieces of the console's views: the template tag, data loading, answers the server
// refused shown with every problem at its location, and labelled form fields.
import { html } from 'htm/preact';
import type { ComponentChildren } from 'preact';
import { useCallback, useEffect, useState } from 'preact/hooks';
import { ApiError, NetworkError } from '../../../client/src/index.js';
import type { OperationId } from '../../../client/src/index.js';
import type { Session } from './session.js';

export { html };

/** What every view is given. */
export interface ViewProps {
  session: Session;
  /** The tenant chosen in the header (absent when there is none to choose). */
  tenant?: string;
  /** Chooses the tenant the tenant views work in. */
  chooseTenant(locator: string): void;
}

export interface Loaded<T> {
  data?: T;
  error?: unknown;
  loading: boolean;
  reload(): void;
}

/** Runs `load` now and whenever `deps` change; `reload` runs it again. */
export function useLoad<T>(load: () => Promise<T>, deps: unknown[]): Loaded<T> {
  const [state, setState] = useState<{ data?: T; error?: unknown; loading: boolean }>({ loading: true });
  const [round, setRound] = useState(0);
  useEffect(() => {
    let live = true;
    setState((s) => ({ ...s, loading: true }));
    load().then(
      (data) => live && setState({ data, loading: false }),
      (error: unknown) => live && setState({ error, loading: false }),
    );
    return () => {
      live = false;
    };
  }, [...deps, round]);
  const reload = useCallback(() => setRound((r) => r + 1), []);
  return { ...state, reload };
}

/** An action's state: running, its error, and a message once done. */
export function useAction() {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>();
  const [done, setDone] = useState<string>();
  const run = async (what: () => Promise<string | void>) => {
    setBusy(true);
    setError(undefined);
    setDone(undefined);
    try {
      setDone((await what()) ?? undefined);
    } catch (err) {
      setError(err);
    } finally {
      setBusy(false);
    }
  };
  return { busy, error, done, run, setError };
}

/** A date-time as the operator reads it (UTC, to the minute). */
export const when = (iso?: string) => (iso ? `${iso.slice(0, 10)} ${iso.slice(11, 16)} UTC` : '');

/** A token's expiry as the CLI says it too: "never" for the far end of time a lasting token has. */
export const expiry = (iso?: string) => (iso?.startsWith('9999-') ? 'never' : when(iso));

/**
 * A tenant as a picker shows it: its name, and when another tenant of the list has the same name,
 * what tells them apart (when it was created, the start of its locator).
 */
export function tenantLabel(
  t: { name: string; locator: string; createdAt?: string },
  all: readonly { name: string }[],
): string {
  if (all.filter((o) => o.name === t.name).length < 2) return t.name;
  return `${t.name} (created ${when(t.createdAt)}, ${t.locator.slice(0, 8)})`;
}

/** Every problem of a refused request at its location; `columns` splits upload locations into line and column. */
export function ProblemView(props: { error: unknown; caption?: string; byLine?: boolean }) {
  const err = props.error;
  if (!err) return null;
  if (err instanceof ApiError) {
    const items = err.problem?.errors ?? [];
    const line = (loc: string) => /line (\d+)/.exec(loc)?.[1] ?? '';
    const column = (loc: string) => /column "([^"]*)"/.exec(loc)?.[1] ?? '';
    return html`<div class="problem" role="alert">
      <p>
        <strong>${err.problem?.title ?? `HTTP ${err.status}`}</strong> ${` (${err.status}): ${err.problem?.detail ?? err.message}`}
      </p>
      ${
        items.length > 0 &&
        html`<table class="problems">
          <caption>
            ${props.caption ?? 'Problems'} (${items.length})
          </caption>
          <thead>
            <tr>
              ${
                props.byLine
                  ? html`<th scope="col">Line</th>
                      <th scope="col">Column</th>`
                  : html`<th scope="col">Path</th>`
              }
              <th scope="col">Problem</th>
            </tr>
          </thead>
          <tbody>
            ${items.map(
              (i) =>
                html`<tr>
                  ${
                    props.byLine
                      ? html`<td>${line(i.location) || i.location}</td>
                          <td>${column(i.location)}</td>`
                      : html`<td><code>${i.location}</code></td>`
                  }
                  <td>${i.message}</td>
                </tr>`,
            )}
          </tbody>
        </table>`
      }
    </div>`;
  }
  const text =
    err instanceof NetworkError ? 'The server did not answer.' : String((err as Error).message ?? err);
  return html`<div class="problem" role="alert"><p>${text}</p></div>`;
}

/** A loading, failed or loaded block. */
export function Show<T>(props: { loaded: Loaded<T>; children: (data: T) => ComponentChildren }) {
  const { data, error, loading } = props.loaded;
  if (error) return html`<${ProblemView} error=${error} />`;
  if (data === undefined) return loading ? html`<p class="muted" aria-busy="true">Loading…</p>` : null;
  return props.children(data);
}

let fieldIds = 0;
/** A labelled control: the label names it and is tied to it by id. */
export function Field(props: {
  label: string;
  hint?: string;
  /** The label is read out but not shown (the table around says what the control is). */
  quiet?: boolean;
  children: (id: string) => ComponentChildren;
}) {
  const [id] = useState(() => `f${++fieldIds}`);
  return html`<div class="field">
    <label for=${id} class=${props.quiet ? 'sr-only' : undefined}>${props.label}</label
    >${props.children(id)}${props.hint && html`<small class="hint">${props.hint}</small>`}
  </div>`;
}

/** Shown instead of a view or an action the token may not use. */
export function NotAllowed(props: { op: OperationId }) {
  return html`<p class="muted">This token may not do that (${props.op}).</p>`;
}

/** Lists answered either as the list record or as a bare array. */
export function itemsOf<T>(answer: T[] | { items: T[] }): T[] {
  return Array.isArray(answer) ? answer : answer.items;
}

/** The text of a chosen file. */
export const fileText = (file: File) => file.text();
export const fileBytes = async (file: File) => new Uint8Array(await file.arrayBuffer());
