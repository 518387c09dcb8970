import type { AreaDeps } from '../area.js';
import type { TenantsService } from '../tenants/tenants-service.js';
import { filesRoutes } from './files-routes.js';
import { createFilesService } from './kinds/files.js';
import { createSecretsService } from './kinds/secrets.js';
import { createTemplatesService } from './kinds/templates.js';
import { createResourceGroupsService } from './resource-groups-service.js';
import { resourceGroupsRoutes } from './resource-groups-routes.js';
import { fontDownloadRoutes } from './font-download-routes.js';
import { createResourcesService, createStoredResolution } from './resources-service.js';
import { resourcesRoutes } from './resources-routes.js';
import { secretsRoutes } from './secrets-routes.js';
import { createTemplateChecks } from './template-checks.js';
import { templatesRoutes } from './templates-routes.js';

/** Resource instances (documents, templates, fonts, secrets; tables next) and resource groups. */
export function resourcesArea(deps: AreaDeps, needs: { tenants: TenantsService }) {
  const { db, reads, clock, ids, secretBox, settings } = deps;
  const resolution = createStoredResolution(reads);
  const resources = createResourcesService({ db, reads, resolution, clock, ids, tenants: needs.tenants });
  const groups = createResourceGroupsService({ db, reads, clock, ids, resolution });
  // Workers start on the first upload of a template.
  const checks = createTemplateChecks({ timeoutMs: settings.templateCheckTimeoutMs });
  deps.onClose(() => checks.close());
  return {
    handlers: {
      ...resourceGroupsRoutes(groups),
      ...resourcesRoutes(resources),
      ...secretsRoutes(createSecretsService({ resources, box: secretBox })),
      ...templatesRoutes(createTemplatesService({ resources, checks }), settings.templateLimitBytes),
      ...filesRoutes(createFilesService({ resources }), settings.fileLimitBytes),
      ...fontDownloadRoutes(resources),
    },
    services: { resources, groups },
  };
}
