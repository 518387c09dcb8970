// The contract's table of error codes holds every Problem the server builds: a code its status does
// not carry fails to compile (`npm run typecheck` compiles this file, so each @ts-expect-error fails
// the check if the pairing under it ever compiles).
import { describe, expect, it } from 'vitest';
import { CODES_BY_STATUS } from '../../generated/error-codes.js';
import { AppError, forbidden, preconditionFailed } from './errors.js';
import { sendProblem } from './http/problem.js';

// Never called: each statement only has to compile (or, under @ts-expect-error, not compile).
function compileOnly() {
  // @ts-expect-error 403 does not carry NOT_FOUND
  void new AppError(403, 'NOT_FOUND', 'x');
  // @ts-expect-error PRECONDITION_FAILED goes with 403, not 412
  void new AppError(412, 'PRECONDITION_FAILED', 'x');
  // @ts-expect-error a code the contract does not know
  void new AppError(400, 'BAD', 'x');
  // @ts-expect-error 404 does not carry CONFLICT
  sendProblem(undefined as never, 404, 'CONFLICT', 'x');
  void new AppError(403, 'PRECONDITION_FAILED', 'x');
}
void compileOnly;

describe('error codes', () => {
  it('send each factory code under a status the contract gives it', () => {
    for (const e of [forbidden('x'), preconditionFailed('x')]) {
      expect(e.status).toBe(403);
      expect(CODES_BY_STATUS[e.status]).toContain(e.code);
    }
    expect(preconditionFailed('x').code).toBe('PRECONDITION_FAILED');
  });
});
