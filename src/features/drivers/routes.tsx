/** Route table of the driver's pages: home, earnings, profile and truck, availability, and public driver profiles. */
import { t } from '../../lib/i18n/index.js';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { route, uuidParam } from '../../http/action.js';
import { safeNext } from '../../http/respond.js';
import { pageInfo } from '../../views/pagination.js';
import type { DriverHomeSections } from '../../views/sections.js';
import { presentDriverProfile, presentPublicDriver } from './presenters.js';
import { availabilitySchema, driverProfileSchema, earningsQuerySchema } from './schema.js';
import { getDriverHome, getEarnings, getOwnProfile, getPublicDriver, setDriverAvailability, updateDriverProfile } from './service.js';
import { DriverEarningsPage, DriverHomePage, DriverProfilePage, PublicDriverPage, profileFormValues } from './views.js';

const EARNINGS_PAGE_SIZE = 20;
const driver = ['driver'] as const;

export function registerDriverRoutes(app: FastifyInstance, { sections }: { sections: DriverHomeSections }): void {
  // The driver's home.
  route(app, 'GET /driver', {
    summary: "The driver's home: trips under way, open bids, this month's money, rating and availability, and return loads",
    access: driver,
    run: async ({ db, user }) => {
      const [home, suggestions] = await Promise.all([getDriverHome(db, user.id), sections.suggestions(db, user)]);
      return { ...home, suggestions };
    },
    page: (home, { user, flash }) => DriverHomePage({ user, flash, ...home }),
  });

  // Earnings: paid (released from escrow) and expected.
  route(app, 'GET /driver/earnings', {
    summary: "The driver's earnings by month and by trip, paid and expected",
    access: driver,
    query: earningsQuerySchema,
    run: ({ db, user, query }) => getEarnings(db, user.id, { page: query.page, limit: EARNINGS_PAGE_SIZE }),
    page: (e, { user, flash, query }) => DriverEarningsPage({ user, flash, months: e.months, trips: e.trips.rows, totals: e.totals, info: pageInfo(query.page, EARNINGS_PAGE_SIZE, e.trips.total) }),
  });

  // Profile, truck and availability.
  route(app, 'GET /driver/profile', {
    summary: "The driver's profile and truck, with their rating",
    access: driver,
    run: ({ db, user }) => getOwnProfile(db, user.id),
    page: ({ profile, rating }, { user, flash }) => DriverProfilePage({ user, flash, profile, rating, values: profileFormValues(profile) }),
  });

  route(app, 'POST /driver/profile', {
    summary: "Saves the driver's name, phone and truck",
    access: driver,
    body: driverProfileSchema,
    run: ({ db, user, body }) => updateDriverProfile(db, user, body),
    // The JSON answer is the profile as stored (registration number normalised, city canonical).
    json: async (_saved, { db, user }) => ({ profile: presentDriverProfile((await getOwnProfile(db, user.id)).profile) }),
    redirect: () => ({ to: '/driver/profile', flash: t('profile.flash.saved') }),
    form: async (refusal, { db, user, values }) => {
      const { profile, rating } = await getOwnProfile(db, user.id);
      return DriverProfilePage({ user, profile, rating, values, errors: refusal.details, message: refusal.message });
    },
  });

  route(app, 'POST /driver/availability', {
    summary: "Switches the driver's availability on or off (without a value, flips it)",
    access: driver,
    body: availabilitySchema,
    run: ({ db, user, body }) => setDriverAvailability(db, user, body.available),
    json: (available) => ({ available }),
    redirect: (available, { body }) => ({ to: safeNext(body.return_to) ?? '/driver', flash: available ? t('drivers.flash.available') : t('drivers.flash.notAvailable') }),
  });

  // A driver's public profile, for signed-in users.
  route(app, 'GET /drivers/:id', {
    summary: "A driver's public profile: truck, home city, rating, reviews and verified badges (active drivers only)",
    params: z.object({ id: uuidParam('Driver') }),
    run: ({ db, params }) => getPublicDriver(db, params.id),
    json: (d) => ({ driver: presentPublicDriver(d) }),
    page: (d, { user }) => PublicDriverPage({ user, ...d }),
  });
}
