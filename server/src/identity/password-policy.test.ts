import { describe, expect, it } from 'vitest';
import { DEFAULT_POLICY, mergePolicy, passwordProblems } from './password-policy.js';

describe('passwordProblems', () => {
  it('accepts a password meeting every default rule', () => {
    expect(passwordProblems(DEFAULT_POLICY, 'Correct-horse-42x')).toEqual([]);
  });
  it('names every broken rule', () => {
    expect(passwordProblems(DEFAULT_POLICY, 'short')).toEqual([
      'at least 16 characters',
      'at least 1 digit(s)',
      'at least 1 upper-case letter(s)',
      'at least 1 special character(s)',
    ]);
    expect(passwordProblems({ ...DEFAULT_POLICY, maxLength: 20 }, 'Aa1!'.repeat(6))).toEqual([
      'at most 20 characters',
    ]);
  });
});

describe('mergePolicy', () => {
  it('keeps what the change leaves out', () => {
    const { policy, problems } = mergePolicy(DEFAULT_POLICY, { digits: 2 });
    expect(problems).toEqual([]);
    expect(policy).toEqual({ ...DEFAULT_POLICY, digits: 2 });
  });
  it('reports negatives and a length above maxLength', () => {
    const { problems } = mergePolicy(DEFAULT_POLICY, { uppercase: -1, length: 65 });
    expect(problems.map((p) => p.location)).toEqual([
      'body.passwordPolicies.uppercase',
      'body.passwordPolicies.length',
    ]);
  });
});
