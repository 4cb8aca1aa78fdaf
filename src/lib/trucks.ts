/** The truck types of the marketplace: the values the database's truck_type CHECK constraints allow. */
export const TRUCK_TYPES = ['container', 'open', 'trailer', 'tanker', 'reefer', 'tipper', 'lcv', 'other'] as const;
export type TruckType = (typeof TRUCK_TYPES)[number];
