import { messages, shipOrderBodySchema, type Order, type ShipOrderBody } from '@coreparts/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { useRef } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from '@/lib/toast.ts';
import { FormAlert, FormField, SubmitButton } from '@/components/ui/form-field.tsx';
import { useShipOrder } from '@/features/orders/api/ship-order.ts';
import { OrderDialog } from './order-dialog.tsx';
import { orderSummary } from './order-item.tsx';

/** Ship: the carrier and the tracking number the customer is mailed. */
export function ShipOrderDialog({ order, onClosed }: { order: Order; onClosed: () => void }) {
  const dialog = useRef<HTMLDialogElement>(null);
  const ship = useShipOrder();
  const {
    register,
    handleSubmit,
    setFocus,
    formState: { errors },
  } = useForm<ShipOrderBody>({ resolver: zodResolver(shipOrderBodySchema), mode: 'onSubmit', defaultValues: { carrier: '', trackingNumber: '' } });

  const onSubmit = (body: ShipOrderBody) =>
    ship.mutate(
      { id: order._id, body },
      {
        onSuccess: () => {
          toast.success(messages.fulfilment.shipped);
          dialog.current?.close();
        },
      },
    );

  return (
    <OrderDialog
      dialogRef={dialog}
      title="Ship order"
      subtitle={
        <>
          <p>
            <span className="font-mono font-semibold">{order.number}</span>: {orderSummary(order)}
          </p>
          <p>
            For {order.displayName} ({order.email})
          </p>
          {order.shippingAddress && (
            <p>
              {order.shippingMethod ?? 'Shipping'} to {order.shippingAddress.name}, {order.shippingAddress.city}, {order.shippingAddress.country}
            </p>
          )}
        </>
      }
      busy={ship.isPending}
      onClosed={onClosed}
      initialFocus={() => setFocus('carrier')}
    >
      {/* Built in the submit event: `onSubmit` closes the dialog through its ref, which render must not read. */}
      <form className="mt-5 flex flex-col gap-4" noValidate aria-label="Ship order" onSubmit={(event) => handleSubmit(onSubmit)(event)}>
        <FormField label="Carrier" autoComplete="off" maxLength={60} error={errors.carrier?.message} {...register('carrier')} />
        <FormField label="Tracking number" autoComplete="off" maxLength={60} error={errors.trackingNumber?.message} {...register('trackingNumber')} />
        {ship.isError && <FormAlert>{ship.error.message}</FormAlert>}
        <SubmitButton pending={ship.isPending}>Ship</SubmitButton>
      </form>
    </OrderDialog>
  );
}
