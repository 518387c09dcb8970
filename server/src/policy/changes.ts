// setData/removeData as every update request carries them.
import { badRequest } from '../errors.js';

type Data = Record<string, unknown>;

/** The data after removing the keys of `remove` and setting those of `set`; a key in both: 400. */
export function applyDataChange(
  data: Data,
  set: Data | undefined,
  remove: Data | undefined,
  at: string,
): Data {
  const both = Object.keys(set ?? {}).filter((k) => Object.hasOwn(remove ?? {}, k));
  if (both.length) {
    throw badRequest(
      `${at}: a field cannot be both set and removed`,
      both.map((k) => ({ location: `${at}.removeData.${k}`, message: 'also named in setData' })),
    );
  }
  // Without a prototype, a key such as "__proto__" stays a key and is refused as undeclared.
  const out = Object.assign(Object.create(null) as Data, data);
  for (const k of Object.keys(remove ?? {})) delete out[k];
  return Object.assign(out, set);
}
