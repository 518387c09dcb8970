// What a template syntax check reports, apart from the parsers (template-syntax.ts), which run on
// worker threads: the main thread reads the reports and never loads a parser.

export type TemplateFormat = 'liquid' | 'velocity';

export interface SyntaxProblem {
  line?: number;
  column?: number;
  message: string;
}

export const describeProblem = (p: SyntaxProblem): string =>
  p.line !== undefined
    ? `line ${p.line}${p.column !== undefined ? `, column ${p.column}` : ''}: ${p.message}`
    : p.message;
