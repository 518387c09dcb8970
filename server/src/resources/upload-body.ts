// What an upload carries, taken from the parsed request. The request validator accepts an empty
// file part and a body that is present but empty, so emptiness is refused here (400); sizes were
// bounded while the body streamed in (http/body-limits.ts) and are checked exactly here (413).
import { badRequest, tooLarge, unprocessable } from '../errors.js';
import type { UploadedFile } from '../http/api-types.js';

const MB = 1024 * 1024;

const size = (n: number) => `${Math.round((n / MB) * 10) / 10} MB`;
const tooLargeTemplate = (limit: number) =>
  `The template is larger than ${size(limit)}; INSUITE_TEMPLATE_LIMIT_BYTES raises the limit`;

/** The multipart `file` part: present, not empty, within `limit` bytes. */
export function filePart(files: readonly UploadedFile[], limit: number): UploadedFile {
  const parts = files.filter((f) => f.fieldname === 'file');
  if (parts.length === 0)
    throw badRequest('The multipart body has no file part', [
      { location: 'body.file', message: 'is required' },
    ]);
  if (parts.length > 1)
    throw badRequest('The multipart body has more than one file part', [
      { location: 'body.file', message: 'must be given once' },
    ]);
  const file = parts[0]!;
  if (file.size === 0 || file.buffer.length === 0) {
    throw badRequest('The file part is empty', [{ location: 'body.file', message: 'must not be empty' }]);
  }
  if (file.buffer.length > limit)
    throw tooLarge(`The file is larger than ${size(limit)}; INSUITE_FILE_LIMIT_BYTES raises the limit`);
  return file;
}

const utf8 = new TextDecoder('utf-8', { fatal: true });

/**
 * The template text of a template or snippet upload: a text/plain body, or a multipart body with
 * either a `file` part or a `template` part.
 */
export function templateText(body: unknown, files: readonly UploadedFile[], limit: number): string {
  if (typeof body === 'string') {
    if (body.length === 0)
      throw badRequest('The template is empty', [{ location: 'body', message: 'must not be empty' }]);
    if (Buffer.byteLength(body, 'utf8') > limit) throw tooLarge(tooLargeTemplate(limit));
    return body;
  }
  const fields = body && typeof body === 'object' ? (body as Record<string, unknown>) : {};
  const uploaded = files.filter((f) => f.fieldname === 'file' || f.fieldname === 'template');
  const textField =
    typeof fields.template === 'string' && !uploaded.some((f) => f.fieldname === 'template')
      ? fields.template
      : undefined;
  const given = uploaded.length + (textField !== undefined ? 1 : 0);
  if (given === 0) {
    throw badRequest(
      'The template is missing: send it as text/plain, or as a multipart file or template part',
      [{ location: 'body', message: 'needs a file or template part' }],
    );
  }
  if (given > 1) {
    throw badRequest('Send the template once: either a file part or a template part', [
      { location: 'body', message: 'has more than one template' },
    ]);
  }
  if (textField !== undefined) {
    if (textField.length === 0)
      throw badRequest('The template part is empty', [
        { location: 'body.template', message: 'must not be empty' },
      ]);
    if (Buffer.byteLength(textField, 'utf8') > limit) throw tooLarge(tooLargeTemplate(limit));
    return textField;
  }
  const file = uploaded[0]!;
  const location = `body.${file.fieldname}`;
  if (file.buffer.length === 0)
    throw badRequest(`The ${file.fieldname} part is empty`, [{ location, message: 'must not be empty' }]);
  if (file.buffer.length > limit) throw tooLarge(tooLargeTemplate(limit));
  try {
    return utf8.decode(file.buffer);
  } catch {
    throw unprocessable('The template is not UTF-8 text', [{ location, message: 'is not valid UTF-8' }]);
  }
}
