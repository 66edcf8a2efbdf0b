/** The payment record of product.md §5 (`PATCH /payment`): who paid, and the provider's transaction. */
import { api } from '../../../lib/api-client.ts';

export interface PaymentRecord {
  name: string;
  email: string;
  transactionId: string;
}

export const recordPayment = (record: PaymentRecord) =>
  api.patch<{ acknowledged: boolean; transactionId: string }>('/payment', record);
