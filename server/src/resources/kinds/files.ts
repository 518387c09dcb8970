// Static documents and fonts: stored byte for byte. A document keeps the content type it came
// with when that is well-formed; a font is recognised by its first bytes, whatever name or
// content type it came with, and its static name is held to the configuration's font-name limit.
import { badRequest, unprocessable } from '../../errors.js';
import type { Caller } from '../../http/authenticator.js';
import { MAX_FONT_NAME } from '../../product/index.js';
import type { ContentRecord, ResourceRecord } from '../resource-store.js';
import type { Lookup, ResourcesService } from '../resources-service.js';
import { fontKind } from './font-signatures.js';

export interface FileNames {
  name: string;
  staticName: string;
  jurisdictions?: readonly string[];
}

const DOCUMENT: ['staticDocument'] = ['staticDocument'];
const MEDIA_TYPE =
  /^[a-z0-9!#$&^_.+-]+\/[a-z0-9!#$&^_.+-]+(\s*;\s*[a-z0-9!#$&^_.+-]+=("[^"\r\n]*"|[a-z0-9!#$&^_.+-]+))*$/i;

/** The part's content type as given when it is well-formed, else the generic one. */
const mediaTypeOf = (t: string | undefined): string =>
  t && t.length <= 255 && MEDIA_TYPE.test(t) ? t : 'application/octet-stream';

/** 400 when a font's static name is longer than a configuration may declare it. */
function checkFontName(staticName: string): void {
  if (staticName.length > MAX_FONT_NAME) {
    throw badRequest(`A font's static name has at most ${MAX_FONT_NAME} characters`, [
      { location: 'query.staticName', message: `must have at most ${MAX_FONT_NAME} characters` },
    ]);
  }
}

export function createFilesService(deps: { resources: ResourcesService }) {
  const { resources } = deps;
  return {
    createDocument: (
      caller: Caller,
      tenantId: string,
      names: FileNames,
      bytes: Buffer,
      mediaType: string | undefined,
    ): Promise<ResourceRecord> =>
      resources.create(
        caller,
        tenantId,
        { ...names, resourceType: 'staticDocument' },
        { bytes, mediaType: mediaTypeOf(mediaType) },
      ),

    replaceDocument: (
      caller: Caller,
      tenantId: string,
      name: string,
      bytes: Buffer,
      mediaType: string | undefined,
    ): Promise<ResourceRecord> =>
      resources.replace(caller, tenantId, name, DOCUMENT, { bytes, mediaType: mediaTypeOf(mediaType) }),

    /** The document's current content, to be streamed a stored piece at a time. */
    async openDocument(
      tenantId: string,
      name: string,
      lookup: Lookup,
    ): Promise<{ content: ContentRecord; chunks: AsyncGenerator<Buffer> }> {
      const r = await resources.find(tenantId, name, lookup, DOCUMENT);
      const content = await resources.currentContent(tenantId, r);
      return { content, chunks: resources.chunks(tenantId, content) };
    },

    checkFontName,

    async addFont(
      caller: Caller,
      tenantId: string,
      names: FileNames,
      bytes: Buffer,
    ): Promise<ResourceRecord> {
      checkFontName(names.staticName);
      const kind = fontKind(bytes);
      if (!kind) {
        throw unprocessable('The file is not a TrueType, OpenType, WOFF or WOFF2 font', [
          { location: 'body.file', message: 'does not start with the signature of a known font format' },
        ]);
      }
      return resources.create(
        caller,
        tenantId,
        { ...names, resourceType: 'customFont' },
        { bytes, mediaType: kind.mediaType },
      );
    },
  };
}

export type FilesService = ReturnType<typeof createFilesService>;
