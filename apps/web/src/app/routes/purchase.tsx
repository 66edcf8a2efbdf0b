import { useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate, useParams } from 'react-router';
import { Spinner } from '@/components/ui/spinner.tsx';
import { paths } from '@/config/paths.ts';
import { useUser } from '@/features/auth/api/get-session.ts';
import type { CheckoutOptions, Part } from '@coreparts/shared';
import type { SessionUser } from '@/features/auth/api/get-session.ts';
import { useCheckoutOptions } from '@/features/cart/api/get-checkout-options.ts';
import { AddToCartButton } from '@/features/cart/components/add-to-cart-button.tsx';
import {
  SavedAddressChoice,
  ShippingAddressFields,
  useShippingAddressForm,
  type ShippingAddressFormValues,
} from '@/features/cart/components/shipping-address-form.tsx';
import { PurchaseForm } from '@/features/orders/components/purchase-form.tsx';
import { PartDetails } from '@/features/parts/components/part-details.tsx';
import { partQueryKey, usePart } from '@/features/parts/api/get-part.ts';
import { getPartsQueryOptions } from '@/features/parts/api/get-parts.ts';
import { PageTitle } from '@/components/ui/page-title.tsx';
import { StockAlertOffer } from '@/features/stock-alerts/components/stock-alert-offer.tsx';

/**
 * /purchase/{id} (signed in): the part and its order form (product.md §2, §4, §5), whose address
 * fields are the checkout's, started from the address book (issue 41); the address typed here is
 * carried to the order's payment page, whose shipping step starts from it.
 */
export function Component() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const user = useUser();
  const part = usePart(id);
  const options = useCheckoutOptions();
  const refreshStock = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: getPartsQueryOptions().queryKey }),
      queryClient.invalidateQueries({ queryKey: partQueryKey(id) }),
    ]);

  if (part.isPending || !user || options.isPending) return <Spinner />;
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
      <OrderForm
        key={part.data._id}
        part={part.data}
        user={user}
        // Without the book (it could not be read), the fields start empty.
        options={options.data ?? { methods: [], taxRates: [], addresses: [], lastAddress: null }}
        onPlaced={(orderId, shipTo) => navigate(paths.payment(orderId), { state: { shipTo } })}
        onSettled={refreshStock}
      />
    </section>
  );
}

interface OrderFormProps {
  part: Part;
  user: SessionUser;
  options: CheckoutOptions;
  onPlaced: (orderId: string, shipTo: ShippingAddressFormValues | null) => void;
  onSettled: () => unknown;
}

function OrderForm({ part, user, options, onPlaced, onSettled }: OrderFormProps) {
  const address = useShippingAddressForm(options.lastAddress);
  const typed = () => {
    const values = address.getValues();
    return Object.values(values).some((value) => typeof value === 'string' && value.trim() !== '') ? values : null;
  };
  return (
    <PurchaseForm
      part={part}
      customer={user}
      onPlaced={(order) => onPlaced(order._id, typed())}
      onSettled={onSettled}
      extraAction={(quantity) => <AddToCartButton part={part} units={quantity} className="w-full" />}
      shipTo={
        <div className="grid gap-6 py-2">
          <SavedAddressChoice form={address} addresses={options.addresses} />
          <ShippingAddressFields form={address} />
        </div>
      }
    />
  );
}
