// The SDK's \`Permission\` union: every grant the operations declare, with the wildcards.
import type { Spec } from '../contract-model.js';
import { walk } from './walk.js';

/**
 * Properties of request bodies that hold permission grants: typed as the `Permission` union in the
 * SDK, so a misspelt grant fails to compile. Answers keep `string[]`: the server stores any grant of
 * the right shape, including ones no operation checks.
 */
export const PERMISSION_PROPERTIES = new Set(['permissions', 'addPermissions', 'removePermissions']);

export function permissionUnion(spec: Spec): string[] {
  const grants = new Set<string>();
  const groups = new Set<string>();
  for (const { op } of walk(spec)) {
    for (const action of op['x-security-permissions']) {
      grants.add(`${op['x-security-group']}.${action}`);
      groups.add(op['x-security-group']);
    }
  }
  // docs/decisions.md §3: grants may use `group.*` and `*.*`; leading wildcards alone are invalid.
  return [...[...grants].sort(), ...[...groups].sort().map((g) => `${g}.*`), '*.*'];
}
