import { ApiError } from '@insuite/client';

/** Resolves to the ApiError a call failed with; fails the test when the call succeeds. */
export const failure = (p: Promise<unknown>): Promise<ApiError> =>
  p.then(
    () => {
      throw new Error('expected the call to fail');
    },
    (e: unknown) => {
      if (!(e instanceof ApiError)) throw e;
      return e;
    },
  );
