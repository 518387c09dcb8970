import type * as OpenApiValidator from 'express-openapi-validator';
import type { ErrorRequestHandler, RequestHandler } from 'express';
import { contractJson } from '../contract-file.js';
import { badRequest } from '../errors.js';
import { ULID_FORM } from '../util.js';
import { readsBody } from './parsers.js';
import {
  buildRequestChecksWithoutPaths,
  buildResponseChecksWhenUsed,
  compileSpecCheckWhenUsed,
  resolveReferencesWithoutCompiling,
  takeSelfContainedContractAsItIs,
  useGateRoute,
  validatorTakingItsOwnContract,
} from '../patches/openapi-validator.js';
import type { RouteMatch } from './routes.js';

type ApiSpec = Parameters<typeof OpenApiValidator.middleware>[0]['apiSpec'];

export interface ValidatorOptions {
  specPath: string;
  validateResponses: boolean;
  maxUploadBytes: number;
}

// Validates every request (and, in tests and development, every JSON response) against
// openapi.yaml. Security is not checked here: the gate did that before any body was read.
export function validator(opts: ValidatorOptions): RequestHandler[] {
  useGateRoute();
  resolveReferencesWithoutCompiling();
  compileSpecCheckWhenUsed();
  buildRequestChecksWithoutPaths();
  buildResponseChecksWhenUsed();
  takeSelfContainedContractAsItIs();
  const steps = validatorTakingItsOwnContract({
    // The package's JSON copy when there is one: the same contract, with no YAML to parse.
    apiSpec: (contractJson() as ApiSpec | undefined) ?? opts.specPath,
    // The contract is checked against the OpenAPI schema when it is written (npm run lint:spec),
    // not again by every process that starts.
    validateApiSpec: false,
    // Every problem of a request is reported at once; bodies are capped (1 MB JSON), which bounds
    // the cost AJV warns about for allErrors on untrusted input.
    validateRequests: { allowUnknownQueryParameters: false, coerceTypes: false, allErrors: true },
    validateResponses: opts.validateResponses ? { removeAdditional: false } : false,
    validateSecurity: false,
    validateFormats: true,
    formats: { ulid: ULID_FORM },
    ignoreUndocumented: false,
    fileUploader: { limits: { fileSize: opts.maxUploadBytes, files: 2, fields: 10 } },
  } satisfies Parameters<typeof OpenApiValidator.middleware>[0]);
  // These steps have nothing to do here. Security:
  // off (the gate did it). Path parameters: it installs app.param hooks, which only apply to
  // Express routes with parameters (dispatch is not one). Multipart: a request without a body
  // has no parts.
  return steps
    .filter((step) => step.name !== 'securityMiddleware' && step.name !== 'pathParamsMiddleware')
    .map((step) =>
      step.name === 'multipartMiddleware'
        ? (req, res, next) =>
            readsBody(req, res) ? step(req, res, (err?: unknown) => next(multipartProblem(err))) : next()
        : step,
    );
}

/**
 * Of the validator's steps, those that still apply to a request with nothing to check
 * (checks.ts): the route's metadata and the response checks, when responses are validated.
 */
export const responseSteps = (steps: readonly RequestHandler[]): RequestHandler[] =>
  steps.some((s) => s.name === 'responseMiddleware')
    ? steps.filter((s) => s.name === 'metadataMiddleware' || s.name === 'responseMiddleware')
    : [];

/**
 * The validator turns what the multipart parser (busboy, through multer) finds wrong with a body
 * it cannot read (`Unexpected end of form`, `Malformed part header`, a missing boundary) into a
 * 500; every one of those is the caller's body, so it answers 400 saying so.
 */
export function multipartProblem(err: unknown): unknown {
  if (err === undefined || err === null) return err;
  const e = err as { status?: number; message?: string };
  if (e.status !== undefined && e.status < 500) return err;
  const why = (e.message ?? 'it could not be read').replace(/\.$/, '');
  return badRequest(`The multipart body is malformed: ${why}`, [
    { location: 'body', message: `is not a readable multipart/form-data body (${why})` },
  ]);
}

/**
 * A configuration (an operation whose body class is `config-zip`) is checked whole by its
 * deploy, which reports the schema's findings and the semantic ones in one round, for JSON and
 * ZIP alike. So when the validator's only findings are about such a body, the request goes on
 * to the handler; anything about its parameters or media type still answers here.
 */
export const configurationBodiesToDeploy: ErrorRequestHandler = (err, _req, res, next) => {
  const route = res.locals.route as RouteMatch | undefined;
  const e = err as { status?: number; errors?: { path?: string }[] };
  const onlyBody =
    e.status === 400 && !!e.errors?.length && e.errors.every((x) => /^\/?body\//.test(x.path ?? ''));
  if (route?.info.bodyLimit === 'config-zip' && onlyBody) {
    next();
    return;
  }
  next(err);
};
