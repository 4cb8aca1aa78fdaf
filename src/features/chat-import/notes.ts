/**
 * The parser's notes (why a value is missing or uncertain), in the reader's language. The parser runs in a
 * worker thread of the parser pool, which enters the request's language for each paste (parser-worker.ts), so a
 * note is worded where the parser makes it; outside a request (tests, scripts) it is English.
 */
import { formatDate } from '../../lib/dates.js';
import { currentLocale, t } from '../../lib/i18n/index.js';
import { formatRupees } from '../../lib/money.js';
import { cityName } from '../../lib/words.js';

/** A YYYY-MM-DD day as a note shows it: as is in English, "25 नव॰ 2026" in Hindi. */
function day(iso: string): string {
  return currentLocale() === 'en' ? iso : formatDate(iso);
}

export const notes = {
  noOrigin: () => t('chatImport.note.noOrigin'),
  noDestination: () => t('chatImport.note.noDestination'),
  truckFromLength: (ft: number) => t('chatImport.note.truckFromLength', { n: ft }),
  noTruck: () => t('chatImport.note.noTruck'),
  noWeight: () => t('chatImport.note.noWeight'),
  /** The pickup date assumed: the message's own date, or today. */
  noDate: (iso: string, fromMessage: boolean) => t(fromMessage ? 'chatImport.note.noDateMessage' : 'chatImport.note.noDateToday', { date: day(iso) }),
  phoneSender: () => t('chatImport.note.phoneSender'),
  phoneEarlier: () => t('chatImport.note.phoneEarlier'),
  /** A weight with no unit, read as kilograms (100 and more) or tonnes. */
  noUnit: (asKg: boolean) => t(asKg ? 'chatImport.note.kg' : 'chatImport.note.tonnes'),
  rate: (n: number) => t('chatImport.note.rate', { n: String(n) }),
  truckFromWords: () => t('chatImport.note.truckFromWords'),
  urgent: () => t('chatImport.note.urgent'),
  /** A word read as a city of the list ("Read "bombay" as Mumbai"). */
  cityRead: (raw: string, city: string) => t('chatImport.note.cityRead', { raw, city: cityName(city) }),
  notCity: (raw: string) => t('chatImport.note.notCity', { raw }),
  /** Goods read from the words after the weight, where Hinglish posts put them ("8 ton hosiery"). */
  materialGuess: (material: string) => t('chatimport.note.materialGuess', { material }),
  /** Goods read from the words right after the route or right before the weight (the goods slot). */
  materialPlace: (material: string) => t('chatimport.note.materialPlace', { material }),
  /** A weight told as sacks and what each weighs ("600 bori 50 kilo"). */
  bagWeight: (bags: number, kg: number) => t('chatimport.note.bagWeight', { bags, kg }),
  /** A total weight or freight shared out over the n trucks of a post. */
  totalWeight: (tonnes: number, n: number) => t('chatimport.note.totalWeight', { tonnes: String(tonnes), n }),
  totalPrice: (rupees: number, n: number) => t('chatimport.note.totalPrice', { amount: formatRupees(rupees * 100), n }),
  /** More trucks asked for than one post lists. */
  truckCap: (asked: number, max: number) => t('chatimport.note.truckCap', { asked, max }),
};
