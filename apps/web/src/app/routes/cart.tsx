import { PageTitle } from '@/components/ui/page-title.tsx';
import { CartView } from '@/features/cart/components/cart-view.tsx';

/** /cart (anyone): a visitor's cart kept in the browser, or the signed-in customer's. */
export function Component() {
  return (
    <section className="mx-auto max-w-6xl px-4 py-10">
      <PageTitle>Cart</PageTitle>
      <h1 className="mb-8 text-3xl font-bold">Cart</h1>
      <CartView />
    </section>
  );
}
