import * as OpenApiValidator from 'express-openapi-validator';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { describe, expect, it } from 'vitest';
import { SPEC_PATH } from '../contract-file.js';
import { captureBuiltSteps, direct, validator } from './validator.js';

const req = {} as Request;
const res = {} as Response;

describe("the validator's steps called directly once built", () => {
  it('goes through the step until it has built its work, then calls the work without the step', () => {
    const calls: string[] = [];
    const work: RequestHandler = (_q, _s, next) => {
      calls.push('work');
      next();
    };
    // What express-openapi-validator's instance and steps do: the step builds its work through
    // the instance on its first request, then hands every request to it.
    const oav: Record<string, unknown> = { requestValidationMiddleware: () => work };
    const built = captureBuiltSteps({ _oav: oav });
    let made: RequestHandler | undefined;
    const step = function requestMiddleware(q: Request, s: Response, next: NextFunction) {
      calls.push('step');
      made ??= (oav.requestValidationMiddleware as () => RequestHandler)();
      made(q, s, next);
    };
    const wrapped = direct(step, built);
    expect(wrapped.name).toBe('requestMiddleware');
    let nexts = 0;
    for (let i = 0; i < 3; i++) wrapped(req, res, () => nexts++);
    expect(calls).toEqual(['step', 'work', 'work', 'work']);
    expect(nexts).toBe(3);
  });

  it('leaves a step it knows no builder of as it is', () => {
    const step: RequestHandler = function securityMiddleware(_q, _s, next) {
      next();
    };
    expect(direct(step, new Map())).toBe(step);
  });

  it("captures the builders of express-openapi-validator's own steps", () => {
    // The speed-up depends on these internals (express-openapi-validator 5.x): if an upgrade
    // moves them, this fails instead of every request quietly taking the slow way again.
    const steps = validator({ specPath: SPEC_PATH, validateResponses: true, maxUploadBytes: 1024 });
    // (the multipart step is wrapped in one that reads only requests with a body)
    expect(steps.map((s) => s.name)).toEqual([
      'metadataMiddleware',
      '',
      'requestMiddleware',
      'responseMiddleware',
    ]);
    const oav = (OpenApiValidator.middleware as unknown as { _oav?: Record<string, unknown> })._oav!;
    for (const method of [
      'metadataMiddleware',
      'multipartMiddleware',
      'requestValidationMiddleware',
      'responseValidationMiddleware',
    ])
      expect(Object.hasOwn(oav, method), method).toBe(true);
  });
});
