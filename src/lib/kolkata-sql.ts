/** Calendar periods in India as SQL instants, for queries that count "this month" the way kolkataDate() counts "today". */
import { sql } from 'kysely';

/** The instant the current calendar month began in India (Asia/Kolkata). */
export const KOLKATA_MONTH_START = sql<Date>`date_trunc('month', now() AT TIME ZONE 'Asia/Kolkata') AT TIME ZONE 'Asia/Kolkata'`;
