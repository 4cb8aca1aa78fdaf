/**
 * The kinds of event a user chooses channels for, and which notifications belong to each. A notification whose
 * kind and message belong to no event (a chat message, a dispute, a network invitation...) stays in-app only.
 */
export const EVENTS = ['load_match', 'bid_placed', 'bid_accepted', 'bid_rejected', 'bid_countered', 'trip_status', 'payment_held', 'payment_released', 'payout_paid', 'announcement'] as const;
export type ChannelEvent = (typeof EVENTS)[number];

export const CHANNELS = ['push', 'sms', 'whatsapp'] as const;
export type Channel = (typeof CHANNELS)[number];

const BY_KIND: Record<string, ChannelEvent> = {
  load_match: 'load_match',
  bid_placed: 'bid_placed',
  bid_accepted: 'bid_accepted',
  bid_rejected: 'bid_rejected',
  bid_countered: 'bid_countered',
  // The answer to a counter-offer is part of the same negotiation.
  counter_answered: 'bid_countered',
  trip_status: 'trip_status',
  announcement: 'announcement',
};

const BY_MESSAGE: Record<string, ChannelEvent> = {
  'notify.escrow.held': 'payment_held',
  'notify.escrow.released': 'payment_released',
  'notify.escrow.paid': 'payment_released',
  'notify.escrow.refunded': 'payment_released',
  'notify.escrow.refundedDriver': 'payment_released',
  'notify.payout.approved': 'payout_paid',
};

/** The event a notification belongs to, or null (in-app only). */
export function eventOf(kind: string, messageKey: string | null): ChannelEvent | null {
  if (kind === 'payment' || kind === 'payout') return messageKey ? (BY_MESSAGE[messageKey] ?? null) : null;
  return BY_KIND[kind] ?? null;
}
