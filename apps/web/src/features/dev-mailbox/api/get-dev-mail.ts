/**
 * The development outbox: every e-mail the server would have sent, newest first. The server
 * answers 404 in production, where real mail goes out instead.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';

export interface DevMail {
  id: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  createdAt: string;
}

export const getDevMail = () => api.get<DevMail[]>('/dev/mail');

export const getDevMailQueryOptions = () =>
  queryOptions({ queryKey: ['dev-mail'], queryFn: getDevMail, staleTime: 0 });

export const useDevMail = () => useQuery(getDevMailQueryOptions());
