import { formatPrice, messages } from '@coreparts/shared';
import { useBuildPricing } from '@/features/builder/api/price-build.ts';
import { unitsForCart, type BuildItem } from '@/features/builder/hooks/use-add-build-to-cart.ts';

/**
 * What the shop's promotions take off this build in the cart, as the checkout will price it (the
 * build discount of issue 43 among them): "Save $24 when you buy this build together".
 */
export function BuildSaving({ items }: { items: readonly BuildItem[] }) {
  const pricing = useBuildPricing(items.map((item) => ({ partId: item.part._id, quantity: unitsForCart(item) }))).data;
  if (!pricing || pricing.discount <= 0) return null;
  return (
    <p className="-mt-2 rounded-box bg-success/10 px-3 py-2 text-sm font-semibold text-success" data-testid="build-saving">
      {messages.promotions.buildSaving(formatPrice(pricing.discount))}
    </p>
  );
}
