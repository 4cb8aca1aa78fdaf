/**
 * Inputs of saved searches: the form of /alerts/new and /alerts/<id>/edit, and the JSON of POST and PATCH
 * /api/saved-searches. The board's filter names (origin, destination, truck_type, min_weight, max_weight) are
 * the same, so "Alert me for this search" carries the board's query straight into the form.
 */
import { z } from 'zod';
import { resolveCity } from '../../geo/cities.js';
import { t } from '../../lib/i18n/index.js';
import { onOff, optionalChoice, optionalCity, optionalRupees, optionalTonnes, optionalWholeNumber, refuse } from '../../lib/fields.js';
import { TRUCK_TYPES } from '../../lib/trucks.js';

/** How far around a city a search reaches, at most. */
export const MAX_RADIUS_KM = 500;

/** How many saved searches one user may keep. */
export const MAX_SAVED_SEARCHES = 20;

/** A city of the gazetteer (any of its spellings: Bombay is Mumbai), or null; a place it does not know is refused. */
function gazetteerCity(label: 'alerts.field.origin' | 'alerts.field.destination') {
  return optionalCity(label).transform((name, ctx): string | null => {
    if (name === null) return null;
    const city = resolveCity(name);
    return city ? city.name : refuse(ctx, t('alerts.error.unknownCity', { city: name }));
  });
}

const fields = z.object({
  origin: gazetteerCity('alerts.field.origin'),
  origin_radius_km: optionalWholeNumber('alerts.field.originRadius', 0, MAX_RADIUS_KM, 0),
  destination: gazetteerCity('alerts.field.destination'),
  destination_radius_km: optionalWholeNumber('alerts.field.destinationRadius', 0, MAX_RADIUS_KM, 0),
  truck_type: optionalChoice('alerts.field.truckType', TRUCK_TYPES),
  min_weight: optionalTonnes('alerts.field.minWeight'),
  max_weight: optionalTonnes('alerts.field.maxWeight'),
  min_rate_per_km: optionalRupees('alerts.field.minRate'),
  paused: onOff('alerts.field.paused'),
});

/** A saved search as the forms and the JSON give it (cities canonical, the rate in paise per km). */
export const savedSearchSchema = fields.superRefine((v, ctx) => {
  if (v.origin === null && v.destination === null) ctx.addIssue({ code: 'custom', path: ['origin'], message: t('alerts.error.aCity') });
  if (v.min_weight !== null && v.max_weight !== null && v.min_weight > v.max_weight) ctx.addIssue({ code: 'custom', path: ['min_weight'], message: t('alerts.error.minOverMax') });
});
export type SavedSearchInput = z.infer<typeof savedSearchSchema>;

/** The names a form or a PATCH may send. */
export const SAVED_SEARCH_FIELDS = Object.keys(fields.shape) as Array<keyof typeof fields.shape>;
