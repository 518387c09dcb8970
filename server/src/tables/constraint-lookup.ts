// What the policy area asks of constraint tables (DECISIONS §6, §7). The tables area implements
// it; the policy area is handed an implementation and never reads table storage itself.

export interface ConstraintQuery {
  /** The constraint table's static name, as a field's `constraint.table` declares it. */
  staticName: string;
  /** Resolution date (DECISIONS §4): the entity's date from the table's `selectionTimeBasis`. */
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

export interface ConstraintLookup {
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
