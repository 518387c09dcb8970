import type { AreaDeps } from '../area.js';
import { notImplemented } from '../http/dispatch.js';
import { createResourceGroupsService } from '../resource-groups/resource-groups-service.js';
import { resourceGroupsRoutes } from '../resource-groups/resource-groups-routes.js';

/** Configuration deployment, resource groups and the resource store (documents, templates, fonts, secrets). */
export function resourcesArea(deps: AreaDeps) {
  const { db, clock, ids } = deps;
  return {
    ...resourceGroupsRoutes(createResourceGroupsService({ db, clock, ids })),
    ...pending,
  };
}

const pending = {
  addFont: notImplemented('addFont'),
  createDocumentResource: notImplemented('createDocumentResource'),
  createLiquidDocumentTemplate: notImplemented('createLiquidDocumentTemplate'),
  createSecret: notImplemented('createSecret'),
  createVelocityDocumentTemplate: notImplemented('createVelocityDocumentTemplate'),
  deleteSecret: notImplemented('deleteSecret'),
  deployConfigZip: notImplemented('deployConfigZip'),
  fetchConfigDefinition: notImplemented('fetchConfigDefinition'),
  fetchDocumentResourceByName: notImplemented('fetchDocumentResourceByName'),
  fetchDocumentTemplate: notImplemented('fetchDocumentTemplate'),
  fetchMultipleResources: notImplemented('fetchMultipleResources'),
  fetchMultipleResourcesByType: notImplemented('fetchMultipleResourcesByType'),
  fetchResource: notImplemented('fetchResource'),
  fetchSecret: notImplemented('fetchSecret'),
  fetchTemplate: notImplemented('fetchTemplate'),
  updateDocument: notImplemented('updateDocument'),
  updateLiquid: notImplemented('updateLiquid'),
  updateLiquidDocumentTemplate: notImplemented('updateLiquidDocumentTemplate'),
  updateSecret: notImplemented('updateSecret'),
  updateVelocity: notImplemented('updateVelocity'),
  updateVelocityDocumentTemplate: notImplemented('updateVelocityDocumentTemplate'),
  uploadLiquid: notImplemented('uploadLiquid'),
  uploadVelocity: notImplemented('uploadVelocity'),
};
