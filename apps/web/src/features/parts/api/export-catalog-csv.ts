/** `GET /admin/catalog/export.csv` (admin): every live part in the import's columns, as a CSV file to save (issue 42). */
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { saveFile } from '@/lib/save-file.ts';

export async function exportCatalogCsv() {
  const { blob, filename } = await api.getFile('/admin/catalog/export.csv', 'catalog.csv');
  saveFile(blob, filename);
}

export const useExportCatalogCsv = () => useMutation({ mutationFn: exportCatalogCsv });
