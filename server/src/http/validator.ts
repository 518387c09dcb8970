import * as OpenApiValidator from 'express-openapi-validator';
import type { RequestHandler } from 'express';
import { cacheRouteMatchers } from './route-matcher-cache.js';
import { useGateRoute } from './validator-route.js';

export interface ValidatorOptions {
  specPath: string;
  validateResponses: boolean;
  maxUploadBytes: number;
}

// Validates every request (and, in tests and development, every JSON response) against
// openapi.yaml. Security is not checked here: the gate did that before any body was read.
export function validator(opts: ValidatorOptions): RequestHandler[] {
  cacheRouteMatchers();
  useGateRoute();
  const steps = OpenApiValidator.middleware({
    apiSpec: opts.specPath,
    // Every problem of a request is reported at once; bodies are capped (1 MB JSON), which bounds
    // the cost AJV warns about for allErrors on untrusted input.
    validateRequests: { allowUnknownQueryParameters: false, coerceTypes: false, allErrors: true },
    validateResponses: opts.validateResponses ? { removeAdditional: false } : false,
    validateSecurity: false,
    validateFormats: true,
    formats: { ulid: /^[0-9A-HJKMNP-TV-Z]{26}$/ },
    ignoreUndocumented: false,
    fileUploader: { limits: { fileSize: opts.maxUploadBytes, files: 2, fields: 10 } },
  }) as unknown as RequestHandler[];
  // With validateSecurity off its security step only passes the request on (after a promise
  // hop): the gate has done that work.
  return steps.filter((step) => step.name !== 'securityMiddleware');
}
