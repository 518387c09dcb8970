// The one place where requests are matched to operations and authenticated and authorised,
// before any body is parsed: 404/405 for unknown routes, 401 without a valid token, 403 for a
// missing permission or a tenant the caller may not use (404 on /auth/tenants/{locator}), and 403
// for writes under a retired tenant. Handlers never repeat these checks; they find the tenant the
// gate resolved in `ctx.tenant`. Whether an operation writes comes from the contract (its declared
// permissions, see scripts/generate.ts), not from its HTTP method.
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { AppError, badRequest, forbidden, unauthenticated } from '../errors.js';
import type { Authenticator } from './authenticator.js';
import { matchRoute, type RouteMatch } from './routes.js';

export interface GateDeps {
  auth: Authenticator;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function bearer(req: Request): string | undefined {
  const h = req.headers.authorization;
  if (!h) return undefined;
  const m = /^Bearer\s+(\S+)\s*$/i.exec(h);
  return m?.[1];
}

export function gate(deps: GateDeps): RequestHandler {
  return async (req: Request, res: Response, next: NextFunction) => {
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
    res.locals.route = match;
    // HEAD is answered as GET from here on; Node already knows to send no body for it.
    if (req.method === 'HEAD') req.method = 'GET';
    const { info } = match;
    if (!info.secured) return next();

    const token = bearer(req);
    if (!token) throw unauthenticated();
    let tenantId = info.tenantParam ? match.params[info.tenantParam] : undefined;
    // A malformed locator is left to the validator, which answers 400 naming the parameter.
    if (tenantId !== undefined && !UUID.test(tenantId)) tenantId = undefined;
    // Locators are stored lower-case; the handler sees the same normalised value.
    if (tenantId !== undefined) match.params[info.tenantParam!] = tenantId = tenantId.toLowerCase();

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
    });
    if (decision.kind === 'forbidden') {
      const needed = info.permissions.map((p) => `${info.group}.${p}`).join(' or ');
      throw forbidden(`This operation needs ${needed}`);
    }
    res.locals.tenant = decision.tenant;
    next();
  };
}
