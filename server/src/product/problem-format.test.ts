import { describe, expect, it } from 'vitest';
import { formatProblems, githubAnnotation, isValid, problemLine, problemReport } from './problem-format.js';
import type { ConfigProblem } from './validate-config.js';

const csv: ConfigProblem = {
  path: 'tables.TerritoryRates',
  message: '"x" is not a decimal',
  file: 'tenant/territory-rates.csv',
  line: 14,
};
const unknownKey: ConfigProblem = {
  path: 'tabels',
  message: 'is not a known key here; did you mean "tables"?',
  severity: 'warning',
};

describe('problem formats', () => {
  it('text: file:line, severity, path and message on one line, then a verdict', () => {
    expect(problemLine(csv)).toBe(
      'tenant/territory-rates.csv:14: error: tables.TerritoryRates: "x" is not a decimal',
    );
    expect(problemLine(unknownKey)).toBe('warning: tabels: is not a known key here; did you mean "tables"?');
    expect(formatProblems([csv, unknownKey], 'text').split('\n').at(-2)).toBe(
      'not valid: 1 error, 1 warning',
    );
    expect(formatProblems([], 'text')).toBe('valid: no problems\n');
  });

  it('json: valid unless an error is listed; severity always given', () => {
    expect(problemReport([unknownKey])).toEqual({
      valid: true,
      problems: [{ path: 'tabels', message: unknownKey.message, severity: 'warning' }],
    });
    expect(JSON.parse(formatProblems([csv], 'json'))).toEqual({
      valid: false,
      problems: [{ ...csv, severity: 'error' }],
    });
    expect(isValid([csv, unknownKey])).toBe(false);
  });

  it('github: workflow annotations, with the escapes workflow commands need', () => {
    expect(githubAnnotation(csv)).toBe(
      '::error file=tenant/territory-rates.csv,line=14,title=tables.TerritoryRates::tables.TerritoryRates: "x" is not a decimal',
    );
    expect(githubAnnotation({ path: 'a', message: '100% sure\nnext', file: 'x,y:z.csv' })).toBe(
      '::error file=x%2Cy%3Az.csv,title=a::a: 100%25 sure%0Anext',
    );
    expect(formatProblems([unknownKey], 'github')).toBe(
      '::warning title=tabels::tabels: is not a known key here; did you mean "tables"?\n',
    );
  });
});
