/**
 * A file as the answer of a download route (CSV exports, PDF documents: it answers a file, neither JSON nor a
 * page), and the cells every CSV export writes the same way: instants in India time, money in rupees.
 */
import type { FastifyReply } from 'fastify';
import { kolkataDate } from '../lib/dates.js';

/**
 * Answers `body` as a file named `name`, never stored by a shared cache: a download (`attachment`), or shown by the
 * browser (`inline`, a PDF). A name with other characters than letters, digits, dot and dash (a client's name in
 * Hindi, a space, a quote) goes as an ASCII fallback plus its UTF-8 form (RFC 6266 `filename*`), so no header is
 * ever malformed.
 */
export function sendFile(reply: FastifyReply, file: { type: string; name: string; body: string | Buffer; inline?: boolean }): FastifyReply {
  const ascii = file.name.replace(/[^\w.-]+/g, '-');
  const utf8 = ascii === file.name ? '' : `; filename*=UTF-8''${encodeURIComponent(file.name)}`;
  return reply
    .code(200)
    .header('content-type', file.type)
    .header('content-disposition', `${file.inline ? 'inline' : 'attachment'}; filename="${ascii}"${utf8}`)
    .header('cache-control', 'private, no-store')
    .send(file.body);
}

/** Answers `body` as a download named `<name>-<India date>.csv`. */
export function sendCsv(reply: FastifyReply, name: string, body: string): FastifyReply {
  return sendFile(reply, { type: 'text/csv; charset=utf-8', name: `${name}-${kolkataDate()}.csv`, body });
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
