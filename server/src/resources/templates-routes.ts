// Document templates and template snippets, in Liquid or Velocity. An upload must parse in its
// language; it is stored and served as text, never rendered here.
import { rateLimited, unprocessable } from '../errors.js';
import type { HandlerMap, UploadedFile } from '../http/api-types.js';
import type { Caller } from '../http/authenticator.js';
import type { ResourceRecord } from './resource-store.js';
import type { ResourcesService } from './resources-service.js';
import type { TemplateChecks } from './template-checks.js';
import { describeProblem, type TemplateFormat } from './template-syntax.js';
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

type Kind = 'documentTemplate' | 'documentTemplateSnippet';
const LANGUAGE: Record<TemplateFormat, string> = { liquid: 'Liquid', velocity: 'Velocity' };
const TEXT = 'text/plain; charset=utf-8';

interface Upload {
  caller: Caller;
  tenantId: string;
  body: unknown;
  files: UploadedFile[];
}

async function parsedText(
  checks: TemplateChecks,
  format: TemplateFormat,
  body: unknown,
  files: UploadedFile[],
  limit: number,
): Promise<Buffer> {
  const text = templateText(body, files, limit);
  const outcome = await checks.check(format, text);
  if (outcome.kind === 'busy') {
    throw rateLimited('Too many templates are being checked; try again shortly', 1);
  }
  if (outcome.kind === 'timeout') {
    throw unprocessable(
      `The ${LANGUAGE[format]} template could not be checked within ${checks.timeoutMs} ms; split it into snippets`,
    );
  }
  if (outcome.kind === 'failed') {
    throw unprocessable(`The ${LANGUAGE[format]} template could not be checked; split it into snippets`);
  }
  const problem = outcome.problem;
  if (problem) {
    throw unprocessable(`The ${LANGUAGE[format]} template does not parse: ${describeProblem(problem)}`, [
      {
        location: problem.line !== undefined ? `template line ${problem.line}` : 'template',
        message: problem.message,
      },
    ]);
  }
  return Buffer.from(text, 'utf8');
}

export function templatesRoutes(
  resources: ResourcesService,
  checks: TemplateChecks,
  templateLimitBytes: number,
): HandlerMap<TemplateOps> {
  const create = async (
    kind: Kind,
    format: TemplateFormat,
    u: Upload,
    q: { name: string; staticName: string; jurisdiction?: string[] },
  ): Promise<BasicResourceResponse> => {
    const bytes = await parsedText(checks, format, u.body, u.files, templateLimitBytes);
    const r = await resources.create(
      u.caller,
      u.tenantId,
      {
        name: q.name,
        staticName: q.staticName,
        jurisdictions: q.jurisdiction,
        resourceType: kind,
        templateFormat: format,
      },
      { bytes, mediaType: TEXT },
    );
    return toBasic(r);
  };

  const update = async (
    kind: Kind,
    format: TemplateFormat,
    u: Upload,
    name: string,
  ): Promise<BasicResourceResponse> => {
    const bytes = await parsedText(checks, format, u.body, u.files, templateLimitBytes);
    const sameFormat = (r: ResourceRecord) => {
      if (r.templateFormat !== format) {
        const actual = r.templateFormat ? LANGUAGE[r.templateFormat] : 'another';
        throw unprocessable(
          `"${name}" is a ${actual} template; replace it with the ${actual} operation or upload a new ${LANGUAGE[format]} template`,
          [{ location: 'query.name', message: `is a ${actual} template, not a ${LANGUAGE[format]} one` }],
        );
      }
    };
    return toBasic(
      await resources.replace(u.caller, u.tenantId, name, [kind], { bytes, mediaType: TEXT }, sameFormat),
    );
  };

  const fetchText = async (
    kind: Kind,
    tenantId: string,
    name: string,
    lookup: { byStaticName?: boolean; date?: string; jurisdiction?: string },
  ): Promise<string> => {
    const r = await resources.find(tenantId, name, lookup, [kind]);
    return (await resources.readCurrent(tenantId, r)).toString('utf8');
  };

  const upload = (c: {
    caller: Caller;
    params: { tenantLocator: string };
    body: unknown;
    files: UploadedFile[];
  }): Upload => ({
    caller: c.caller,
    tenantId: c.params.tenantLocator,
    body: c.body,
    files: c.files,
  });

  return {
    createVelocityDocumentTemplate: async (c) => ({
      status: 200,
      body: await create('documentTemplate', 'velocity', upload(c), c.query),
    }),
    createLiquidDocumentTemplate: async (c) => ({
      status: 200,
      body: await create('documentTemplate', 'liquid', upload(c), c.query),
    }),
    uploadVelocity: async (c) => ({
      status: 200,
      body: await create('documentTemplateSnippet', 'velocity', upload(c), c.query),
    }),
    uploadLiquid: async (c) => ({
      status: 200,
      body: await create('documentTemplateSnippet', 'liquid', upload(c), c.query),
    }),
    updateVelocityDocumentTemplate: async (c) => ({
      status: 200,
      body: await update('documentTemplate', 'velocity', upload(c), c.query.name),
    }),
    updateLiquidDocumentTemplate: async (c) => ({
      status: 200,
      body: await update('documentTemplate', 'liquid', upload(c), c.query.name),
    }),
    updateVelocity: async (c) => ({
      status: 200,
      body: await update('documentTemplateSnippet', 'velocity', upload(c), c.query.name),
    }),
    updateLiquid: async (c) => ({
      status: 200,
      body: await update('documentTemplateSnippet', 'liquid', upload(c), c.query.name),
    }),
    fetchDocumentTemplate: async ({ params, query }) => ({
      status: 200,
      body: await fetchText('documentTemplate', params.tenantLocator, params.name, query),
      contentType: TEXT,
    }),
    fetchTemplate: async ({ params, query }) => ({
      status: 200,
      body: await fetchText('documentTemplateSnippet', params.tenantLocator, params.name, query),
      contentType: TEXT,
    }),
  };
}
