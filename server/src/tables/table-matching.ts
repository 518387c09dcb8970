// How table cells and the key values of a fetch are compared (docs/decisions.md §6 matching rules):
// numbers by value, everything else ignoring case, and a key of several columns as one string.
import type { ColumnType } from '../product/index.js';

const NUMBER = /^([+-]?)(\d*)(?:\.(\d*))?(?:[eE]([+-]?\d+))?$/;

/** A decimal literal in one spelling per value (`1.50`, `1.5`, `+15e-1` → `15e0`), exactly. */
export function canonicalNumber(s: string): string | undefined {
  const m = NUMBER.exec(s.trim());
  if (!m || (m[2] === '' && (m[3] ?? '') === '')) return undefined;
  let digits = (m[2] ?? '') + (m[3] ?? '');
  let exp = Number(m[4] ?? 0) + (m[2] ?? '').length;
  let lead = 0;
  while (lead < digits.length && digits.charCodeAt(lead) === 48) lead++;
  digits = digits.slice(lead);
  exp -= lead;
  let end = digits.length;
  while (end > 0 && digits.charCodeAt(end - 1) === 48) end--;
  digits = digits.slice(0, end);
  if (digits === '') return '0';
  return `${m[1] === '-' ? '-' : ''}${digits}e${exp}`;
}

/** What a cell or a fetch's key value is compared as: numbers by value, everything else ignoring case. */
export function normalise(type: ColumnType, value: string): string {
  if (type === 'int' || type === 'decimal') return canonicalNumber(value) ?? `\u0000${value}`;
  return value.toLowerCase();
}

export const joinKey = (parts: readonly string[]): string => parts.join('\u0000');
