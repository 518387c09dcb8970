// The error codes of the contract: the Problem's `code` enum and, in its `x-codes-by-status`, the
// codes each error status may carry. The server's table (generated/error-codes.ts) and the SDK's
// `ErrorCodeByStatus` are both written from it, so the two sides cannot disagree.
import type { Operation, Spec } from '../contract-model.js';

/** Each error status with its codes, the usual one first; checked against the enum and the operations. */
export function codesByStatus(spec: Spec, operations: Operation[]): [number, string[]][] {
  const code = spec.components.schemas.Problem?.properties?.code;
  const table = code?.['x-codes-by-status'];
  if (!code?.enum || !table) throw new Error('Problem.code needs an enum and x-codes-by-status');
  const known = new Set(code.enum.map(String));
  const listed = new Set<string>();
  const rows = Object.entries(table).map(([status, codes]): [number, string[]] => {
    if (!/^[45]\d\d$/.test(status)) throw new Error(`x-codes-by-status: ${status} is not an error status`);
    if (!codes.length) throw new Error(`x-codes-by-status: ${status} lists no code`);
    for (const c of codes) {
      if (!known.has(c))
        throw new Error(`x-codes-by-status: ${c} (${status}) is not in the Problem code enum`);
      listed.add(c);
    }
    return [Number(status), codes];
  });
  for (const c of known)
    if (!listed.has(c)) throw new Error(`Problem code ${c} has no status in x-codes-by-status`);
  for (const op of operations) {
    for (const s of Object.keys(op.responses).filter((r) => /^[45]\d\d$/.test(r)))
      if (!(s in table)) throw new Error(`${op.operationId}: no code for status ${s}`);
  }
  return rows.sort(([a], [b]) => a - b);
}

const union = (codes: string[]) => codes.map((c) => `'${c}'`).join(' | ');

/** The server's table: a status's codes, and the type that makes a stray pairing fail to compile. */
export function errorCodesFile(rows: [number, string[]][], header: string): string {
  return (
    header +
    `// The codes each error status may carry, from x-codes-by-status on the Problem's code: the usual
// code first, the one sent when nothing more specific applies.
export const CODES_BY_STATUS = {
${rows.map(([s, codes]) => `  ${s}: [${codes.map((c) => `'${c}'`).join(', ')}],`).join('\n')}
} as const;

/** Every status a Problem is sent with. */
export type ErrorStatus = keyof typeof CODES_BY_STATUS;
/** Every code a Problem carries. */
export type ErrorCode = (typeof CODES_BY_STATUS)[ErrorStatus][number];
/** The codes status S may carry; any code for a status not known until run time. */
export type CodeOf<S extends number> = S extends ErrorStatus ? (typeof CODES_BY_STATUS)[S][number] : ErrorCode;
`
  );
}

/** The SDK's \`ErrorCodeByStatus\` interface. */
export function errorCodeInterface(rows: [number, string[]][]): string {
  return `/** The Problem \`code\`s each error status may carry. */
export interface ErrorCodeByStatus {
${rows.map(([s, codes]) => `  ${s}: ${union(codes)};`).join('\n')}
}
`;
}
