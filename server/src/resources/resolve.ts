// Which instance a static name stands for at a moment and in a jurisdiction. Among the non-retired
// groups that started at or before `date` and hold an instance of the static name, each group
// offers its instance for the jurisdiction, else its instance without jurisdictions; the offer of
// the group that started last wins (on equal starts, the group created last). Pure, so the rule
// is tested on its own.

export interface GroupView {
  /** ULIDs order groups by creation. */
  id: string;
  /** Canonical ISO-8601 UTC, so that strings compare as times. */
  selectionStartTime: string;
  retired: boolean;
  resourceNames: readonly string[];
}

export interface InstanceView {
  name: string;
  staticName: string;
  jurisdictions: readonly string[];
}

export function resolveByStaticName<I extends InstanceView>(
  groups: readonly GroupView[],
  instances: readonly I[],
  staticName: string,
  date: string,
  jurisdiction?: string,
): I | undefined {
  const byName = new Map(instances.filter((i) => i.staticName === staticName).map((i) => [i.name, i]));
  let best: { group: GroupView; instance: I } | undefined;
  for (const group of groups) {
    if (group.retired || group.selectionStartTime > date) continue;
    const members = group.resourceNames.map((n) => byName.get(n)).filter((i): i is I => i !== undefined);
    const offer =
      (jurisdiction !== undefined
        ? members.find((i) => i.jurisdictions.includes(jurisdiction))
        : undefined) ?? members.find((i) => i.jurisdictions.length === 0);
    if (!offer) continue;
    if (
      !best ||
      group.selectionStartTime > best.group.selectionStartTime ||
      (group.selectionStartTime === best.group.selectionStartTime && group.id > best.group.id)
    ) {
      best = { group, instance: offer };
    }
  }
  return best?.instance;
}

/** Jurisdictions as stored and answered: sorted, without duplicates. */
export const normaliseJurisdictions = (js: readonly string[] | undefined): string[] =>
  [...new Set(js ?? [])].sort();
