// Cross-origin requests from the origins listed in INSUITE_CORS_ORIGINS (none by default), so a
// browser app on another origin can call the server. Tokens travel in the Authorization header,
// never in cookies, so credentials are not allowed. Placed before the gate: a preflight carries no
// token, and its answer must not depend on the operation's permissions.
import type { RequestHandler } from 'express';

const METHODS = 'GET, HEAD, POST, PUT, PATCH, DELETE';
const REQUEST_HEADERS = 'Authorization, Content-Type, Accept, X-Request-Id';
// Headers a script may read from an answer besides the safe-listed ones.
const EXPOSED = 'X-Request-Id, Retry-After, Deprecation, Allow, Content-Disposition, Content-Length';

export function cors(origins: readonly string[]): RequestHandler {
  const allowed = new Set(origins);
  return (req, res, next) => {
    if (!allowed.size) return next();
    res.vary('Origin');
    const origin = req.headers.origin;
    if (!origin || !allowed.has(origin)) return next();
    res.setHeader('Access-Control-Allow-Origin', origin);
    res.setHeader('Access-Control-Expose-Headers', EXPOSED);
    if (req.method === 'OPTIONS' && req.headers['access-control-request-method']) {
      res.setHeader('Access-Control-Allow-Methods', METHODS);
      res.setHeader('Access-Control-Allow-Headers', REQUEST_HEADERS);
      res.setHeader('Access-Control-Max-Age', '600');
      res.status(204).end();
      return;
    }
    next();
  };
}
