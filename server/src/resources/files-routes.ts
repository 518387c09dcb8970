// Documents and Fonts: multipart uploads of one `file` part.
import { Readable } from 'node:stream';
import type { HandlerMap } from '../http/api-types.js';
import type { FilesService } from './kinds/files.js';
import { filePart } from './upload-body.js';
import { toBasic } from './views.js';

type FileOps = 'createDocumentResource' | 'updateDocument' | 'fetchDocumentResourceByName' | 'addFont';

export function filesRoutes(files: FilesService, fileLimitBytes: number): HandlerMap<FileOps> {
  const names = (q: { name: string; staticName: string; jurisdiction?: string[] }) => ({
    name: q.name,
    staticName: q.staticName,
    jurisdictions: q.jurisdiction,
  });
  return {
    createDocumentResource: async (c) => {
      const file = filePart(c.files, fileLimitBytes);
      const r = await files.createDocument(c.caller, c.tenant.id, names(c.query), file.buffer, file.mimetype);
      return { status: 200, body: toBasic(r) };
    },
    updateDocument: async (c) => {
      const file = filePart(c.files, fileLimitBytes);
      const r = await files.replaceDocument(c.caller, c.tenant.id, c.params.name, file.buffer, file.mimetype);
      return { status: 200, body: toBasic(r) };
    },
    fetchDocumentResourceByName: async ({ tenant, params, query, res }) => {
      const { content, chunks } = await files.openDocument(tenant.id, params.name, query);
      const body = Readable.from(chunks);
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
    addFont: async (c) => {
      // The name is refused before the file is looked at, as it always was.
      files.checkFontName(c.query.staticName);
      const file = filePart(c.files, fileLimitBytes);
      const r = await files.addFont(c.caller, c.tenant.id, names(c.query), file.buffer);
      return { status: 200, body: toBasic(r) };
    },
  };
}
