/** Route table of the public pages; `/` sends a signed-in user to their role's home. */
import type { FastifyInstance } from 'fastify';
import { route } from '../../http/action.js';
import { ROLE_HOME } from '../../views/paths.js';
import { AboutPage, ContactPage, LandingPage } from './views.js';

export function registerHomeRoutes(app: FastifyInstance): void {
  route(app, 'GET /', {
    summary: "The landing page, or the signed-in user's home",
    access: 'public',
    run: () => null,
    // The landing page shows the flash; a signed-in user is sent home, where their home page shows it.
    page: (_none, ctx) => (ctx.viewer ? { redirect: ROLE_HOME[ctx.viewer.role] } : LandingPage({ flash: ctx.flash })),
  });

  route(app, 'GET /about', {
    summary: 'About FreightBazaar',
    access: 'public',
    run: () => null,
    page: (_none, { viewer }) => AboutPage({ user: viewer }),
  });

  route(app, 'GET /contact', {
    summary: 'How to reach support',
    access: 'public',
    run: () => null,
    page: (_none, { viewer }) => ContactPage({ user: viewer }),
  });
}
