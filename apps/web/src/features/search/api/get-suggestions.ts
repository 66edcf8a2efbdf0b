import { partSearchMaxLength, type SearchSuggestions } from '@coreparts/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';

/** Suggestions start from this many letters: one letter matches half the catalog. */
export const suggestFrom = 2;

/** The header's suggestions for what is typed (decision 084); kept a minute, like the server's answer. */
export const useSuggestions = (q: string) => {
  const typed = q.trim().slice(0, partSearchMaxLength);
  return useQuery({
    queryKey: ['parts', 'suggestions', typed],
    queryFn: () => api.get<SearchSuggestions>(`/search-suggestions?q=${encodeURIComponent(typed)}`),
    enabled: typed.length >= suggestFrom,
    staleTime: 60_000,
    placeholderData: keepPreviousData,
  });
};
