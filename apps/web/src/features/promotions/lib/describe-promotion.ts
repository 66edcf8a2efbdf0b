/** A promotion in the short words of the admin's list: what it takes off, when it applies, how much it was used, and its state now. */
import { categoryLabel, formatPrice, type Promotion } from '@coreparts/shared';

export type PromotionState = 'Active' | 'Paused' | 'Scheduled' | 'Ended';

const when = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });
const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** "10% off", "$5.00 off" or "Free shipping". */
export function promotionAmount({ kind, value }: Pick<Promotion, 'kind' | 'value'>): string {
  if (kind === 'percent') return `${value}% off`;
  if (kind === 'fixed') return `${formatPrice(value)} off`;
  return 'Free shipping';
}

/** Its conditions, one short phrase each; none when every cart gets it. */
export function promotionConditions(p: Promotion): string[] {
  // The categories and the parts named are alternatives: a line of either is discounted.
  const which = [p.categories.map(categoryLabel).join(', '), p.partIds.length > 0 ? count(p.partIds.length, 'part', 'parts') : ''].filter(Boolean).join(' or ');
  return [
    p.minSubtotal !== null ? `Min. subtotal ${formatPrice(p.minSubtotal)}` : '',
    which,
    p.build ? 'Compatible build' : '',
    p.startsAt ? `From ${when.format(new Date(p.startsAt))}` : '',
    p.endsAt ? `Until ${when.format(new Date(p.endsAt))}` : '',
    p.combines ? '' : 'Does not combine',
  ].filter(Boolean);
}

/** "3 of 10 used", or "3 used" without a limit, and the limit per customer when there is one. */
export function promotionUses({ used, usageLimit, perCustomerLimit }: Pick<Promotion, 'used' | 'usageLimit' | 'perCustomerLimit'>): string {
  const uses = usageLimit === null ? `${used} used` : `${used} of ${usageLimit} used`;
  return perCustomerLimit === null ? uses : `${uses} · ${perCustomerLimit} per customer`;
}

/** Ended once its end is past (paused or not), else Paused, Scheduled before its start, or Active. */
export function promotionState({ active, startsAt, endsAt }: Pick<Promotion, 'active' | 'startsAt' | 'endsAt'>, now = Date.now()): PromotionState {
  if (endsAt && Date.parse(endsAt) <= now) return 'Ended';
  if (!active) return 'Paused';
  if (startsAt && Date.parse(startsAt) > now) return 'Scheduled';
  return 'Active';
}
