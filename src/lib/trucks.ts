/** The truck types of the marketplace: the values the database's truck_type CHECK constraints allow. */
export const TRUCK_TYPES = ['container', 'open', 'trailer', 'tanker', 'reefer', 'tipper', 'lcv', 'other'] as const;
export type TruckType = (typeof TRUCK_TYPES)[number];

/** How pages name each truck type. */
export const TRUCK_TYPE_LABELS: Record<TruckType, string> = {
  container: 'Container',
  open: 'Open body',
  trailer: 'Trailer',
  tanker: 'Tanker',
  reefer: 'Reefer (refrigerated)',
  tipper: 'Tipper',
  lcv: 'LCV (small truck)',
  other: 'Other',
};
