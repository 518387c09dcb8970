// Generated from openapi.yaml by scripts/generate.ts. Do not edit; run `npm run generate`.
// The codes each error status may carry, from x-codes-by-status on the Problem's code: the usual
// code first, the one sent when nothing more specific applies.
export const CODES_BY_STATUS = {
  400: ['VALIDATION_FAILED'],
  401: ['UNAUTHENTICATED'],
  403: ['FORBIDDEN', 'PRECONDITION_FAILED'],
  404: ['NOT_FOUND'],
  405: ['METHOD_NOT_ALLOWED'],
  409: ['CONFLICT'],
  413: ['PAYLOAD_TOO_LARGE'],
  415: ['UNSUPPORTED_MEDIA_TYPE'],
  422: ['UNPROCESSABLE'],
  429: ['RATE_LIMITED'],
  500: ['INTERNAL'],
  501: ['NOT_IMPLEMENTED'],
  503: ['SERVICE_UNAVAILABLE'],
} as const;

/** Every status a Problem is sent with. */
export type ErrorStatus = keyof typeof CODES_BY_STATUS;
/** Every code a Problem carries. */
export type ErrorCode = (typeof CODES_BY_STATUS)[ErrorStatus][number];
/** The codes status S may carry; any code for a status not known until run time. */
export type CodeOf<S extends number> = S extends ErrorStatus ? (typeof CODES_BY_STATUS)[S][number] : ErrorCode;
