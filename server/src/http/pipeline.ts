// The request path as one Express layer. Express's router walks its layers one by one for every
// request, and each layer costs a path match, a URL parse and a few closures; every step of this
// server applies to every path, so that work bought nothing. The steps run here in order with the
// router's rules: `next()` goes to the next request step, `next(err)` (or a throw, or a rejected
// promise) to the next error step (four parameters), and what is left over goes to Express
// (patches/express.ts hands every request to it without Express's router).
import type { ErrorRequestHandler, NextFunction, Request, RequestHandler, Response } from 'express';

export type Step = RequestHandler | ErrorRequestHandler;

export const isThenable = (v: unknown): v is PromiseLike<unknown> =>
  v !== null && typeof v === 'object' && typeof (v as { then?: unknown }).then === 'function';

export function pipeline(steps: readonly Step[]): RequestHandler {
  const list = [...steps];
  const handlesErrors = list.map((s) => s.length === 4);
  return (req: Request, res: Response, done: NextFunction) => {
    let i = 0;
    const next = (err?: unknown): void => {
      // 'route' and 'router' only mean something to Express routes, which there are none of here.
      const error = err === 'route' || err === 'router' ? undefined : err;
      while (i < list.length) {
        const k = i++;
        if (handlesErrors[k] !== !!error) continue;
        try {
          const ret = error
            ? (list[k] as ErrorRequestHandler)(error, req, res, next)
            : (list[k] as RequestHandler)(req, res, next);
          if (isThenable(ret)) ret.then(undefined, (e: unknown) => next(e ?? new Error('Rejected promise')));
        } catch (e) {
          next(e ?? new Error('Thrown without a value'));
        }
        return;
      }
      done(error);
    };
    next();
  };
}
