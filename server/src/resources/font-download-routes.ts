import { Readable } from 'node:stream';
import type { HandlerMap } from '../http/api-types.js';
import type { ResourcesService } from './resources-service.js';

/** Reading a font back (an extension), so that a tenant can be exported with everything it holds. */
export function fontDownloadRoutes(resources: ResourcesService): HandlerMap<'fetchFont'> {
  return {
    fetchFont: async ({ params, res }) => {
      const r = await resources.find(params.tenantLocator, params.name, {}, ['customFont']);
      const content = await resources.currentContent(params.tenantLocator, r);
      const body = Readable.from(resources.chunks(params.tenantLocator, content));
      body.on('error', () => res.destroy());
      return {
        status: 200,
        body,
        contentType: 'application/octet-stream',
        headers: { 'Content-Length': String(content.size), 'X-Content-Type-Options': 'nosniff' },
      };
    },
  };
}
