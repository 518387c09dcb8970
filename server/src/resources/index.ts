import type { AreaDeps } from '../area.js';
import { configRoutes } from '../deploy/config-routes.js';
import { createConfigService } from '../deploy/config-service.js';
import { createResourceGroupsService } from '../resource-groups/resource-groups-service.js';
import { resourceGroupsRoutes } from '../resource-groups/resource-groups-routes.js';
import { filesRoutes } from './files-routes.js';
import { fontDownloadRoutes } from './font-download-routes.js';
import { createResourcesService } from './resources-service.js';
import { resourcesRoutes } from './resources-routes.js';
import { secretsRoutes } from './secrets-routes.js';
import { createTemplateChecks } from './template-checks.js';
import { templatesRoutes } from './templates-routes.js';

/** Configuration deployment, resource groups and the resource store (documents, templates, fonts, secrets). */
export function resourcesArea(deps: AreaDeps) {
  const { db, clock, ids, secretBox, settings } = deps;
  const resources = createResourcesService({ db, clock, ids });
  // Workers start on the first upload of a template.
  const checks = createTemplateChecks({ timeoutMs: settings.templateCheckTimeoutMs });
  deps.onClose(() => checks.close());
  return {
    ...configRoutes(createConfigService({ db, clock, ids })),
    ...resourceGroupsRoutes(createResourceGroupsService({ db, clock, ids })),
    ...resourcesRoutes(resources),
    ...secretsRoutes(resources, secretBox),
    ...templatesRoutes(resources, checks, settings.templateLimitBytes),
    ...filesRoutes(resources, settings.fileLimitBytes),
    ...fontDownloadRoutes(resources),
  };
}
