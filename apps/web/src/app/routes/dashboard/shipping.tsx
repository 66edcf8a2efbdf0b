import { Spinner } from '@/components/ui/spinner.tsx';
import { PageTitle } from '@/components/ui/page-title.tsx';
import { useCheckoutOptions } from '@/features/cart/api/get-checkout-options.ts';
import { CheckoutSettingsForm } from '@/features/cart/components/checkout-settings-form.tsx';
import { DashboardPage } from '@/features/dashboard/components/dashboard-page.tsx';

/** /dashboard/shipping (admin): the checkout's shipping methods and tax rates (issue 27). */
export function Component() {
  const { data: options, isPending, isError } = useCheckoutOptions();
  return (
    <DashboardPage title="Shipping & tax" description="What the checkout charges for shipping, and the tax of each country and region orders ship to.">
      <PageTitle>Shipping & tax</PageTitle>
      {isPending && <Spinner />}
      {isError && (
        <div role="alert" className="alert alert-error alert-soft">
          The shipping and tax settings could not be loaded. Please try again in a moment.
        </div>
      )}
      {options && <CheckoutSettingsForm initial={options} />}
    </DashboardPage>
  );
}
