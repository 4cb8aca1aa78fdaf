/**
 * A CSV file as the answer of a download route (registered by hand: it answers a file, neither JSON nor a
 * page), and the cells every export writes the same way: instants in India time, money in rupees.
 */
import type { FastifyReply } from 'fastify';
import { kolkataDate } from '../lib/dates.js';

/** Answers `body` as a download named `<name>-<India date>.csv`, never stored by a shared cache. */
export function sendCsv(reply: FastifyReply, name: string, body: string): FastifyReply {
  return reply
    .code(200)
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${name}-${kolkataDate()}.csv"`)
    .header('cache-control', 'private, no-store')
    .send(body);
}

const kolkataTime = new Intl.DateTimeFormat('en-GB', { timeZone: 'Asia/Kolkata', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });

/** An instant as India time for a spreadsheet, "2026-11-26 18:30" (the column's name says IST); '' for none. */
export function csvIndiaTime(at: Date | null | undefined): string {
  if (!at) return '';
  return `${kolkataDate(at)} ${kolkataTime.format(at)}`;
}

/** Paise as rupees, a plain number (two decimals at most); '' for none. */
export function csvRupees(paise: number | null | undefined): number | null {
  return paise === null || paise === undefined ? null : Math.round(paise) / 100;
}
