/** Renders a TSX page (escaped by hono/jsx) into a complete HTML response. */
import type { FastifyReply } from 'fastify';

export type Renderable = { toString(): string | Promise<string> };

export async function renderPage(reply: FastifyReply, page: Renderable, status = 200): Promise<FastifyReply> {
  const html = await page.toString();
  return reply.code(status).type('text/html; charset=utf-8').send(`<!doctype html>${html}`);
}
