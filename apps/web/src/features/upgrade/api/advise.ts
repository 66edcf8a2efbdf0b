import type { AdvisorAnswer } from '@coreparts/shared';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';

/**
 * `POST /api/advisor` (issue 28): what the pasted report's machine is and what in stock would
 * upgrade it. The report goes to the server and nowhere else: the page keeps it in memory only.
 */
export const advise = (report: string) => api.post<AdvisorAnswer>('/advisor', { report });

export const useAdvise = () => useMutation({ mutationFn: advise });
