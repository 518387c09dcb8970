// What the policy area asks of constraint tables (docs/decisions.md §6, §7). The tables area implements
// it; the policy area is handed an implementation and never reads table storage itself.

export interface ConstraintQuery {
  /** The constraint table's static name, as a field's `constraint.table` declares it. */
  staticName: string;
  /** Resolution date (docs/decisions.md §4): the entity's date from the table's `selectionTimeBasis`. */
  date: Date;
  /** The entity's jurisdiction, if any. */
  jurisdiction?: string;
  /**
   * Column → acceptable values. A row matches when, for every column named here, its cell equals
   * one of the values (ignoring case; numeric columns compared by value). Columns not named are
   * not filtered; a column named with no values matches no row.
   */
  where: Readonly<Record<string, readonly string[]>>;
  /** Only these columns in the answer (default: every column); one the table lacks answers `[]`. */
  columns?: readonly string[];
}

/** One version of a constraint table, resolved once and asked many times (synchronously). */
export interface ConstraintTable {
  /** As `ConstraintLookup.constraintValues` answers, over this version. */
  values(where: ConstraintQuery['where'], columns?: readonly string[]): Record<string, readonly string[]>;
  /**
   * One question, prepared to be asked many times: `ask(values)` answers what `values` answers for
   * `column` with `where[i]` taking `values[i]`. Prepared once per version, column and where
   * columns, it answers without building a query; its answers may be shared: read only.
   */
  question(
    column: string,
    where: readonly string[],
  ): (values: readonly (readonly string[])[]) => readonly string[];
}

export interface ConstraintLookup {
  /**
   * The version of the table in force for `q` (its `where` and `columns` are ignored), or
   * undefined as `constraintValues` answers. An evaluation resolves each table once this way and
   * then asks it for each field without going back to storage.
   */
  constraintTable(
    tenantId: string,
    q: Omit<ConstraintQuery, 'where' | 'columns'>,
  ): Promise<ConstraintTable | undefined>;

  /**
   * `{ column: distinct values in first-seen order }` for every column asked for of the table in
   * force, over the matching rows (no rows: every column `[]`); undefined when no table of that
   * static name is in force at that date and jurisdiction. The arrays may be shared: read only.
   */
  constraintValues(
    tenantId: string,
    q: ConstraintQuery,
  ): Promise<Record<string, readonly string[]> | undefined>;
}
