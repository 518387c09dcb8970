// Driver errors that carry meaning for the caller, recognised per dialect.

interface DriverError {
  code?: string;
  message?: string;
}

/** A unique index refused the write (SQLite: SQLITE_CONSTRAINT_UNIQUE / PK, PostgreSQL: 23505). */
export function isUniqueViolation(err: unknown): boolean {
  const e = err as DriverError;
  return (
    e?.code === '23505' ||
    e?.code === 'SQLITE_CONSTRAINT_UNIQUE' ||
    e?.code === 'SQLITE_CONSTRAINT_PRIMARYKEY' ||
    (typeof e?.message === 'string' && e.message.includes('UNIQUE constraint failed'))
  );
}
