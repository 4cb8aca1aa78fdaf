/** Parts of pages the lanes feature draws for other features: return loads for a driver, drivers whose truck fits a load. */
import type { City } from '../../geo/cities.js';
import { formatDate } from '../../lib/dates.js';
import { t } from '../../lib/i18n/index.js';
import { formatRupees } from '../../lib/money.js';
import { cityName, formatKm, formatTonnes, truckTypeName } from '../../lib/words.js';
import { TimeAgo } from '../../views/badge.js';
import { driverProfilePath, loadPath } from '../../views/paths.js';
import type { NearbyDriver } from '../location/service.js';
import type { SuggestedLoad } from './queries.js';
import { RETURN_RADIUS_KM } from './service.js';

/** Suggested loads, each with how far its pickup is: from the city the trip ends in, or (no city) from the driver's position. */
function SuggestedLoads({ loads, from }: { loads: SuggestedLoad[]; from: City | null }) {
  return (
    <ul class="suggestions">
      {loads.map((l) => (
        <li data-load-id={l.id}>
          <a class="route" href={loadPath(l.id)}>
            {cityName(l.origin)} → {cityName(l.destination)}
          </a>
          <br />
          <small class="muted">
            {from
              ? t('lanes.suggest.line', { pickup: formatDate(l.pickupDate), truck: truckTypeName(l.truckType), weight: formatTonnes(l.weightTonnes), km: formatKm(l.km), city: cityName(from.name) })
              : t('lanes.suggest.lineFromYou', { pickup: formatDate(l.pickupDate), truck: truckTypeName(l.truckType), weight: formatTonnes(l.weightTonnes), km: formatKm(l.km) })}
            {l.pricePaise !== null && <> · {formatRupees(l.pricePaise)}</>}
          </small>
        </li>
      ))}
    </ul>
  );
}

/** Open loads that start near where the driver's trip ends, from its delivery date. */
export function ReturnLoadsCard({ city, fromDate, loads }: { city: City | null; fromDate: string; loads: SuggestedLoad[] }) {
  if (!city) return null;
  return (
    <section class="card return-loads" id="return-loads" aria-labelledby="return-loads-h">
      <h2 id="return-loads-h">{t('lanes.return.title', { city: cityName(city.name) })}</h2>
      <p class="muted">{t('lanes.return.intro', { km: formatKm(RETURN_RADIUS_KM), city: cityName(city.name), date: formatDate(fromDate) })}</p>
      {loads.length ? <SuggestedLoads loads={loads} from={city} /> : <p>{t('lanes.return.none')}</p>}
    </section>
  );
}

/** Open loads near the driver's last shared position. */
export function NearPositionCard({ city, at, loads }: { city: City; at: Date; loads: SuggestedLoad[] }) {
  return (
    <section class="card near-position" id="loads-near-you" aria-labelledby="loads-near-you-h">
      <h2 id="loads-near-you-h">{t('lanes.near.title', { city: cityName(city.name) })}</h2>
      <p class="muted">
        {t('lanes.near.intro', { km: formatKm(RETURN_RADIUS_KM) })} <TimeAgo at={at} />
      </p>
      {loads.length ? <SuggestedLoads loads={loads} from={null} /> : <p>{t('lanes.near.none')}</p>}
    </section>
  );
}

/** The available drivers nearest to a load's pickup whose truck fits it. */
export function FittingDriversCard({ city, truckType, weightTonnes, drivers }: { city: City | null; truckType: string; weightTonnes: number; drivers: NearbyDriver[] }) {
  if (!city) return null;
  return (
    <section class="card fitting-drivers" id="fitting-drivers" aria-labelledby="fitting-drivers-h">
      <h2 id="fitting-drivers-h">{t('lanes.drivers.title', { city: cityName(city.name) })}</h2>
      <p class="muted">{t('lanes.drivers.intro', { truck: truckTypeName(truckType), weight: formatTonnes(weightTonnes) })}</p>
      {drivers.length ? (
        <ol class="suggestions">
          {drivers.map((d) => (
            <li data-driver-id={d.driverId}>
              <a href={driverProfilePath(d.driverId)}>{d.name}</a> · <b>{t('lanes.drivers.away', { km: formatKm(d.distanceKm) })}</b>
              <br />
              <small class="muted">
                {[truckTypeName(d.truckType), d.capacityTonnes ? formatTonnes(d.capacityTonnes) : null, d.vehicleNumber].filter(Boolean).join(' · ')} · <TimeAgo at={d.recordedAt} />
              </small>
            </li>
          ))}
        </ol>
      ) : (
        <p>{t('lanes.drivers.none')}</p>
      )}
    </section>
  );
}
