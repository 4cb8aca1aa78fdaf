/**
 * Route table of the family B sign-up forms (SPEC section I): /register/shipper
 * and /register/driver. Same rules as /register; the role is fixed by the form;
 * on success the user is signed in.
 */
import { t } from '../../lib/i18n/index.js';
import type { FastifyInstance } from 'fastify';
import { route } from '../../http/action.js';
import { startSession } from '../../http/session.js';
import { parseDriverSignup, parseShipperSignup } from './signup-schema.js';
import { signUpDriver, signUpShipper } from './signup-service.js';
import { DriverSignupPage, ShipperSignupPage } from './signup-views.js';

export function registerSignupRoutes(app: FastifyInstance): void {
  route(app, 'GET /register/shipper', {
    summary: 'The shipper sign-up form (company, GSTIN, city)',
    access: 'public',
    run: () => null,
    page: (_none, { viewer }) => (viewer ? { redirect: '/' } : ShipperSignupPage({})),
  });

  route(app, 'POST /register/shipper', {
    summary: 'Creates a shipper account with its company and signs it in',
    access: 'public',
    body: parseShipperSignup,
    async run({ db, req, reply, body }) {
      const user = await signUpShipper(db, body.account, body.extras);
      await startSession(req, reply, user.id);
      return body.account.name;
    },
    redirect: (name) => ({ to: '/', flash: t('signup.flash.shipperReady', { name }) }),
    // The password fields are never drawn with a value (views/form.tsx Field).
    form: (refusal, { values }) => ShipperSignupPage({ values, errors: refusal.details, message: refusal.message }),
  });

  route(app, 'GET /register/driver', {
    summary: 'The driver sign-up form (with the truck)',
    access: 'public',
    run: () => null,
    page: (_none, { viewer }) => (viewer ? { redirect: '/' } : DriverSignupPage({})),
  });

  route(app, 'POST /register/driver', {
    summary: 'Creates a driver account and its driver profile with the truck, and signs it in',
    access: 'public',
    body: parseDriverSignup,
    async run({ db, req, reply, body }) {
      const user = await signUpDriver(db, body.account, body.extras);
      await startSession(req, reply, user.id);
      return body.account.name;
    },
    redirect: (name) => ({ to: '/', flash: t('signup.flash.driverReady', { name }) }),
    form: (refusal, { values }) => DriverSignupPage({ values, errors: refusal.details, message: refusal.message }),
  });
}
