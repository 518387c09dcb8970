// Resource instances as the interface shows them. The locator of the current content is named
// after the instance's type; templates carry their name and format; documents take scope,
// trigger, format and rendering from their declaration in the tenant's configuration.
import { documentDeclaration } from '../product/index.js';
import type { Schema } from '../http/api-types.js';
import type { ResourceRecord } from './resource-store.js';

export type BasicResourceResponse = Schema<'BasicResourceResponse'>;
export type ResourceResponse = Schema<'ResourceResponse'>;

type Locators = Pick<
  BasicResourceResponse,
  | 'lookupTableLocator'
  | 'rangeTableLocator'
  | 'constraintTableLocator'
  | 'staticDocumentLocator'
  | 'fontLocator'
  | 'template'
  | 'templateFormat'
>;

function locators(r: ResourceRecord): Locators {
  const id = r.contentId;
  switch (r.resourceType) {
    case 'table':
      return id ? { lookupTableLocator: id } : {};
    case 'rangeTable':
      return id ? { rangeTableLocator: id } : {};
    case 'constraintTable':
      return id ? { constraintTableLocator: id } : {};
    case 'staticDocument':
      return id ? { staticDocumentLocator: id } : {};
    case 'customFont':
      return id ? { fontLocator: id } : {};
    case 'documentTemplate':
    case 'documentTemplateSnippet':
      return { template: r.name, ...(r.templateFormat ? { templateFormat: r.templateFormat } : {}) };
    case 'secret':
      return {};
  }
}

export function toBasic(r: ResourceRecord): BasicResourceResponse {
  return {
    name: r.name,
    staticName: r.staticName,
    resourceType: r.resourceType,
    ...locators(r),
    createdBy: r.createdBy,
    createdAt: r.createdAt,
    jurisdictions: r.jurisdictions,
  };
}

export function toResourceResponse(r: ResourceRecord, config: Record<string, unknown>): ResourceResponse {
  const documentLike = r.resourceType === 'staticDocument' || r.resourceType === 'documentTemplate';
  return {
    name: r.name,
    staticName: r.staticName,
    resourceType: r.resourceType,
    ...locators(r),
    createdBy: r.createdBy,
    createdAt: r.createdAt,
    ...(documentLike ? documentDeclaration(config, r.staticName) : {}),
    jurisdictions: r.jurisdictions,
  };
}
