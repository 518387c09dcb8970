// Which delivery targets a webhook may reach (docs/decisions.md §8, OWASP SSRF). A URL's host is
// normalised by the WHATWG URL parser first, so `127.1`, `2130706433`, `0177.0.0.1` and `0x7f.1`
// all arrive here as `127.0.0.1`; IPv4-mapped IPv6 addresses are judged as the IPv4 they carry.
import { lookup as dnsLookup } from 'node:dns';
import { isIP } from 'node:net';
import ipaddr from 'ipaddr.js';

/** Resolves a host name to every address it has (the shape of dns.lookup with `all: true`). */
export type Resolver = (host: string) => Promise<{ address: string; family: number }[]>;

export const systemResolver: Resolver = (host) =>
  new Promise((resolve, reject) => {
    dnsLookup(host, { all: true, verbatim: true }, (err, addresses) =>
      err ? reject(err) : resolve(addresses),
    );
  });

/** Ranges allowed only with INSUITE_WEBHOOK_ALLOW_PRIVATE; link-local and the rest never. */
const PRIVATE_RANGES = new Set(['private', 'loopback', 'uniqueLocal', 'unspecified', 'carrierGradeNat']);

export class RefusedTarget extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'RefusedTarget';
  }
}

/** Why `address` may not be reached ("127.0.0.1 is a loopback address"), or undefined when it may. */
export function addressRefusal(address: string, allowPrivate: boolean): string | undefined {
  if (!ipaddr.isValid(address)) return `"${address}" is not an IP address`;
  const ip = ipaddr.process(address);
  const range = ip.range();
  if (range === 'unicast') return undefined;
  if (PRIVATE_RANGES.has(range)) {
    if (allowPrivate) return undefined;
    return `${ip.toString()} is a ${range} address (allowed with INSUITE_WEBHOOK_ALLOW_PRIVATE=true)`;
  }
  return `${ip.toString()} is ${range === 'linkLocal' ? 'a link-local' : `a ${range}`} address`;
}

/** The URL a webhook may be given, or why not (shape only: scheme, user information, host). */
export function parseTarget(raw: string): URL | string {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return 'must be an absolute http or https URL';
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return 'must use http or https';
  if (url.username || url.password) return 'must not hold user information';
  if (!url.hostname) return 'must name a host';
  return url;
}

/** The URL's host without the brackets of an IPv6 literal. */
export const bareHost = (url: URL): string => url.hostname.replace(/^\[(.*)\]$/, '$1');

/**
 * The addresses `url` leads to, all of them allowed; throws RefusedTarget otherwise. A name is
 * refused when any of its addresses is, so that no answer order can lead to a refused one.
 */
export async function allowedAddresses(
  url: URL,
  opts: { allowPrivate: boolean; resolve: Resolver },
): Promise<{ address: string; family: number }[]> {
  const host = bareHost(url);
  const family = isIP(host);
  const addresses = family ? [{ address: host, family }] : await resolveOrRefuse(opts.resolve, host);
  if (addresses.length === 0) throw new RefusedTarget(`${host} has no address`);
  for (const a of addresses) {
    const why = addressRefusal(a.address, opts.allowPrivate);
    if (why)
      throw new RefusedTarget(family ? why : `${host} resolves to ${why.replace(' is ', ', which is ')}`);
  }
  return addresses;
}

async function resolveOrRefuse(resolve: Resolver, host: string) {
  try {
    return await resolve(host);
  } catch (err) {
    throw new RefusedTarget(`${host} does not resolve (${(err as NodeJS.ErrnoException).code ?? 'error'})`);
  }
}
