// The one place where requests are matched to operations and authenticated and authorised,
// before any body is parsed: 404/405 for unknown routes, 400 for a locator not in its one form
// (locators.ts) or a request carrying more than one credential, 401 without a valid token, 403 for a
// missing permission or a tenant the caller may not use (404 on /auth/tenants/{locator}), and 403
// for writes under a retired tenant. Handlers never repeat these checks; they find the tenant the
// gate resolved in `ctx.tenant`. Whether an operation writes comes from the contract (its declared
// permissions, see scripts/generate.ts), not from its HTTP method.
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { AppError, badRequest, forbidden, unauthenticated } from '../errors.js';
import type { Authenticator } from './authenticator.js';
import { canonicalLocators } from './locators.js';
import { matchRoute, type RouteMatch } from './routes.js';

export interface GateDeps {
  auth: Authenticator;
  /** Operations this server does not offer (the test controls where they are off): 404. */
  hidden?: ReadonlySet<string>;
  /**
   * Runs the rest of a request that names a tenant in that tenant's scope (a server made for
   * tests, where a tenant may have a clock of its own: test-controls/clock.ts).
   */
  scope?: <T>(tenantId: string, fn: () => T) => T;
}

/** Insuite token values (`ist_…`, `iso_…`), wherever a client might have put one. */
const TOKEN_VALUE = /is[to]_[A-Za-z0-9_-]{20,}/;

/**
 * Every Authorization header of the request (`headers` keeps only the first), read from the raw
 * headers: `headersDistinct` would build lists of all the request's headers for this one name.
 */
function authorizationHeaders(req: Request): string[] {
  const raw = req.rawHeaders as string[] | undefined;
  if (!raw) return req.headers.authorization === undefined ? [] : [req.headers.authorization];
  const found: string[] = [];
  for (let i = 0; i < raw.length; i += 2)
    if (raw[i]!.length === 13 && raw[i]!.toLowerCase() === 'authorization') found.push(raw[i + 1]!);
  return found;
}

/**
 * The bearer token of the request. Credentials come in exactly one place, one `Authorization`
 * header: a second header, an `access_token` query parameter or a token value in a cookie is
 * refused (400) rather than ignored, so that no two parts of a request can name different callers.
 */
function bearer(req: Request): string | undefined {
  const headers = authorizationHeaders(req);
  const problems: { location: string; message: string }[] = [];
  if (headers.length > 1)
    problems.push({ location: 'header.Authorization', message: 'must be sent once, not several times' });
  if (req.query && Object.hasOwn(req.query, 'access_token'))
    problems.push({
      location: 'query.access_token',
      message: 'tokens are accepted only in the Authorization header',
    });
  if (TOKEN_VALUE.test(req.headers.cookie ?? ''))
    problems.push({
      location: 'header.Cookie',
      message: 'tokens are accepted only in the Authorization header',
    });
  if (problems.length) throw badRequest('The request carries more than one credential', problems);
  const h = headers[0];
  if (!h) return undefined;
  const m = /^Bearer\s+(\S+)\s*$/i.exec(h);
  return m?.[1];
}

export function gate(deps: GateDeps): RequestHandler {
  // Not async: a public operation goes on in the same turn, without a promise of its own.
  return (req: Request, res: Response, next: NextFunction) => {
    const result = matchRoute(req.method, req.path);
    if (result.kind === 'not-found') throw new AppError(404, 'NOT_FOUND', `No operation at ${req.path}`);
    if (result.kind === 'method-not-allowed') {
      throw new AppError(
        405,
        'METHOD_NOT_ALLOWED',
        `${req.method} is not allowed on ${req.path}`,
        undefined,
        {
          Allow: result.allow.join(', '),
        },
      );
    }
    if (result.kind === 'bad-escape') {
      const what =
        result.why === 'nul' ? 'holds a NUL character (%00)' : 'is not valid percent-encoded UTF-8';
      throw badRequest(`The path parameter ${result.param} ${what}`, [
        { location: `path.${result.param}`, message: what },
      ]);
    }
    const match: RouteMatch = result.match;
    if (deps.hidden?.has(match.operationId))
      throw new AppError(404, 'NOT_FOUND', `No operation at ${req.path}`);
    res.locals.route = match;
    // HEAD is answered as GET from here on; Node already knows to send no body for it.
    if (req.method === 'HEAD') req.method = 'GET';
    const { info } = match;
    // Identifiers in one form (400 otherwise), before anything reads them.
    canonicalLocators(info.locators, match.params);
    const tenantId = info.tenantParam ? match.params[info.tenantParam] : undefined;
    if (deps.scope && tenantId !== undefined)
      return deps.scope(tenantId, () => (info.secured ? admit(deps, req, res, next, match) : next()));
    if (!info.secured) return next();
    return admit(deps, req, res, next, match);
  };
}

/** Authenticates and authorises the caller of a secured operation. */
async function admit(deps: GateDeps, req: Request, res: Response, next: NextFunction, match: RouteMatch) {
  const { info } = match;
  const token = bearer(req);
  if (!token) throw unauthenticated();
  const tenantId = info.tenantParam ? match.params[info.tenantParam] : undefined;

  // The token and the tenant of the path are read together (one round trip).
  const caller = await deps.auth.authenticate(token, tenantId);
  if (!caller)
    throw unauthenticated('The bearer token is unknown, expired or revoked, or its user is disabled');
  res.locals.caller = caller;

  const decision = await deps.auth.authorise(caller, {
    group: info.group,
    permissions: info.permissions,
    tenantId,
    tenantRecord: info.tenantParam === 'locator',
    write: info.access === 'write',
    userId: info.userParam ? match.params[info.userParam] : undefined,
    custom: info.custom ?? undefined,
  });
  if (decision.kind === 'forbidden') {
    const needed = info.permissions.map((p) => `${info.group}.${p}`).join(' or ');
    throw forbidden(`This operation needs ${needed}`);
  }
  if (decision.asSelf) res.locals.caller = { ...caller, asSelf: true };
  res.locals.tenant = decision.tenant;
  next();
}
