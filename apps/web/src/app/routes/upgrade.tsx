import { PageTitle } from '@/components/ui/page-title.tsx';
import { useAddToCart } from '@/features/cart/hooks/use-cart.ts';
import { UpgradeAdvisor } from '@/features/upgrade/components/upgrade-advisor.tsx';

/** /upgrade (anyone): the upgrade advisor (issue 28); the pasted report is kept nowhere. */
export function Component() {
  const addToCart = useAddToCart();
  return (
    <section className="mx-auto max-w-7xl px-4 py-10">
      <PageTitle description="Paste your computer's hardware report: see what it is and which parts in stock would upgrade it.">
        Upgrade advisor
      </PageTitle>
      <h1 className="mb-2 text-3xl font-bold">Upgrade advisor</h1>
      <p className="mb-8 opacity-75">Paste a hardware report of your computer: we tell what it is and which parts we stock fit it.</p>
      {/* One part a click: the cart's own toast says it was added. */}
      <UpgradeAdvisor addToCart={(part) => addToCart(part)} />
    </section>
  );
}
