// Templates and Template snippets: the text comes as text/plain or as a multipart part; the
// language rules live in kinds/templates.ts.
import type { HandlerMap, UploadedFile } from '../http/api-types.js';
import type { Caller, RequestTenant } from '../http/authenticator.js';
import type { TemplateFormat, TemplateKind, TemplatesService } from './kinds/templates.js';
import { templateText } from './upload-body.js';
import { toBasic, type BasicResourceResponse } from './views.js';

type TemplateOps =
  | 'createVelocityDocumentTemplate'
  | 'updateVelocityDocumentTemplate'
  | 'createLiquidDocumentTemplate'
  | 'updateLiquidDocumentTemplate'
  | 'fetchDocumentTemplate'
  | 'uploadVelocity'
  | 'updateVelocity'
  | 'uploadLiquid'
  | 'updateLiquid'
  | 'fetchTemplate';

interface Upload {
  caller: Caller;
  tenant: RequestTenant;
  body: unknown;
  files: UploadedFile[];
}
interface CreateUpload extends Upload {
  query: { name: string; staticName: string; jurisdiction?: string[] };
}
interface ReplaceUpload extends Upload {
  query: { name: string };
}

export function templatesRoutes(
  templates: TemplatesService,
  templateLimitBytes: number,
): HandlerMap<TemplateOps> {
  const create =
    (kind: TemplateKind, format: TemplateFormat) =>
    async (c: CreateUpload): Promise<{ status: 200; body: BasicResourceResponse }> => {
      const text = templateText(c.body, c.files, templateLimitBytes);
      const { name, staticName, jurisdiction } = c.query;
      const r = await templates.create(
        c.caller,
        c.tenant.id,
        kind,
        format,
        { name, staticName, jurisdictions: jurisdiction },
        text,
      );
      return { status: 200, body: toBasic(r) };
    };

  const replace =
    (kind: TemplateKind, format: TemplateFormat) =>
    async (c: ReplaceUpload): Promise<{ status: 200; body: BasicResourceResponse }> => {
      const text = templateText(c.body, c.files, templateLimitBytes);
      const r = await templates.replace(c.caller, c.tenant.id, kind, format, c.query.name, text);
      return { status: 200, body: toBasic(r) };
    };

  const fetch =
    (kind: TemplateKind) =>
    async (c: {
      tenant: RequestTenant;
      params: { name: string };
      query: { byStaticName?: boolean; date?: string; jurisdiction?: string };
    }) => {
      const { text, contentType } = await templates.text(c.tenant.id, kind, c.params.name, c.query);
      return { status: 200 as const, body: text, contentType };
    };

  return {
    createVelocityDocumentTemplate: create('documentTemplate', 'velocity'),
    createLiquidDocumentTemplate: create('documentTemplate', 'liquid'),
    uploadVelocity: create('documentTemplateSnippet', 'velocity'),
    uploadLiquid: create('documentTemplateSnippet', 'liquid'),
    updateVelocityDocumentTemplate: replace('documentTemplate', 'velocity'),
    updateLiquidDocumentTemplate: replace('documentTemplate', 'liquid'),
    updateVelocity: replace('documentTemplateSnippet', 'velocity'),
    updateLiquid: replace('documentTemplateSnippet', 'liquid'),
    fetchDocumentTemplate: fetch('documentTemplate'),
    fetchTemplate: fetch('documentTemplateSnippet'),
  };
}
