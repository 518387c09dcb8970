// Values of configured types: whether a literal is a value of a field or column type, and how two
// values of an ordered type compare. Options, bounds and table cells are checked with these; tables
// and policy call them on uploaded and submitted values.
import type { COLUMN_TYPES, FieldType } from './model.js';

const INT = /^[+-]?\d+$/;
const DECIMAL = /^[+-]?(\d+(\.\d*)?|\.\d+)([eE][+-]?\d+)?$/;
const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const DATETIME = /^\d{4}-\d{2}-\d{2}[Tt]\d{2}:\d{2}:\d{2}(\.\d+)?([Zz]|[+-]\d{2}:\d{2})$/;

function validDate(s: string): boolean {
  const m = DATE.exec(s);
  if (!m) return false;
  const d = new Date(`${s}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === s;
}

export const validDateTime = (s: string): boolean => DATETIME.test(s) && Number.isFinite(Date.parse(s));

/** Whether `value` is a literal of `type`; options, bounds and table cells are checked with it. */
export function isValueOf(type: FieldType | (typeof COLUMN_TYPES)[number], value: string): boolean {
  switch (type) {
    case 'string':
      return true;
    case 'int':
      return INT.test(value);
    case 'decimal':
      return DECIMAL.test(value);
    case 'boolean':
      return value === 'true' || value === 'false';
    case 'date':
      return validDate(value);
    case 'datetime':
      return validDateTime(value);
  }
}

export function compare(type: FieldType, a: string, b: string): number {
  if (type === 'int' || type === 'decimal') return Number(a) - Number(b);
  if (type === 'datetime') return Date.parse(a) - Date.parse(b);
  return a < b ? -1 : a > b ? 1 : 0;
}
