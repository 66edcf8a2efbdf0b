/**
 * Tells the server the card payment of an order succeeded (product.md §3: unpaid → pending). The
 * server asks the payment provider itself and refuses (409 `payment_not_confirmed`) otherwise.
 */
import type { Order } from '@coreparts/shared';
import { api } from '@/lib/api-client.ts';

export const confirmOrderPayment = (orderId: string) =>
  api.patch<Order>(`/order/${encodeURIComponent(orderId)}`, { payment: 'pending' });
