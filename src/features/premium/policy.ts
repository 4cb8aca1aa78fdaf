/** Who may buy the premium plan: drivers, the only users whose bids are limited on the free plan (CONTRACT section 5). */
import type { SessionUser } from '../../http/context.js';

export function canBuyPremium(user: SessionUser): boolean {
  return user.role === 'driver';
}
