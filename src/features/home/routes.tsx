/** Route table of the public pages; `/` sends a signed-in user to their role's home. */
import type { FastifyInstance } from 'fastify';
import { renderPage, takeFlash } from '../../http/respond.js';
import { AboutPage, ContactPage, LandingPage } from './views.js';
import { ROLE_HOME } from '../../views/paths.js';

export function registerHomeRoutes(app: FastifyInstance): void {
  app.get('/', async (req, reply) => {
    if (req.user) return reply.redirect(ROLE_HOME[req.user.role], 302);
    return renderPage(reply, LandingPage({ flash: takeFlash(req, reply) }));
  });
  app.get('/about', async (req, reply) => renderPage(reply, AboutPage({ user: req.user })));
  app.get('/contact', async (req, reply) => renderPage(reply, ContactPage({ user: req.user })));
}
