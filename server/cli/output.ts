// How the CLI reports: a human line on stdout, or with --json one JSON document; failures on
// stderr with an exit code scripts can test.
import { ApiError, NetworkError } from '@insuite/client';

export const EXIT = {
  ok: 0,
  /** The server refused the request (any 4xx or 5xx answer). */
  refused: 1,
  /** Bad arguments or files: nothing was sent. */
  usage: 2,
  /** No answer: the server could not be reached or timed out. */
  unreachable: 3,
} as const;

/** A mistake in the arguments or the files given, found before anything was sent. */
export class UsageError extends Error {
  /** `details`: more for --json output (the candidates of an ambiguous name, say). */
  constructor(
    message: string,
    readonly details?: Record<string, unknown>,
  ) {
    super(message);
  }
}

export interface Out {
  json: boolean;
  /** Prints the result: JSON when --json, else the human text. */
  result(data: unknown, human: string): void;
  /** A progress or status line (stderr, never in --json output). */
  note(line: string): void;
  /** Each warning the server returned, as `warning: …` on stderr (with --json it is in the result). */
  warnings(list: readonly string[] | undefined): void;
}

export function output(json: boolean): Out {
  return {
    json,
    result(data, human) {
      process.stdout.write(json ? `${JSON.stringify(data, null, 2)}\n` : `${human}\n`);
    },
    note(line) {
      if (!json) process.stderr.write(`${line}\n`);
    },
    warnings(list) {
      if (!json) for (const w of list ?? []) process.stderr.write(`warning: ${w}\n`);
    },
  };
}

/** Columns padded to their widest line; a cell of several lines (wrapped) takes as many rows. */
export function table(headers: readonly string[], rows: readonly (readonly string[])[]): string {
  const linesOf = (c: string | undefined) => (c ?? '').split('\n');
  const widths = headers.map((h, i) =>
    Math.max(h.length, ...rows.flatMap((r) => linesOf(r[i]).map((l) => l.length))),
  );
  const line = (cells: readonly string[]) =>
    cells
      .map((c, i) => (i === cells.length - 1 ? c : c.padEnd(widths[i]!)))
      .join('  ')
      .trimEnd();
  const row = (cells: readonly string[]) => {
    const split = cells.map(linesOf);
    const height = Math.max(...split.map((l) => l.length));
    return Array.from({ length: height }, (_, k) => line(split.map((l) => l[k] ?? ''))).join('\n');
  };
  return [line(headers), line(widths.map((w) => '-'.repeat(w))), ...rows.map(row)].join('\n');
}

/** `items` joined by ", " in lines of at most `width` characters (an item longer stays whole). */
export function wrapped(items: readonly string[], width = 60): string {
  const lines: string[] = [];
  let current = '';
  for (const item of items) {
    const next = current ? `${current}, ${item}` : item;
    if (current && next.length > width) {
      lines.push(`${current},`);
      current = item;
    } else current = next;
  }
  if (current) lines.push(current);
  return lines.join('\n');
}

/** `n thing` or `n things`. */
export const plural = (n: number, one: string, many = `${one}s`): string => `${n} ${n === 1 ? one : many}`;

/** An expiry time as people read it: "never" for the far end of time a token that never expires has. */
export const expiry = (iso: string | undefined): string =>
  !iso ? '-' : iso.startsWith('9999-') ? 'never' : iso;

/** Writes the failure and returns the exit code for it. */
export function report(err: unknown, json: boolean): number {
  if (err instanceof ApiError) {
    if (json) {
      process.stderr.write(
        `${JSON.stringify({ error: { status: err.status, code: err.code, detail: err.problem?.detail, errors: err.errors, requestId: err.requestId } }, null, 2)}\n`,
      );
    } else {
      process.stderr.write(`insuite: ${err.message}\n`);
      if (err.errors.length) {
        process.stderr.write(
          `${table(
            ['Where', 'Problem'],
            err.errors.map((e) => [
              e.location ?? '',
              e.severity === 'warning' ? `warning: ${e.message}` : (e.message ?? ''),
            ]),
          )}\n`,
        );
      }
      if (err.requestId) process.stderr.write(`(request ${err.requestId})\n`);
    }
    return EXIT.refused;
  }
  if (err instanceof NetworkError) {
    const message = `cannot reach the server: ${err.message}`;
    process.stderr.write(json ? `${JSON.stringify({ error: { message } })}\n` : `insuite: ${message}\n`);
    return EXIT.unreachable;
  }
  if (err instanceof UsageError) {
    process.stderr.write(
      json
        ? `${JSON.stringify({ error: { message: err.message, ...err.details } })}\n`
        : `insuite: ${err.message}\n`,
    );
    return EXIT.usage;
  }
  throw err;
}

/** A one-line progress bar on stderr for uploads, redrawn in place. */
export function progressBar(label: string, total: number): (done: number) => void {
  let last = -1;
  return (done) => {
    const exact = total ? Math.min(100, Math.floor((done / total) * 100)) : 100;
    // Without a terminal each line stays in the log: one per tenth is enough.
    const pct = process.stderr.isTTY || exact === 100 ? exact : exact - (exact % 10);
    if (pct === last) return;
    last = pct;
    const width = 30;
    const filled = Math.round((pct / 100) * width);
    const bar = `[${'#'.repeat(filled)}${'.'.repeat(width - filled)}] ${String(pct).padStart(3)}% ${label}`;
    process.stderr.write(process.stderr.isTTY ? `\r${bar}` : `${bar}\n`);
    if (pct === 100 && process.stderr.isTTY) process.stderr.write('\n');
  };
}
