import { describe, expect, it } from 'vitest';
import { dispatch, isImplemented, notImplemented } from './dispatch.js';

describe('notImplemented', () => {
  // Every operation of the contract is built; this is how one that is not would answer.
  it('registers an operation as not built: it answers 501 naming it, and ops:status lists it', async () => {
    const handler = notImplemented('fetchEvent');
    expect(isImplemented(handler)).toBe(false);
    expect(isImplemented(async () => ({ status: 200 }))).toBe(true);
    await expect(handler({} as never)).rejects.toMatchObject({
      status: 501,
      code: 'NOT_IMPLEMENTED',
      message: 'fetchEvent is not implemented yet',
    });
  });
});

describe('dispatch', () => {
  /** A response that records what is set on it and what it is ended with. */
  function response() {
    const headers: Record<string, unknown> = {};
    const ended: string[] = [];
    const res = {
      statusCode: 0,
      locals: {
        route: { operationId: 'getHealth', params: {}, info: { deprecated: false, response: 'json' } },
      },
      setHeader: (name: string, value: unknown) => void (headers[name.toLowerCase()] = value),
      end: (text: string) => void ended.push(text),
    };
    return { res, headers, ended };
  }
  const req = { query: {}, headers: {} };
  const run = (handler: () => unknown, res: unknown) =>
    (dispatch({ getHealth: handler } as never, { validateResponses: false }) as (...a: unknown[]) => unknown)(
      req,
      res,
      () => undefined,
    );

  it('writes a reply the handler gives at once before it returns, with no promise', async () => {
    const { res, headers, ended } = response();
    const returned = run(() => ({ status: 200, body: { status: 'ok' } }), res);
    expect(returned).toBeUndefined();
    expect(res.statusCode).toBe(200);
    expect(headers['content-length']).toBe(15);
    await new Promise((r) => setImmediate(r));
    expect(ended).toEqual(['{"status":"ok"}']);
  });

  it('returns the promise of a handler that answers later, written when it resolves', async () => {
    const { res, ended } = response();
    const returned = run(async () => ({ status: 200, body: { status: 'later' } }), res);
    expect(returned).toBeInstanceOf(Promise);
    expect(res.statusCode).toBe(0);
    await returned;
    await new Promise((r) => setImmediate(r));
    expect(ended).toEqual(['{"status":"later"}']);
  });

  it('lets a handler failure reach the pipeline: thrown at once, or as the promise rejected', async () => {
    const { res } = response();
    expect(() =>
      run(() => {
        throw new Error('at once');
      }, res),
    ).toThrow('at once');
    await expect(run(async () => Promise.reject(new Error('later')), res)).rejects.toThrow('later');
  });
});
