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
export class UsageError extends Error {}

export interface Out {
  json: boolean;
  /** Prints the result: JSON when --json, else the human text. */
  result(data: unknown, human: string): void;
  /** A progress or status line (stderr, never in --json output). */
  note(line: string): void;
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
  };
}

/** Columns padded to their widest cell. */
export function table(headers: readonly string[], rows: readonly (readonly string[])[]): string {
  const widths = headers.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
  const line = (cells: readonly string[]) =>
    cells.map((c, i) => (i === cells.length - 1 ? c : c.padEnd(widths[i]!))).join('  ');
  return [line(headers), line(widths.map((w) => '-'.repeat(w))), ...rows.map(line)].join('\n');
}

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
            err.errors.map((e) => [e.location ?? '', e.message ?? '']),
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
      json ? `${JSON.stringify({ error: { message: err.message } })}\n` : `insuite: ${err.message}\n`,
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
