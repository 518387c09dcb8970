import { describe, expect, it } from 'vitest';
import { isImplemented, notImplemented } from './dispatch.js';

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
