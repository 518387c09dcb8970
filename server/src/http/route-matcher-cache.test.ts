import { describe, expect, it } from 'vitest';
import { cacheRouteMatchers } from './route-matcher-cache.js';

describe('cacheRouteMatchers', () => {
  it('makes the module the validator uses return one compiled matcher per path and options', () => {
    const mod = cacheRouteMatchers();
    const a = mod.pathToRegexp('/resource/:tenantLocator/groups/list', { sensitive: false, strict: false });
    const b = mod.pathToRegexp('/resource/:tenantLocator/groups/list', { sensitive: false, strict: false });
    const c = mod.pathToRegexp('/resource/:tenantLocator/groups/list', { sensitive: true, strict: false });
    expect(a).toBe(b);
    expect(c).not.toBe(a);
    expect(cacheRouteMatchers()).toBe(mod); // applied once
    const { regexp, keys } = a as { regexp: RegExp; keys: { name: string }[] };
    expect(regexp.exec('/resource/abc/groups/list')?.[1]).toBe('abc');
    expect(regexp.exec('/resource/abc/groups/list')?.[1]).toBe('abc'); // no lastIndex state
    expect(keys.map((k) => k.name)).toEqual(['tenantLocator']);
  });
});
