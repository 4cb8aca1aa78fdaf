/**
 * Use cases of what clients owe: the ageing of every client, a client's open bills and statement, the statement's
 * shareable links, and payment reminders. The figures come from migration 067's views (see queries.ts); "today"
 * and every age are India days.
 */
import { randomBytes } from 'node:crypto';
import { withActor, type Database, type Db } from '../../../db/database.js';
import type { SessionUser } from '../../../http/context.js';
import { ConflictError, NotFoundError, ValidationError } from '../../../http/errors.js';
import { kolkataDate } from '../../../lib/dates.js';
import { type Locale, runInLocale, t, tIn } from '../../../lib/i18n/index.js';
import { formatRupees } from '../../../lib/money.js';
import { lockOwnShipper } from '../clients/queries.js';
import {
  clientAgeing,
  type ClientAgeingRow,
  findLiveStatementLink,
  insertReminder,
  insertStatementLink,
  openLinesOf,
  remindersOf,
  revokeStatementLinks,
  type StatementEntry,
  statementEntries,
} from './queries.js';

/** The first day of the Indian financial year (1 April) that holds `day`. */
function financialYearStart(day: string): string {
  const year = Number(day.slice(0, 4));
  return day.slice(5) >= '04-01' ? `${year}-04-01` : `${year - 1}-04-01`;
}

/** Every client that owes (or has paid ahead), most overdue first, as of today. */
export function receivablesOverview(db: Db, user: SessionUser, asOf = kolkataDate()): Promise<ClientAgeingRow[]> {
  return clientAgeing(db, user.id, asOf);
}

/** One client's ageing as of today (zeros when nothing is open). */
async function ageingOfClient(db: Db, ownerId: string, shipperId: string, asOf = kolkataDate()): Promise<ClientAgeingRow | undefined> {
  return (await clientAgeing(db, ownerId, asOf, shipperId))[0];
}

export interface StatementLine extends StatementEntry {
  balancePaise: number;
}

export interface Statement {
  from: string;
  to: string;
  openingPaise: number;
  lines: StatementLine[];
  billedPaise: number;
  receivedPaise: number;
  closingPaise: number;
  /** As of the statement's last day when that is today or later, else as of today. */
  ageing: ClientAgeingRow | undefined;
}

/** A client's statement for a period: opening balance, every bill and payment with the running balance, closing balance. */
export async function clientStatement(db: Db, ownerId: string, shipperId: string, period: { from: string | null; to: string | null }): Promise<Statement> {
  const today = kolkataDate();
  const to = period.to ?? today;
  const from = period.from ?? financialYearStart(to);
  const [entries, ageing] = await Promise.all([statementEntries(db, ownerId, shipperId, to), ageingOfClient(db, ownerId, shipperId, today)]);
  let openingPaise = 0;
  let balance = 0;
  let billedPaise = 0;
  let receivedPaise = 0;
  const lines: StatementLine[] = [];
  for (const e of entries) {
    if (e.date < from) {
      openingPaise += e.debitPaise - e.creditPaise;
      balance = openingPaise;
      continue;
    }
    balance += e.debitPaise - e.creditPaise;
    billedPaise += e.debitPaise;
    receivedPaise += e.creditPaise;
    lines.push({ ...e, balancePaise: balance });
  }
  return { from, to, openingPaise, lines, billedPaise, receivedPaise, closingPaise: openingPaise + billedPaise - receivedPaise, ageing };
}

/** The client a statement link shows, or 404 (unknown, revoked or expired token). */
export async function statementOfLink(db: Db, token: string) {
  if (!/^[A-Za-z0-9_-]{32,64}$/.test(token)) throw new NotFoundError('Statement');
  const link = await findLiveStatementLink(db, token);
  if (!link) throw new NotFoundError('Statement');
  return link;
}

function newToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Makes a shareable link to one of the owner's clients' statement (30 days); returns its token. */
export async function createStatementLink(db: Database, user: SessionUser, shipperId: string): Promise<string> {
  return withActor(db, user.id, async (trx) => {
    if (!(await lockOwnShipper(trx, user.id, shipperId, 'share'))) throw new NotFoundError('Client');
    const token = newToken();
    await insertStatementLink(trx, user.id, shipperId, token);
    return token;
  });
}

/** Revokes every live link of one of the owner's clients; returns how many. */
export async function revokeClientStatementLinks(db: Database, user: SessionUser, shipperId: string): Promise<number> {
  return withActor(db, user.id, async (trx) => {
    if (!(await lockOwnShipper(trx, user.id, shipperId, 'share'))) throw new NotFoundError('Client');
    return revokeStatementLinks(trx, shipperId);
  });
}

/** A phone number as the senders take it (+91XXXXXXXXXX), or null when it is not an Indian mobile number. */
function indianMobile(typed: string): string | null {
  const digits = typed.replace(/\D/g, '');
  const national = digits.length === 12 && digits.startsWith('91') ? digits.slice(2) : digits.length === 11 && digits.startsWith('0') ? digits.slice(1) : digits;
  return /^[6-9]\d{9}$/.test(national) ? `+91${national}` : null;
}

/** The reminder's words in the chosen language: who it is from, the amount, the statement link. */
function reminderText(language: Locale, v: { business: string; client: string; amountPaise: number; url: string }): string {
  return runInLocale(language, () => tIn(language, 'receivables.reminder.text', { business: v.business, client: v.client, amount: formatRupees(v.amountPaise), url: v.url }));
}

/**
 * Queues a payment reminder to the client's phone by SMS or WhatsApp, with a new statement link: the request
 * only stores it (the reminder dispatcher sends it, see delivery.ts). Refused when the client owes nothing or has
 * no phone (400) and when the client already had a reminder today (409, the database's unique day).
 */
export async function sendReminder(db: Database, user: SessionUser, shipperId: string, input: { channel: 'sms' | 'whatsapp'; language: Locale }, baseUrl: string): Promise<string> {
  return withActor(db, user.id, async (trx) => {
    const client = await lockOwnShipper(trx, user.id, shipperId, 'share');
    if (!client) throw new NotFoundError('Client');
    const row = await trx.selectFrom('shippers').select(['phone']).where('id', '=', shipperId).executeTakeFirstOrThrow();
    const phone = row.phone ? indianMobile(row.phone) : null;
    if (!phone) throw new ValidationError({ channel: t('receivables.error.noPhone') });
    const ageing = await ageingOfClient(trx, user.id, shipperId);
    const owed = ageing?.balancePaise ?? 0;
    if (owed <= 0) throw new ValidationError({ channel: t('receivables.error.nothingOwed') });
    const business = await trx.selectFrom('users').select(['name', 'companyName']).where('id', '=', user.id).executeTakeFirstOrThrow();
    const token = newToken();
    const link = await insertStatementLink(trx, user.id, shipperId, token);
    const text = reminderText(input.language, { business: business.companyName ?? business.name, client: client.name, amountPaise: owed, url: `${baseUrl}/s/${token}` });
    const id = await insertReminder(trx, { ownerId: user.id, shipperId, channel: input.channel, language: input.language, phone, text, amountPaise: owed, linkId: link.id });
    if (!id) throw new ConflictError(t('receivables.error.onePerDay'));
    return id;
  });
}

/** What the client page shows of their receivable: ageing, open bills, latest reminders. */
export async function receivablePartOf(db: Db, ownerId: string, shipperId: string) {
  const asOf = kolkataDate();
  const [ageing, lines, reminders] = await Promise.all([ageingOfClient(db, ownerId, shipperId, asOf), openLinesOf(db, ownerId, shipperId, asOf), remindersOf(db, shipperId)]);
  return { ageing, lines, reminders };
}
