// Constraints: for a quote, the values each constrained field allows, from the constraint tables
// in force for it (fetchDependencyMapForQuote, evaluateConstraintsForQuote). Changing a value
// narrows the fields that depend on it, as an entry form would, without saving the quote.
import { useEffect, useState } from 'preact/hooks';
import type { Schema } from '../../../../client/src/index.js';
import { Field, html, ProblemView, useAction, type ViewProps } from '../ui.js';

type DependencyMap = Record<string, Record<string, Schema<'ConstraintDependency'>>>;
interface Element {
  staticLocator?: string;
  type?: string;
  data?: Record<string, unknown>;
  elements?: Element[];
}
type Values = Record<string, Record<string, string>>;

function elementsOf(e: Element | undefined, out = new Map<string, Element>()): Map<string, Element> {
  if (!e) return out;
  if (e.staticLocator) out.set(e.staticLocator, e);
  for (const c of e.elements ?? []) elementsOf(c, out);
  return out;
}

/** The evaluation body: each constrained field with the values chosen here for the fields it depends on. */
function evaluation(map: DependencyMap, chosen: Values) {
  const body: Record<string, Record<string, Record<string, string>>> = {};
  for (const [element, fields] of Object.entries(map)) {
    body[element] = {};
    for (const [field, dep] of Object.entries(fields)) {
      const where: Record<string, string> = {};
      for (const [column, cond] of Object.entries(dep.where)) {
        const value = chosen[cond.staticLocator]?.[cond.fieldName];
        if (value !== undefined) where[column] = value;
      }
      body[element][field] = where;
    }
  }
  return body;
}

interface Loaded {
  quote: Schema<'QuoteResponse'>;
  map: DependencyMap;
  elements: Map<string, Element>;
}

export function ConstraintsView(props: ViewProps) {
  const { client } = props.session;
  const tenantLocator = props.tenant!;
  const canEvaluate = props.session.can('evaluateConstraintsForQuote');
  const open = useAction();
  const evaluate = useAction();
  const [loaded, setLoaded] = useState<Loaded>();
  const [chosen, setChosen] = useState<Values>({});
  const [allowed, setAllowed] = useState<Record<string, Record<string, string[]>>>({});

  const onOpen = (e: Event) => {
    e.preventDefault();
    const locator = String(new FormData(e.target as HTMLFormElement).get('quote')).trim();
    void open.run(async () => {
      setLoaded(undefined);
      const [quote, map] = await Promise.all([
        client.fetchQuote({ tenantLocator, locator }),
        client.fetchDependencyMapForQuote({ tenantLocator, locator }),
      ]);
      const elements = elementsOf(quote.element as Element);
      const values: Values = {};
      for (const [sl, el] of elements)
        for (const [k, v] of Object.entries(el.data ?? {}))
          if (typeof v === 'string' || typeof v === 'number') (values[sl] ??= {})[k] = String(v);
      setChosen(values);
      setAllowed({});
      setLoaded({ quote, map, elements });
    });
  };

  useEffect(() => {
    if (!loaded || !canEvaluate) return;
    void evaluate.run(async () => {
      setAllowed(
        await client.evaluateConstraintsForQuote({
          tenantLocator,
          locator: loaded.quote.locator,
          body: evaluation(loaded.map, chosen),
        }),
      );
    });
  }, [loaded, chosen]);

  const choose = (element: string, field: string, value: string) =>
    setChosen((c) => ({ ...c, [element]: { ...c[element], [field]: value } }));

  return html`<section>
    <h1>Constraints</h1>
    <form class="card inline" onSubmit=${onOpen} aria-labelledby="open-quote">
      <h2 id="open-quote">Open a quote</h2>
      <${Field} label="Quote locator"
        >${(id: string) => html`<input id=${id} name="quote" required autocomplete="off" />`}<//
      >
      <button type="submit" disabled=${open.busy}>Show its constraints</button>
    </form>
    <${ProblemView} error=${open.error} />
    <${ProblemView} error=${evaluate.error} />
    ${
      loaded &&
      html`<p>
          Quote <code>${loaded.quote.locator}</code> (${loaded.quote.productName}), ${` starting ${loaded.quote.startTime ?? ''}.`}
        </p>
        ${Object.keys(loaded.map).length === 0 && html`<p class="muted">No field of this quote is constrained.</p>`}
        ${Object.entries(loaded.map).map(([element, fields]) => {
          const el = loaded.elements.get(element);
          return html`<fieldset class="card constraints">
            <legend>${el?.type ?? 'Element'} <code>${element}</code></legend>
            <table>
              <caption>
                Constrained fields of ${el?.type ?? element}
              </caption>
              <thead>
                <tr>
                  <th scope="col">Field</th>
                  <th scope="col">Value</th>
                  <th scope="col">Allowed values</th>
                  <th scope="col">From</th>
                </tr>
              </thead>
              <tbody>
                ${Object.entries(fields).map(([field, dep]) => {
                  const options = allowed[element]?.[field] ?? [];
                  const value = chosen[element]?.[field] ?? '';
                  return html`<tr>
                    <th scope="row">${field}</th>
                    <td>
                      <${Field} quiet=${true} label=${`${field} of ${el?.type ?? element}`}
                        >${(id: string) =>
                          html`<select
                            id=${id}
                            class=${options.includes(value) || !value ? '' : 'invalid'}
                            onChange=${(e: Event) =>
                              choose(element, field, (e.target as HTMLSelectElement).value)}
                          >
                            ${!options.includes(value) && html`<option value=${value} selected>${value || '(none)'}${value ? ' (not allowed)' : ''}</option>`}
                            ${options.map((o) => html`<option value=${o} selected=${o === value}>${o}</option>`)}
                          </select>`}<//
                      >
                    </td>
                    <td class="allowed" data-field=${field}>
                      ${options.join(', ') || html`<span class="muted">none</span>`}
                    </td>
                    <td>
                      <small
                        >${dep.table}.${dep.column}${Object.keys(dep.where).length ? ` where ${Object.keys(dep.where).join(', ')}` : ''}</small
                      >
                    </td>
                  </tr>`;
                })}
              </tbody>
            </table>
          </fieldset>`;
        })}`
    }
  </section>`;
}
