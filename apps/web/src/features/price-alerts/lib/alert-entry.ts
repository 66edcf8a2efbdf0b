/** What My Profile says of each price alert (decision 094): its name, where it leads, and what it waits for. */
import { formatPrice, messages, type PriceAlertEntry } from '@coreparts/shared';
import { paths } from '@/config/paths.ts';

const m = messages.priceAlert;

export interface AlertEntryView {
  name: string;
  link: string;
  detail: string;
}

/** Any drop is measured from the price when the alert was set, not today's, which may have risen since. */
export function alertEntryView(entry: PriceAlertEntry): AlertEntryView {
  if (entry.kind === 'build') {
    return { name: entry.name ?? m.unnamedBuild, link: paths.savedBuild(entry.buildId), detail: m.buildEntry(formatPrice(entry.dropBy), formatPrice(entry.total)) };
  }
  const target = entry.targetPrice === null ? null : formatPrice(entry.targetPrice);
  return { name: entry.name, link: paths.part(entry.partId), detail: entry.sold ? m.partEntry(target, formatPrice(entry.priceWhenSet), formatPrice(entry.price)) : m.notSold };
}
