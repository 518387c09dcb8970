// The password policy: defaults from the published interface, merged changes, and the checks a
// password must pass. Pure functions; the service stores the policy in `settings`.
import type { Schema } from '../http/api-types.js';
import type { ProblemItem } from '../errors.js';

export type PasswordPolicies = Schema<'PasswordPolicies'>;

export const DEFAULT_POLICY: PasswordPolicies = {
  digits: 1,
  forceExpiredPasswordChange: 90,
  length: 16,
  lowercase: 1,
  maxLength: 64,
  passwordHistory: 4,
  specialChars: 1,
  uppercase: 1,
};

/** Merges a change into the policy; returns the problems (negative values, length above maxLength). */
export function mergePolicy(
  current: PasswordPolicies,
  change: Partial<PasswordPolicies>,
): { policy: PasswordPolicies; problems: ProblemItem[] } {
  const policy = { ...current };
  const problems: ProblemItem[] = [];
  for (const [key, value] of Object.entries(change) as [keyof PasswordPolicies, number | undefined][]) {
    if (value === undefined) continue;
    if (value < 0)
      problems.push({ location: `body.passwordPolicies.${key}`, message: 'must not be negative' });
    policy[key] = value;
  }
  if (policy.length > policy.maxLength) {
    problems.push({
      location: 'body.passwordPolicies.length',
      message: `must not exceed maxLength (${policy.maxLength})`,
    });
  }
  return { policy, problems };
}

/** The rules `password` breaks, one message each; empty when it satisfies the policy. */
export function passwordProblems(policy: PasswordPolicies, password: string): string[] {
  const count = (re: RegExp) => (password.match(re) ?? []).length;
  const chars = [...password].length;
  const out: string[] = [];
  if (chars < policy.length) out.push(`at least ${policy.length} characters`);
  if (chars > policy.maxLength) out.push(`at most ${policy.maxLength} characters`);
  if (count(/[0-9]/g) < policy.digits) out.push(`at least ${policy.digits} digit(s)`);
  if (count(/[a-z]/g) < policy.lowercase) out.push(`at least ${policy.lowercase} lower-case letter(s)`);
  if (count(/[A-Z]/g) < policy.uppercase) out.push(`at least ${policy.uppercase} upper-case letter(s)`);
  if (count(/[^A-Za-z0-9]/g) < policy.specialChars)
    out.push(`at least ${policy.specialChars} special character(s)`);
  return out;
}
