/** Messages of the invoices area (see ../index.ts): freight invoices, lorry receipts (LR) and the platform's fee invoices. English is the source; every other language has every key. */
import type { Translation } from '../translation.js';

export const en = {};

export const hi: Translation<typeof en> = {};

export const mr: Translation<typeof en> = {};

export const gu: Translation<typeof en> = {};

export const pa: Translation<typeof en> = {};

export const ta: Translation<typeof en> = {};
