// The body parsers as one step: a request without a body (most reads) passes by once instead of
// going through each parser in turn; one with a body goes through them in order, each taking only
// its own media types.
import type { NextFunction, Request, RequestHandler, Response } from 'express';

/** Whether the request carries a body at all (type-is's test, which each parser makes first). */
export const hasBody = (req: Request): boolean =>
  req.headers['transfer-encoding'] !== undefined || !isNaN(Number(req.headers['content-length']));

export function parsers(steps: readonly RequestHandler[]): RequestHandler {
  return (req: Request, res: Response, next: NextFunction) => {
    if (!hasBody(req)) return next();
    let i = 0;
    const step = (err?: unknown): void => {
      if (err) return next(err);
      const parse = steps[i++];
      if (!parse) return next();
      void parse(req, res, step);
    };
    step();
  };
}
