/**
 * Route table of the family B sign-up forms (SPEC section I): /register/shipper
 * and /register/driver. Same rules as /register; the role is fixed by the form;
 * on success the user is signed in.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ValidationError } from '../../http/errors.js';
import { redirectWithFlash, renderPage } from '../../http/respond.js';
import { startSession } from '../../http/session.js';
import { checkDriverSignup, checkShipperSignup } from './signup-schema.js';
import { signUpDriver, signUpShipper } from './signup-service.js';
import { DriverSignupPage, ShipperSignupPage } from './signup-views.js';

const SHIPPER_FIELDS = ['name', 'username', 'phone', 'company_name', 'gstin', 'city'];
const DRIVER_FIELDS = ['name', 'username', 'phone', 'vehicle_number', 'truck_type', 'truck_length_ft', 'capacity_tonnes', 'home_city'];

/** The mobile number of these forms is not proven yet (issue 13): it signs in by code once verified. */
const VERIFY_HINT = 'Verify your mobile number on /auth/phone to sign in with a code.';

/** The submitted values (never the passwords), for the form shown again. */
function kept(body: Record<string, unknown>, fields: string[]): Record<string, string> {
  return Object.fromEntries(fields.map((f) => [f, typeof body[f] === 'string' || typeof body[f] === 'number' ? String(body[f]) : '']));
}

export function registerSignupRoutes(app: FastifyInstance): void {
  app.get('/register/shipper', showShipperSignupPage);
  app.post('/register/shipper', signUpAsShipper);
  app.get('/register/driver', showDriverSignupPage);
  app.post('/register/driver', signUpAsDriver);

  async function showShipperSignupPage(req: FastifyRequest, reply: FastifyReply) {
    if (req.user) return reply.redirect('/', 302);
    return renderPage(reply, ShipperSignupPage({}));
  }

  async function showDriverSignupPage(req: FastifyRequest, reply: FastifyReply) {
    if (req.user) return reply.redirect('/', 302);
    return renderPage(reply, DriverSignupPage({}));
  }

  async function signUpAsShipper(req: FastifyRequest, reply: FastifyReply) {
    const body = (req.body ?? {}) as Record<string, unknown>;
    const values = kept(body, SHIPPER_FIELDS);
    const checked = checkShipperSignup(body);
    if (!checked.ok) return renderPage(reply, ShipperSignupPage({ values, errors: checked.errors, message: checked.message }), 400);
    try {
      const user = await signUpShipper(app.db, checked.account, checked.extras);
      await startSession(req, reply, user.id);
      return redirectWithFlash(reply, '/', `Welcome, ${checked.account.name}! Your shipper account is ready. ${VERIFY_HINT}`);
    } catch (err) {
      if (err instanceof ValidationError) return renderPage(reply, ShipperSignupPage({ values, errors: err.details, message: err.message }), 400);
      req.log.error({ err }, 'shipper sign-up failed');
      return renderPage(reply, ShipperSignupPage({ values, message: 'Your account could not be saved. Please try again.' }), 500);
    }
  }

  async function signUpAsDriver(req: FastifyRequest, reply: FastifyReply) {
    const body = (req.body ?? {}) as Record<string, unknown>;
    const values = kept(body, DRIVER_FIELDS);
    const checked = checkDriverSignup(body);
    if (!checked.ok) return renderPage(reply, DriverSignupPage({ values, errors: checked.errors, message: checked.message }), 400);
    try {
      const user = await signUpDriver(app.db, checked.account, checked.extras);
      await startSession(req, reply, user.id);
      return redirectWithFlash(reply, '/', `Welcome, ${checked.account.name}! Your driver account is ready. ${VERIFY_HINT}`);
    } catch (err) {
      if (err instanceof ValidationError) return renderPage(reply, DriverSignupPage({ values, errors: err.details, message: err.message }), 400);
      req.log.error({ err }, 'driver sign-up failed');
      return renderPage(reply, DriverSignupPage({ values, message: 'Your account could not be saved. Please try again.' }), 500);
    }
  }
}
