import type { Part } from '@coreparts/shared';
import { api } from '@/lib/api-client.ts';

/** A suggested part as the catalog has it now (its minimum and stock), for adding it to the cart. */
export const getSuggestedPart = (id: string) => api.get<Part>(`/part/${encodeURIComponent(id)}`);
