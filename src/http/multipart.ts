/**
 * Bodies sent as multipart/form-data (a form with a file field, which works
 * without JavaScript): read whole (within the route's body limit) and parsed by
 * the platform's own FormData reader. Text fields become strings as with any form
 * (a repeated one an array); a file field becomes an `UploadedFile`, whose bytes
 * are kept out of the enumerable fields so the request-wide input check walks
 * only its name. An empty file field (nothing chosen) is left out.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ValidationError } from './errors.js';

/** A file of a multipart body: its name and declared type as sent (never trusted), and its bytes. */
export class UploadedFile {
  readonly #bytes: Buffer;
  constructor(
    readonly filename: string,
    bytes: Buffer,
  ) {
    this.#bytes = bytes;
  }
  get bytes(): Buffer {
    return this.#bytes;
  }
}

type Field = string | UploadedFile;

function add(out: Record<string, Field | Field[]>, key: string, value: Field): void {
  const had = out[key];
  if (had === undefined) out[key] = value;
  else out[key] = Array.isArray(had) ? [...had, value] : [had, value];
}

export function registerMultipart(app: FastifyInstance): void {
  app.addContentTypeParser('multipart/form-data', { parseAs: 'buffer' }, async (req: FastifyRequest, body: Buffer) => {
    let form: FormData;
    try {
      form = await new Response(new Blob([new Uint8Array(body)]), { headers: { 'content-type': String(req.headers['content-type']) } }).formData();
    } catch {
      throw new ValidationError({ body: 'The form could not be read' });
    }
    const out: Record<string, Field | Field[]> = Object.create(null);
    for (const [key, value] of form.entries()) {
      if (typeof value === 'string') add(out, key, value);
      else if (value.size > 0) add(out, key, new UploadedFile(value.name, Buffer.from(await value.arrayBuffer())));
    }
    return { ...out };
  });
}
