import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { describe, expect, it } from 'vitest';
import { operations } from '../../../generated/operations.js';
import { contractChecks, declaresNothing } from './checks.js';
import { matchRoute, type RouteMatch } from './routes.js';

function route(method: string, path: string): RouteMatch {
  const r = matchRoute(method, path);
  if (r.kind !== 'match') throw new Error(`no route for ${method} ${path}`);
  return r.match;
}

/** Which group of steps a request goes through, by the names of the steps that ran. */
function through(url: string, headers: Record<string, string> = {}, method = 'GET'): string[] {
  const ran: string[] = [];
  const step =
    (name: string): RequestHandler =>
    (_q, _s, next) => {
      ran.push(name);
      next();
    };
  const req = { url, method, headers } as unknown as Request;
  const res = { locals: { route: route(method, url.split('?')[0]!) } } as unknown as Response;
  contractChecks([step('body'), step('validator')], [step('response')])(req, res, (() =>
    ran.push('next')) as NextFunction);
  return ran;
}

describe('contract checks', () => {
  it('knows the operations that declare no parameter and no body', () => {
    const none = Object.entries(operations)
      .filter(([, info]) => declaresNothing(info))
      .map(([id]) => id);
    expect(none).toEqual(
      expect.arrayContaining(['getHealth', 'getReadiness', 'fetchMyUserDetails', 'getRoot']),
    );
    for (const id of [
      'fetchResourceGroup',
      'fetchResourceGroups',
      'createTenant',
      'updatePasswordPolicy',
    ] as const)
      expect(declaresNothing(operations[id]), id).toBe(false);
  });

  it('are passed by a request with nothing to check, which still gets the rest (the response checks)', () => {
    expect(through('/healthz')).toEqual(['response', 'next']);
    expect(through('/auth/users/whoami')).toEqual(['response', 'next']);
  });

  it('run whole for a query string, a body, or an operation with parameters', () => {
    expect(through('/healthz?probe=1')).toEqual(['body', 'validator', 'next']);
    expect(through('/healthz?')).toEqual(['body', 'validator', 'next']);
    expect(through('/healthz', { 'content-length': '3' })).toEqual(['body', 'validator', 'next']);
    expect(through('/healthz', { 'transfer-encoding': 'chunked' })).toEqual(['body', 'validator', 'next']);
    expect(through('/auth/users/list')).toEqual(['body', 'validator', 'next']);
  });

  it('with nothing left to run for such a request, go straight on', () => {
    const req = { url: '/healthz', method: 'GET', headers: {} } as unknown as Request;
    const res = { locals: { route: route('GET', '/healthz') } } as unknown as Response;
    let full = false;
    let next = false;
    contractChecks(
      [
        () => {
          full = true;
        },
      ],
      [],
    )(req, res, (() => (next = true)) as NextFunction);
    expect({ full, next }).toEqual({ full: false, next: true });
  });
});
