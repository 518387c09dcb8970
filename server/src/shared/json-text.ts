// A reply body already serialised. An answer made mostly of parts that are kept (a table version's
// answers) can be written from the kept text of each part instead of serialising the whole answer
// on every request; JSON.stringify of a large answer is otherwise the largest cost of the request.

/** The JSON text of a value of type T. Dispatch writes `text` as it is. */
export class JsonText<T> {
  declare private readonly brand: T;
  constructor(readonly text: string) {}
}

/**
 * The JSON text of `value` (an array or object that is never changed), made on first use and kept
 * as long as the value is: WeakMap keys do not keep a value alive.
 */
export function keptJson(value: object, kept: WeakMap<object, string>): string {
  let text = kept.get(value);
  if (text === undefined) kept.set(value, (text = JSON.stringify(value)));
  return text;
}
