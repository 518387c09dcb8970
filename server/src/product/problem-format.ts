// How problems of a configuration are shown to the people who write it: one line each as text
// (`territory-rates.csv:14: error: tables.TerritoryRates: …`), one JSON document for scripts, or
// GitHub workflow annotations that mark the file and line in a pull request.
import type { ConfigProblem, Severity } from './validate-config.js';

export const PROBLEM_FORMATS = ['text', 'json', 'github'] as const;
export type ProblemFormat = (typeof PROBLEM_FORMATS)[number];

export const severityOf = (p: ConfigProblem): Severity => p.severity ?? 'error';

/** A configuration is valid when no problem is an error; warnings are allowed. */
export const isValid = (problems: readonly ConfigProblem[]): boolean =>
  problems.every((p) => severityOf(p) !== 'error');

export interface ProblemReport {
  valid: boolean;
  problems: { path: string; message: string; severity: Severity; file?: string; line?: number }[];
}

/** The `--json` document: every problem with its severity spelled out. */
export function problemReport(problems: readonly ConfigProblem[]): ProblemReport {
  return {
    valid: isValid(problems),
    problems: problems.map((p) => ({
      path: p.path,
      message: p.message,
      severity: severityOf(p),
      ...(p.file !== undefined ? { file: p.file } : {}),
      ...(p.line !== undefined ? { line: p.line } : {}),
    })),
  };
}

/** `file:line: severity: path: message`, the file part left out when no file is known. */
export function problemLine(p: ConfigProblem): string {
  // A path that is itself the place (`plugins/index.ts:5:26`) is said once, with its column.
  const place = /^(.+):(\d+):(\d+)$/.exec(p.path);
  if (place && p.file !== undefined && p.file.endsWith(place[1]!) && Number(place[2]) === p.line)
    return `${p.file}:${place[2]}:${place[3]}: ${severityOf(p)}: ${oneLine(p.message)}`;
  const where = p.file === undefined ? '' : p.line === undefined ? `${p.file}: ` : `${p.file}:${p.line}: `;
  const path = p.path ? `${p.path}: ` : '';
  return `${where}${severityOf(p)}: ${path}${oneLine(p.message)}`;
}

/** `2 errors, 1 warning`, or `no problems`. */
export function problemSummary(problems: readonly ConfigProblem[]): string {
  const errors = problems.filter((p) => severityOf(p) === 'error').length;
  const warnings = problems.length - errors;
  if (!problems.length) return 'no problems';
  const count = (n: number, what: string) => `${n} ${what}${n === 1 ? '' : 's'}`;
  return [errors ? count(errors, 'error') : '', warnings ? count(warnings, 'warning') : '']
    .filter(Boolean)
    .join(', ');
}

const oneLine = (s: string) => s.replace(/\r?\n|\r/g, ' ');

// Workflow commands: the message escapes %, CR and LF; a property value also : and ,.
const escapeData = (s: string) => s.replaceAll('%', '%25').replaceAll('\r', '%0D').replaceAll('\n', '%0A');
const escapeProperty = (s: string) => escapeData(s).replaceAll(':', '%3A').replaceAll(',', '%2C');

/** `::error file=…,line=…,title=…::message`: the path is the title, the file and line the place. */
export function githubAnnotation(p: ConfigProblem): string {
  const props = [
    p.file !== undefined ? `file=${escapeProperty(p.file)}` : '',
    p.file !== undefined && p.line !== undefined ? `line=${p.line}` : '',
    p.path ? `title=${escapeProperty(p.path)}` : '',
  ].filter(Boolean);
  const message = p.path ? `${p.path}: ${p.message}` : p.message;
  return `::${severityOf(p)}${props.length ? ` ${props.join(',')}` : ''}::${escapeData(message)}`;
}

/**
 * The whole output for `problems` in a format, ending with a line break: text is a line per
 * problem and a summary line, json one document, github one annotation per problem.
 */
export function formatProblems(problems: readonly ConfigProblem[], format: ProblemFormat): string {
  switch (format) {
    case 'json':
      return `${JSON.stringify(problemReport(problems), null, 2)}\n`;
    case 'github':
      return problems.map((p) => `${githubAnnotation(p)}\n`).join('');
    case 'text': {
      const verdict = isValid(problems) ? 'valid' : 'not valid';
      return [...problems.map(problemLine), `${verdict}: ${problemSummary(problems)}`].join('\n') + '\n';
    }
  }
}
