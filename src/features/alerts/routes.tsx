/**
 * Route table of saved searches (lane alerts): the page /alerts with its form actions (without JavaScript:
 * POST, redirect, GET), and the JSON of /api/saved-searches. Drivers and brokers only; a search of someone
 * else is not found (404).
 */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { parseInput, route, uuidParam } from '../../http/action.js';
import { t } from '../../lib/i18n/index.js';
import { SAVED_SEARCH_FIELDS, savedSearchSchema } from './schema.js';
import { alertsOverview, createSavedSearch, deleteSavedSearch, listSavedSearches, ownSavedSearch, type SavedSearchRow, searchAsInput, setSearchPaused, updateSavedSearch } from './service.js';
import { AlertFormPage, AlertsPage, formValuesOfSearch } from './views.js';

const ACCESS = ['driver', 'broker'] as const;
const withSearch = z.object({ id: uuidParam('Saved search') });
const rawBody = (raw: unknown) => (raw && typeof raw === 'object' && !Array.isArray(raw) ? (raw as Record<string, unknown>) : {});

/** A saved search as JSON (rupees per km, tonnes as numbers). */
function present(s: SavedSearchRow) {
  return {
    id: s.id,
    origin: s.origin,
    origin_radius_km: s.originRadiusKm,
    destination: s.destination,
    destination_radius_km: s.destinationRadiusKm,
    truck_type: s.truckType,
    min_weight: s.minWeightTonnes === null ? null : Number(s.minWeightTonnes),
    max_weight: s.maxWeightTonnes === null ? null : Number(s.maxWeightTonnes),
    min_rate_per_km: s.minRatePerKmPaise === null ? null : Number(s.minRatePerKmPaise) / 100,
    paused: s.paused,
    created_at: s.createdAt.toISOString(),
    updated_at: s.updatedAt.toISOString(),
  };
}

/** The form's values from the board's query ("Alert me for this search"): only the fields the form has. */
function formFromQuery(query: Record<string, unknown>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const k of SAVED_SEARCH_FIELDS) {
    const v = query[k];
    if (typeof v === 'string') out[k] = v;
  }
  return out;
}

export function registerAlertRoutes(app: FastifyInstance): void {
  route(app, 'GET /alerts', {
    summary: "The caller's saved searches (lane alerts), each with its latest matching loads",
    access: ACCESS,
    run: ({ db, user }) => alertsOverview(db, user),
    page: (r, { user, flash }) => AlertsPage({ user, flash, searches: r.searches, matches: r.matches }),
  });

  route(app, 'GET /alerts/new', {
    summary: 'The form to save a search; the board’s filters (origin, destination, truck_type, min_weight, max_weight) fill it',
    access: ACCESS,
    query: rawBody,
    run: ({ query }) => formFromQuery(query),
    page: (values, { user }) => AlertFormPage({ user, action: '/alerts', values, editing: false }),
  });

  route(app, 'POST /alerts', {
    summary: 'Saves a search (form)',
    access: ACCESS,
    body: savedSearchSchema,
    run: ({ db, user, body }) => createSavedSearch(db, user, body),
    redirect: (s) => ({ to: `/alerts#alert-${s.id}`, flash: t('alerts.flash.created') }),
    form: (refusal, { user, values }) => AlertFormPage({ user, action: '/alerts', values, errors: refusal.details, message: refusal.message, editing: false }),
  });

  route(app, 'GET /alerts/:id/edit', {
    summary: 'The form to change one of the caller’s saved searches',
    access: ACCESS,
    params: withSearch,
    run: ({ db, user, params }) => ownSavedSearch(db, user, params.id),
    page: (s, { user }) => AlertFormPage({ user, action: `/alerts/${s.id}`, values: formValuesOfSearch(s), editing: true }),
  });

  route(app, 'POST /alerts/:id', {
    summary: 'Changes one of the caller’s saved searches (form)',
    access: ACCESS,
    params: withSearch,
    body: savedSearchSchema,
    onInvalidInput: ({ db, user, params }) => ownSavedSearch(db, user, params.id),
    run: ({ db, user, params, body }) => updateSavedSearch(db, user, params.id, body),
    redirect: (s) => ({ to: `/alerts#alert-${s.id}`, flash: t('alerts.flash.saved') }),
    form: (refusal, { user, values, params }) => AlertFormPage({ user, action: `/alerts/${params.id}`, values, errors: refusal.details, message: refusal.message, editing: true }),
  });

  for (const [action, paused] of [
    ['pause', true],
    ['resume', false],
  ] as const) {
    route(app, `POST /alerts/:id/${action}`, {
      summary: paused ? 'Pauses a saved search: no alerts until resumed' : 'Resumes a paused saved search',
      access: ACCESS,
      params: withSearch,
      run: ({ db, user, params }) => setSearchPaused(db, user, params.id, paused),
      redirect: (s) => ({ to: `/alerts#alert-${s.id}`, flash: t(paused ? 'alerts.flash.paused' : 'alerts.flash.resumed') }),
      back: { to: '/alerts' },
    });
  }

  route(app, 'POST /alerts/:id/delete', {
    summary: 'Deletes one of the caller’s saved searches',
    access: ACCESS,
    params: withSearch,
    run: ({ db, user, params }) => deleteSavedSearch(db, user, params.id),
    redirect: () => ({ to: '/alerts', flash: t('alerts.flash.deleted') }),
    back: { to: '/alerts' },
  });

  route(app, 'GET /api/saved-searches', {
    summary: "The caller's saved searches",
    access: ACCESS,
    run: ({ db, user }) => listSavedSearches(db, user),
    json: (rows) => ({ saved_searches: rows.map(present) }),
  });

  route(app, 'POST /api/saved-searches', {
    summary: 'Saves a search: origin and/or destination (gazetteer cities, any spelling) with radius_km 0-500, truck_type, min_weight, max_weight (t), min_rate_per_km (₹); at most 20',
    access: ACCESS,
    body: savedSearchSchema,
    run: ({ db, user, body }) => createSavedSearch(db, user, body),
    status: 201,
    json: (s) => ({ saved_search: present(s) }),
  });

  route(app, 'PATCH /api/saved-searches/:id', {
    summary: 'Changes the given fields of one of the caller’s saved searches (paused: true pauses it)',
    access: ACCESS,
    params: withSearch,
    body: rawBody,
    run: async ({ db, user, params, body }) => {
      const current = await ownSavedSearch(db, user, params.id);
      const merged: Record<string, unknown> = { ...searchAsInput(current), min_rate_per_km: current.minRatePerKmPaise === null ? null : Number(current.minRatePerKmPaise) / 100 };
      for (const k of SAVED_SEARCH_FIELDS) if (k in body) merged[k] = body[k];
      for (const [k, v] of Object.entries(merged)) if (v === null) merged[k] = '';
      return updateSavedSearch(db, user, params.id, parseInput(savedSearchSchema, merged));
    },
    json: (s) => ({ saved_search: present(s) }),
  });

  route(app, 'DELETE /api/saved-searches/:id', {
    summary: 'Deletes one of the caller’s saved searches',
    access: ACCESS,
    params: withSearch,
    run: ({ db, user, params }) => deleteSavedSearch(db, user, params.id),
    json: (s) => ({ deleted: s.id }),
  });
}
