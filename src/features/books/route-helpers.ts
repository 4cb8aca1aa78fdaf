/**
 * What the route tables of the books share: the role guards, the request types,
 * reading a body with a schema, the submitted values a form shows again, and
 * the id of a route (an id that is not a uuid is "not found").
 */
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { NotFoundError, ValidationError, zodDetails } from '../../http/errors.js';
import { requireRole } from '../../http/guards.js';
import { isUuid } from '../../lib/ids.js';
import type { FormValues } from '../../views/form.js';
import { BOOKS_ROLES } from './policy.js';

export type IdParams = { Params: { id: string } };
export type Req = FastifyRequest;
export type IdReq = FastifyRequest<IdParams>;

export const books = { preHandler: [requireRole(...BOOKS_ROLES)] };
export const adminOnly = { preHandler: [requireRole('admin')] };

/** The submitted body as form values to show again (the last of repeated names). */
export function formValuesOf(body: unknown): FormValues {
  const values: FormValues = {};
  if (body && typeof body === 'object') {
    for (const [k, v] of Object.entries(body as Record<string, unknown>)) {
      const x = Array.isArray(v) ? v[v.length - 1] : v;
      if (x === null || x === undefined) continue;
      values[k] = typeof x === 'string' || typeof x === 'number' ? x : String(x);
    }
  }
  return values;
}

/** Parses a body or query with a schema, or throws the validation error with field details. */
export function parse<S extends z.ZodType>(schema: S, input: unknown): z.infer<S> {
  const parsed = schema.safeParse(input ?? {});
  if (!parsed.success) throw new ValidationError(zodDetails(parsed.error));
  return parsed.data;
}

export function idOf(req: IdReq, what: string): string {
  if (!isUuid(req.params.id)) throw new NotFoundError(what);
  return req.params.id.toLowerCase();
}
