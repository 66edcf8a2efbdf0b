import { messages } from '@coreparts/shared';
import { PageTitle } from '@/components/ui/page-title.tsx';
import { useUser } from '@/features/auth/api/get-session.ts';
import { BuilderView } from '@/features/builder/components/builder-view.tsx';
import { useShippingMethods } from '@/features/cart/api/get-shipping-methods.ts';
import { useAddToCart } from '@/features/cart/hooks/use-cart.ts';

/**
 * /builder (anyone): the build planner (issue 28); the build is in the address, and "Share build"
 * saves it under a link of its own (decision 050).
 */
export function Component() {
  const addToCart = useAddToCart();
  const user = useUser();
  // The first method's delivery time stands for when a part in stock arrives.
  const [method] = useShippingMethods().data ?? [];
  const delivery = method?.eta ? messages.shipping.arrives(method.name, method.eta) : undefined;
  return (
    <section className="mx-auto max-w-7xl px-4 py-10">
      <PageTitle description="Plan a PC part by part: see at once what fits, the estimated power draw and the total, then put the whole build in your cart.">
        PC Builder
      </PageTitle>
      <h1 className="mb-2 text-3xl font-bold">PC Builder</h1>
      <p className="mb-8 opacity-75">Choose a part for each row: the parts that fit what you have chosen come first.</p>
      {/* The build says once what it added, not once a part. */}
      <BuilderView addToCart={(part, units) => addToCart(part, units, { quiet: true })} signedIn={user === undefined ? undefined : user !== null} delivery={delivery} />
    </section>
  );
}
