import type { components } from '../../generated/openapi.js';

export type Problem = components['schemas']['Problem'];

/** Thrown for every non-2xx answer. `problem` is the RFC 9457 body when the server sent one. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  constructor(
    readonly status: number,
    readonly problem: Problem | undefined,
    readonly body: unknown,
    readonly requestId: string | undefined,
  ) {
    super(problem?.detail ? `${status} ${problem.code}: ${problem.detail}` : `HTTP ${status}`);
  }
  get code(): Problem['code'] | undefined {
    return this.problem?.code;
  }
}
