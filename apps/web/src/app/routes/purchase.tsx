import { useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate, useParams } from 'react-router';
import { Spinner } from '@/components/ui/spinner.tsx';
import { paths } from '@/config/paths.ts';
import { useUser } from '@/features/auth/api/get-session.ts';
import { AddToCartButton } from '@/features/cart/components/add-to-cart-button.tsx';
import { PurchaseForm } from '@/features/orders/components/purchase-form.tsx';
import { PartDetails } from '@/features/parts/components/part-details.tsx';
import { partQueryKey, usePart } from '@/features/parts/api/get-part.ts';
import { getPartsQueryOptions } from '@/features/parts/api/get-parts.ts';
import { PageTitle } from '@/components/ui/page-title.tsx';
import { StockAlertOffer } from '@/features/stock-alerts/components/stock-alert-offer.tsx';

/** /purchase/{id} (signed in): the part and its order form (product.md §2, §4, §5). */
export function Component() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const user = useUser();
  const part = usePart(id);
  const refreshStock = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: getPartsQueryOptions().queryKey }),
      queryClient.invalidateQueries({ queryKey: partQueryKey(id) }),
    ]);

  if (part.isPending || !user) return <Spinner />;
  if (part.isError || !part.data) {
    return (
      <section className="mx-auto max-w-xl px-4 py-16 text-center">
        <h1 className="text-2xl font-bold">This part is not available</h1>
        <p className="mt-2 opacity-70">It may have been removed from the store.</p>
        <Link to={paths.parts} className="btn btn-primary mt-6">
          See All Parts
        </Link>
      </section>
    );
  }
  const found = part.data;
  return (
    <section className="mx-auto grid max-w-6xl items-start gap-6 px-4 py-10 lg:grid-cols-2 lg:gap-10">
      <PageTitle>{`Order ${part.data.name}`}</PageTitle>
      <PartDetails part={part.data}>{found.quantity === 0 && <StockAlertOffer partId={found._id} signedIn />}</PartDetails>
      <PurchaseForm
        key={part.data._id}
        part={part.data}
        customer={user}
        onPlaced={(order) => navigate(paths.payment(order._id))}
        onSettled={refreshStock}
        extraAction={(quantity) => <AddToCartButton part={found} units={quantity} className="w-full" />}
      />
    </section>
  );
}
