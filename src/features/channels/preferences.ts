/** A user's channels per event (with the defaults for an event never set) and the end of their quiet hours. */
import { CHANNELS, type Channel, type ChannelEvent, EVENTS } from './events.js';

export type ChannelChoice = Record<Channel, boolean>;

/** An event the user never set: push (free, and only where they subscribed a device) on, paid SMS and WhatsApp off. */
const DEFAULT_CHOICE: ChannelChoice = { push: true, sms: false, whatsapp: false };

/** Every event's choice, stored or default. */
export function choicesFrom(rows: ({ event: string } & ChannelChoice)[]): Record<ChannelEvent, ChannelChoice> {
  const out = Object.fromEntries(EVENTS.map((e) => [e, { ...DEFAULT_CHOICE }])) as Record<ChannelEvent, ChannelChoice>;
  for (const r of rows) if ((EVENTS as readonly string[]).includes(r.event)) out[r.event as ChannelEvent] = { push: r.push, sms: r.sms, whatsapp: r.whatsapp };
  return out;
}

export function chosenChannels(choice: ChannelChoice): Channel[] {
  return CHANNELS.filter((c) => choice[c]);
}

const INDIA_OFFSET_MIN = 330;

/**
 * When a message may go out: `now`, or the end of the quiet hours (India time) `now` falls in. A span that
 * crosses midnight (22:00-07:00) counts from its start to the next day's end.
 */
export function sendableAt(now: Date, quiet: { startsMinute: number; endsMinute: number } | undefined): Date {
  if (!quiet) return now;
  const minuteOfDay = Math.floor((now.getTime() / 60_000 + INDIA_OFFSET_MIN) % 1440);
  const { startsMinute: s, endsMinute: e } = quiet;
  const inside = s < e ? minuteOfDay >= s && minuteOfDay < e : minuteOfDay >= s || minuteOfDay < e;
  if (!inside) return now;
  const wait = (e - minuteOfDay + 1440) % 1440;
  const end = new Date(now.getTime() + wait * 60_000);
  end.setUTCSeconds(0, 0);
  return end;
}
