/**
 * The gazetteer's cities in the scripts of the site's languages: the name a reader of Hindi, Marathi,
 * Gujarati, Punjabi or Tamil knows the city by, keyed by its canonical name (cities.ts). Pages show a
 * city in the reader's language through lib/words.ts cityName; search and the chat parser read these
 * spellings as aliases, so "मुंबई" or "મુંબઈ" finds Mumbai.
 */
export type IndicLocale = 'hi' | 'mr' | 'gu' | 'pa' | 'ta';

export const CITY_NAMES: Readonly<Record<string, Readonly<Partial<Record<IndicLocale, string>>>>> = {};
