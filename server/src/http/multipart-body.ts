/**
 * Multipart form bodies, read into `request.body` as `{field: value}` (a repeated field as a
 * list, a file part as a Buffer) — what @fastify/multipart's `attachFieldsToBody: 'keyValues'`
 * does, except that a body the parser cannot read is the client's error. With the plugin's
 * own hook, busboy's plain Errors for a truncated body or a bad boundary answered 500.
 */
import fastifyMultipart from '@fastify/multipart';
import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
import { ServerError } from '../errors.ts';

/** Limits per request: files are rare (documents), fields are few. */
const LIMITS = { fileSize: 10 * 1024 * 1024, files: 5, fields: 100 };

async function readFields(request: FastifyRequest): Promise<Record<string, unknown>> {
  // A Map, then fromEntries: a field called `__proto__` must stay a field.
  const fields = new Map<string, unknown>();
  for await (const part of request.parts()) {
    const value = part.type === 'file' ? await part.toBuffer() : part.value;
    const seen = fields.get(part.fieldname);
    if (seen === undefined) fields.set(part.fieldname, value);
    else fields.set(part.fieldname, Array.isArray(seen) ? [...seen, value] : [seen, value]);
  }
  return Object.fromEntries(fields);
}

/** Registers the multipart parser and reads every multipart body before validation. */
export async function registerMultipartBody(app: FastifyInstance): Promise<void> {
  await app.register(fastifyMultipart, { limits: LIMITS });
  app.addHook('preValidation', async (request) => {
    if (!request.isMultipart()) return;
    try {
      request.body = await readFields(request);
    } catch (err) {
      // The plugin's own errors carry a 4xx status (limits, prototype keys) and keep it;
      // anything else here was thrown by the parser over the client's bytes.
      const status = (err as Partial<FastifyError>).statusCode;
      if (typeof status === 'number' && status >= 400 && status < 500) throw err;
      throw new ServerError('InvalidRequestException', 'Malformed multipart body', { cause: err });
    }
  });
}
