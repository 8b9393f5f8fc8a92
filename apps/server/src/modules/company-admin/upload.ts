import type { FastifyRequest } from 'fastify';
import type { Locale } from '@sahm/contracts/common';
import { ApiError } from '../../platform/errors.ts';
import { messages } from './messages.ts';
import { invalidInput } from './refusals.ts';

/** A multipart upload: the one file of the field `file`, and the text fields beside it. */
export type Upload = { file: Buffer; fileName: string; fields: Record<string, string> };

const sizeText = (bytes: number) => (bytes >= 1024 * 1024 ? `${bytes / (1024 * 1024)} MB` : `${bytes / 1024} KB`);

/**
 * Reads the request's parts with firm limits (one file of at most `maxBytes`, a few short fields):
 * 415 when the request is not multipart, 413 past a limit, 422 without the file. The part that
 * goes over is not read further.
 */
export async function readUpload(req: FastifyRequest, locale: Locale, maxBytes: number): Promise<Upload> {
  if (!req.isMultipart()) throw messages.error(415, 'notMultipart');
  const fields: Record<string, string> = {};
  let file: Buffer | undefined;
  let fileName = '';
  try {
    for await (const part of req.parts({ limits: { fileSize: maxBytes, files: 1, fields: 10, fieldSize: 1000, parts: 12 } })) {
      if (part.type === 'file') {
        const bytes = await part.toBuffer();
        if (part.fieldname === 'file') [file, fileName] = [bytes, part.filename ?? ''];
      } else {
        fields[part.fieldname] = String(part.value);
      }
    }
  } catch (err) {
    if (err instanceof ApiError) throw err;
    const status = (err as { statusCode?: number }).statusCode;
    if (status === 413) throw messages.error(413, 'fileTooLarge', { limit: sizeText(maxBytes) });
    if (status === 406) throw messages.error(415, 'notMultipart');
    throw err;
  }
  if (!file || file.length === 0) throw invalidInput(locale, [{ field: 'file', key: 'fileRequired' }]);
  return { file, fileName, fields };
}
