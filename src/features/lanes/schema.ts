/** Inputs of the lanes feature: a lane as the rate API takes it (cities by any gazetteer spelling, a truck type). */
import { z } from 'zod';
import { type City, resolveCity } from '../../geo/cities.js';
import { fieldLabel, refuse, requiredCity, truckType } from '../../lib/fields.js';
import { t } from '../../lib/i18n/index.js';

/** A city the gazetteer knows (its name, an alias, a code or an Indic name), as its gazetteer row. */
function knownCity(label: string) {
  return requiredCity(label).transform((name, ctx): City => resolveCity(name) ?? refuse(ctx, t('lanes.error.unknownCity', { field: fieldLabel(label) })));
}

/** `GET /api/lanes/rate?origin=&destination=&truck_type=` */
export const laneRateQuery = z.object({
  origin: knownCity('lanes.field.origin'),
  destination: knownCity('lanes.field.destination'),
  truck_type: truckType('lanes.field.truckType'),
});
