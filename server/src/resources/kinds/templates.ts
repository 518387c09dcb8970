// Document templates and template snippets, in Liquid or Velocity: an upload must parse in its
// language (checked off the main thread, with a time limit), and a replacement keeps the
// template's language. Stored and served as text, never rendered here.
import { rateLimited, unprocessable } from '../../errors.js';
import type { Caller } from '../../http/authenticator.js';
import type { ResourceRecord } from '../resource-store.js';
import type { Lookup, ResourcesService } from '../resources-service.js';
import type { TemplateChecks } from '../template-checks.js';
import { describeProblem, type TemplateFormat } from '../template-problem.js';

export type TemplateKind = 'documentTemplate' | 'documentTemplateSnippet';
export type { TemplateFormat } from '../template-problem.js';

const LANGUAGE: Record<TemplateFormat, string> = { liquid: 'Liquid', velocity: 'Velocity' };
const TEXT = 'text/plain; charset=utf-8';

export interface TemplateName {
  name: string;
  staticName: string;
  jurisdictions?: readonly string[];
}

/** The text as bytes to store, once it parses in its language (429, 422 otherwise). */
async function parsed(checks: TemplateChecks, format: TemplateFormat, text: string): Promise<Buffer> {
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

/** A template is replaced only by one in its own language (422 naming the right operation). */
const sameFormat = (name: string, format: TemplateFormat) => (r: ResourceRecord) => {
  if (r.templateFormat === format) return;
  const actual = r.templateFormat ? LANGUAGE[r.templateFormat] : 'another';
  throw unprocessable(
    `"${name}" is a ${actual} template; replace it with the ${actual} operation or upload a new ${LANGUAGE[format]} template`,
    [{ location: 'query.name', message: `is a ${actual} template, not a ${LANGUAGE[format]} one` }],
  );
};

export function createTemplatesService(deps: { resources: ResourcesService; checks: TemplateChecks }) {
  const { resources, checks } = deps;
  return {
    async create(
      caller: Caller,
      tenantId: string,
      kind: TemplateKind,
      format: TemplateFormat,
      names: TemplateName,
      text: string,
    ): Promise<ResourceRecord> {
      const bytes = await parsed(checks, format, text);
      return resources.create(
        caller,
        tenantId,
        { ...names, resourceType: kind, templateFormat: format },
        { bytes, mediaType: TEXT },
      );
    },

    async replace(
      caller: Caller,
      tenantId: string,
      kind: TemplateKind,
      format: TemplateFormat,
      name: string,
      text: string,
    ): Promise<ResourceRecord> {
      const bytes = await parsed(checks, format, text);
      return resources.replace(
        caller,
        tenantId,
        name,
        [kind],
        { bytes, mediaType: TEXT },
        sameFormat(name, format),
      );
    },

    /** The template's current text, and the content type it is served with. */
    async text(
      tenantId: string,
      kind: TemplateKind,
      name: string,
      lookup: Lookup,
    ): Promise<{ text: string; contentType: string }> {
      const r = await resources.find(tenantId, name, lookup, [kind]);
      return { text: (await resources.readCurrent(tenantId, r)).toString('utf8'), contentType: TEXT };
    },
  };
}

export type TemplatesService = ReturnType<typeof createTemplatesService>;
