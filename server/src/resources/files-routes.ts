// Static documents and fonts: multipart uploads of one `file` part, stored byte for byte.
import { Readable } from 'node:stream';
import { badRequest, unprocessable } from '../errors.js';
import type { HandlerMap } from '../http/api-types.js';
import { MAX_FONT_NAME } from '../product/index.js';
import { fontKind } from './fonts.js';
import type { ResourcesService } from './resources-service.js';
import { filePart } from './upload-body.js';
import { toBasic } from './views.js';

type FileOps = 'createDocumentResource' | 'updateDocument' | 'fetchDocumentResourceByName' | 'addFont';

const DOCUMENT: ['staticDocument'] = ['staticDocument'];
const MEDIA_TYPE =
  /^[a-z0-9!#$&^_.+-]+\/[a-z0-9!#$&^_.+-]+(\s*;\s*[a-z0-9!#$&^_.+-]+=("[^"\r\n]*"|[a-z0-9!#$&^_.+-]+))*$/i;

/** The part's content type as given when it is well-formed, else the generic one. */
const mediaTypeOf = (t: string | undefined): string =>
  t && t.length <= 255 && MEDIA_TYPE.test(t) ? t : 'application/octet-stream';

export function filesRoutes(resources: ResourcesService, fileLimitBytes: number): HandlerMap<FileOps> {
  return {
    createDocumentResource: async ({ caller, params, query, files }) => {
      const file = filePart(files, fileLimitBytes);
      const r = await resources.create(
        caller,
        params.tenantLocator,
        {
          name: query.name,
          staticName: query.staticName,
          jurisdictions: query.jurisdiction,
          resourceType: 'staticDocument',
        },
        { bytes: file.buffer, mediaType: mediaTypeOf(file.mimetype) },
      );
      return { status: 200, body: toBasic(r) };
    },
    updateDocument: async ({ caller, params, files }) => {
      const file = filePart(files, fileLimitBytes);
      const r = await resources.replace(caller, params.tenantLocator, params.name, DOCUMENT, {
        bytes: file.buffer,
        mediaType: mediaTypeOf(file.mimetype),
      });
      return { status: 200, body: toBasic(r) };
    },
    fetchDocumentResourceByName: async ({ params, query, res }) => {
      const r = await resources.find(params.tenantLocator, params.name, query, DOCUMENT);
      const content = await resources.currentContent(params.tenantLocator, r);
      const body = Readable.from(resources.chunks(params.tenantLocator, content));
      // A failure half-way cannot become a problem answer any more; end the connection instead.
      body.on('error', () => res.destroy());
      return {
        status: 200,
        body,
        contentType: content.mediaType ?? 'application/octet-stream',
        headers: {
          'Content-Length': String(content.size),
          // Stored bytes are served as data, never interpreted by a browser in this origin.
          'X-Content-Type-Options': 'nosniff',
          'Content-Security-Policy': 'sandbox',
        },
      };
    },
    addFont: async ({ caller, params, query, files }) => {
      if (query.staticName.length > MAX_FONT_NAME) {
        throw badRequest(`A font's static name has at most ${MAX_FONT_NAME} characters`, [
          { location: 'query.staticName', message: `must have at most ${MAX_FONT_NAME} characters` },
        ]);
      }
      const file = filePart(files, fileLimitBytes);
      const kind = fontKind(file.buffer);
      if (!kind) {
        throw unprocessable('The file is not a TrueType, OpenType, WOFF or WOFF2 font', [
          { location: 'body.file', message: 'does not start with the signature of a known font format' },
        ]);
      }
      const r = await resources.create(
        caller,
        params.tenantLocator,
        {
          name: query.name,
          staticName: query.staticName,
          jurisdictions: query.jurisdiction,
          resourceType: 'customFont',
        },
        { bytes: file.buffer, mediaType: kind.mediaType },
      );
      return { status: 200, body: toBasic(r) };
    },
  };
}
