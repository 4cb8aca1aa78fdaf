/** Messages of the tripinvoice area (see ../index.ts): a driver or fleet owner invoicing the shipper or broker for a trip they carried. English is the source; every other language has every key. */
import type { Translation } from '../translation.js';

export const en = {
  'tripinvoice.title': 'Invoice for this trip',
} as const;

export const hi: Translation<typeof en> = {
  'tripinvoice.title': 'इस ट्रिप का बिल',
};

export const mr: Translation<typeof en> = {
  'tripinvoice.title': 'या ट्रिपचे बिल',
};

export const gu: Translation<typeof en> = {
  'tripinvoice.title': 'આ ટ્રિપનું બિલ',
};

export const pa: Translation<typeof en> = {
  'tripinvoice.title': 'ਇਸ ਟ੍ਰਿਪ ਦਾ ਬਿੱਲ',
};

export const ta: Translation<typeof en> = {
  'tripinvoice.title': 'இந்தப் பயணத்தின் பில்',
};
