/**
 * The catalog's CSV import (issue 42, decision 093): a dry run that says what the file would
 * change and what is wrong with it, then the import itself as a background job followed here.
 */
import type { ImportJob, ImportResult } from '@coreparts/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';

/** How often a running import is asked how far it has come. */
const POLL_MS = 500;

const asForm = (file: File) => {
  const body = new FormData();
  body.append('file', file);
  return body;
};

export const useCheckCatalogFile = () =>
  useMutation({ mutationFn: (file: File) => api.upload<ImportResult>('/admin/catalog/import?dryRun=1', asForm(file)) });

export const useStartCatalogImport = () =>
  useMutation({ mutationFn: (file: File) => api.upload<ImportJob>('/admin/catalog/import?background=1', asForm(file)) });

/** The job while it runs, asked again every half second; once done, the catalog's lists are read again. */
export function useImportJob(job: ImportJob | undefined) {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: ['catalog-import', job?.id],
    enabled: job !== undefined,
    initialData: job,
    queryFn: async () => {
      const now = await api.get<ImportJob>(`/admin/catalog/imports/${job!.id}`);
      if (now.state !== 'running') await queryClient.invalidateQueries({ queryKey: ['parts'] });
      return now;
    },
    refetchInterval: (query) => (query.state.data?.state === 'running' ? POLL_MS : false),
  });
}
