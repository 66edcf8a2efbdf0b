/** `GET /admin/orders.csv` (admin): the searched orders, all pages, as a CSV file to save. */
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { saveFile } from '@/lib/save-file.ts';
import { adminOrdersSearch, type AdminOrdersFilter } from './get-admin-orders.ts';

export async function exportOrdersCsv(filter: AdminOrdersFilter) {
  const { blob, filename } = await api.getFile(`/admin/orders.csv${adminOrdersSearch(filter)}`, 'orders.csv');
  saveFile(blob, filename);
}

export const useExportOrdersCsv = () => useMutation({ mutationFn: exportOrdersCsv });
