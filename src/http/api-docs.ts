/**
 * The JSON API described from the routes' own declarations (http/action.ts):
 * GET /api/docs is an OpenAPI 3.1 document (each route's path, who may call
 * it, and the JSON schema of its parameters, query and body, as the zod
 * schemas that parse them accept them); GET /api-docs is the same as a page.
 * A route registered by hand, outside `route()`, is not listed.
 */
import type { FastifyInstance } from 'fastify';
import { z, type ZodType } from 'zod';
import { declaredRoutes, type Access, type DeclaredRoute } from './action.js';
import type { SessionUser } from './context.js';
import { type Renderable, renderPage, sendData } from './respond.js';

type JsonSchema = Record<string, unknown>;

/** One endpoint as the documentation page shows it. */
export interface EndpointDoc {
  method: string;
  path: string;
  summary: string;
  who: string;
  /** Each input field: where it is read (path, query, body), its name, and what it accepts. */
  fields: Array<{ where: string; name: string; accepts: string; required: boolean }>;
  /** The JSON schema of the success answer's `data`, pretty-printed, when the route declares it. */
  returns?: string;
}

/** The JSON schema of what a zod schema accepts (its input side); parts zod cannot express (transforms) accept anything. */
function inputSchema(schema: ZodType): JsonSchema {
  const { $schema: _drop, ...rest } = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
  return rest;
}

/** The JSON schema of what a route's answer holds (`returns`). */
function outputSchema(schema: ZodType): JsonSchema {
  const { $schema: _drop, ...rest } = z.toJSONSchema(schema, { io: 'output', unrepresentable: 'any' }) as JsonSchema;
  return rest;
}

function accessText(access: Access): string {
  if (access === 'public') return 'anyone';
  if (access === 'user') return 'any signed-in user';
  const roles = access.length > 1 ? `${access.slice(0, -1).join(', ')} or ${access[access.length - 1]}` : access[0];
  return `signed-in ${roles} accounts`;
}

/** `/api/loads/:id` -> `/api/loads/{id}` */
function openApiPath(url: string): string {
  return url.replace(/:([A-Za-z_]\w*)/g, '{$1}');
}

function parametersOf(route: DeclaredRoute): object[] {
  const out: object[] = [];
  for (const [where, schema] of [
    ['path', route.params],
    ['query', route.query],
  ] as const) {
    if (!schema) continue;
    const js = inputSchema(schema);
    const props = (js.properties ?? {}) as Record<string, JsonSchema>;
    const required = new Set((js.required as string[] | undefined) ?? []);
    for (const [name, s] of Object.entries(props)) out.push({ name, in: where, required: where === 'path' || required.has(name), schema: s });
  }
  return out;
}

/** The OpenAPI 3.1 document of the routes that answer JSON. */
export function openApiDocument(app: FastifyInstance, baseUrl: string): object {
  const paths: Record<string, Record<string, object>> = {};
  for (const r of declaredRoutes(app).filter((d) => d.answersJson)) {
    const path = openApiPath(r.url);
    paths[path] ??= {};
    paths[path][r.method.toLowerCase()] = {
      summary: r.summary,
      description: `Who may call: ${accessText(r.access)}.`,
      ...(r.access === 'public' ? { security: [] } : {}),
      parameters: parametersOf(r),
      ...(r.body ? { requestBody: { required: true, content: { 'application/json': { schema: inputSchema(r.body) }, 'application/x-www-form-urlencoded': { schema: inputSchema(r.body) } } } } : {}),
      responses: {
        [String(r.status)]: {
          description: r.produces ? `Success: ${r.produces}` : 'Success: `{ "success": true, "data": ... }`',
          ...(r.produces ? { content: { [r.produces]: { schema: { type: 'string' } } } } : {}),
          ...(r.returns
            ? { content: { 'application/json': { schema: { type: 'object', required: ['success', 'data'], properties: { success: { const: true }, data: outputSchema(r.returns) } } } } }
            : {}),
        },
        default: { description: 'Refusal: `{ "success": false, "error": { "code", "message", "details"? } }`' },
      },
    };
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'FreightBazaar API',
      version: '1',
      description: 'Every answer is an envelope; money is rupees in JSON and integer paise in the database. Sign in with POST /login (JSON) and keep the fm_session cookie.',
    },
    servers: [{ url: baseUrl }],
    components: { securitySchemes: { session: { type: 'apiKey', in: 'cookie', name: 'fm_session' } } },
    security: [{ session: [] }],
    paths,
  };
}

/** What a field's JSON schema accepts, in words: its type, choices, limits. */
function acceptsText(s: JsonSchema): string {
  if (Array.isArray(s.enum)) return `one of ${(s.enum as unknown[]).map((v) => JSON.stringify(v)).join(', ')}`;
  const parts: string[] = [];
  if (typeof s.type === 'string')
    parts.push(s.type === 'integer' ? 'a whole number' : s.type === 'number' ? 'a number' : s.type === 'boolean' ? 'true or false' : s.type === 'string' ? 'text' : s.type);
  if (typeof s.minimum === 'number' && s.minimum > -Number.MAX_SAFE_INTEGER) parts.push(`from ${s.minimum}`);
  if (typeof s.maximum === 'number' && s.maximum < Number.MAX_SAFE_INTEGER) parts.push(`to ${s.maximum}`);
  if (typeof s.maxLength === 'number') parts.push(`at most ${s.maxLength} characters`);
  if (typeof s.format === 'string') parts.push(`(${s.format})`);
  return parts.join(' ') || 'see the form';
}

/** The endpoints of the OpenAPI document, as the page shows them. */
function endpointDocs(app: FastifyInstance): EndpointDoc[] {
  return [...declaredRoutes(app)]
    .filter((d) => d.answersJson)
    .sort((a, b) => a.url.localeCompare(b.url) || a.method.localeCompare(b.method))
    .map((r) => {
      const fields: EndpointDoc['fields'] = [];
      for (const [where, schema] of [
        ['path', r.params],
        ['query', r.query],
        ['body', r.body],
      ] as const) {
        if (!schema) continue;
        const js = inputSchema(schema);
        const required = new Set((js.required as string[] | undefined) ?? []);
        for (const [name, s] of Object.entries((js.properties ?? {}) as Record<string, JsonSchema>))
          fields.push({ where, name, accepts: acceptsText(s), required: where === 'path' || required.has(name) });
      }
      return { method: r.method, path: r.url, summary: r.summary, who: accessText(r.access), fields, ...(r.returns ? { returns: JSON.stringify(outputSchema(r.returns), null, 2) } : {}) };
    });
}

/**
 * GET /api/docs (the OpenAPI document, in the success envelope like every /api answer) and GET /api-docs,
 * drawn by `page` (the API documentation page, handed in by src/app.ts).
 */
export function registerApiDocs(app: FastifyInstance, { page }: { page: (props: { user: SessionUser | null; endpoints: EndpointDoc[] }) => Renderable }): void {
  app.get('/api/docs', async (_req, reply) => sendData(reply, openApiDocument(app, app.config.BASE_URL)));
  app.get('/api-docs', async (req, reply) => renderPage(reply, page({ user: req.user, endpoints: endpointDocs(app) })));
}
