import {
  type ErrorRequestHandler,
  type NextFunction,
  type Request,
  type RequestHandler,
  type Response,
} from 'express';
import { describe, expect, it } from 'vitest';
import { pipeline } from './pipeline.js';

const req = {} as Request;
const res = {} as Response;

/** Runs the pipeline and resolves with what reached Express after it (or 'answered'). */
function run(steps: Parameters<typeof pipeline>[0], seen: string[]): Promise<unknown> {
  return new Promise((resolve) => {
    const answered =
      (name: string): RequestHandler =>
      () => {
        seen.push(name);
        resolve('answered');
      };
    pipeline([...steps, answered('end')])(req, res, ((err?: unknown) =>
      resolve(err ?? 'fell through')) as NextFunction);
  });
}

const fails =
  (message: string): RequestHandler =>
  (_q, _s, next) =>
    next(new Error(message));

const step =
  (name: string, seen: string[]): RequestHandler =>
  (_q, _s, next) => {
    seen.push(name);
    next();
  };
const onError =
  (name: string, seen: string[], handled: boolean): ErrorRequestHandler =>
  (err, _q, _s, next) => {
    seen.push(`${name}:${(err as Error).message}`);
    if (!handled) next(err);
  };

describe('pipeline', () => {
  it('runs the request steps in order and skips error steps while nothing failed', async () => {
    const seen: string[] = [];
    await run([step('a', seen), onError('e', seen, true), step('b', seen)], seen);
    expect(seen).toEqual(['a', 'b', 'end']);
  });

  it('sends a failure (next(err), a throw, a rejected promise) to the next error step only', async () => {
    for (const fail of [
      fails('x'),
      (() => {
        throw new Error('x');
      }) as RequestHandler,
      (async () => {
        await Promise.resolve();
        throw new Error('x');
      }) as RequestHandler,
    ]) {
      const seen: string[] = [];
      const out = await new Promise((resolve) => {
        const last: ErrorRequestHandler = (err, _q, _s, _next) => {
          seen.push(`e2:${(err as Error).message}`);
          resolve('handled');
        };
        pipeline([step('a', seen), fail, step('skipped', seen), onError('e1', seen, false), last])(
          req,
          res,
          resolve as NextFunction,
        );
      });
      expect(seen).toEqual(['a', 'e1:x', 'e2:x']);
      expect(out).toBe('handled'); // and nothing reached Express after it
    }
  });

  it('goes back to request steps when an error step calls next() and hands unhandled errors on', async () => {
    const seen: string[] = [];
    const recover: ErrorRequestHandler = (_e, _q, _s, next) => {
      seen.push('recovered');
      next();
    };
    await run([fails('x'), recover, step('b', seen)], seen);
    expect(seen).toEqual(['recovered', 'b', 'end']);

    const left: string[] = [];
    const out = await new Promise((resolve) =>
      pipeline([fails('y'), onError('e', left, false)])(req, res, resolve as NextFunction),
    );
    expect((out as Error).message).toBe('y');
  });
});
