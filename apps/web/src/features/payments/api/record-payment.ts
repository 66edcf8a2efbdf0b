/** The payment record of product.md §5 (`PATCH /payment`): who paid, and the provider's transaction. */
import type { RecordPaymentBody } from '@coreparts/shared';
import { api } from '@/lib/api-client.ts';

export type PaymentRecord = RecordPaymentBody;

export const recordPayment = (record: PaymentRecord) =>
  api.patch<{ acknowledged: boolean; transactionId: string }>('/payment', record);
