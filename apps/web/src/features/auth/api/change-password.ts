/**
 * Better Auth's change-password (decision 054). The server signs every other session out, and so
 * this one's page token with it: a fresh one is asked for at once.
 */
import { useMutation, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { fetchAccessToken } from './get-token.ts';

export async function changePassword({ email, currentPassword, newPassword }: { email: string; currentPassword: string; newPassword: string }) {
  await api.post<unknown>('/auth/change-password', { currentPassword, newPassword });
  await fetchAccessToken(email);
}

export const useChangePassword = () => useMutation({ mutationFn: changePassword });

/** Whether the account has a password (a credential account) or signs in only with Google or GitHub. */
export const getHasPassword = async () =>
  (await api.get<{ providerId: string }[]>('/auth/list-accounts')).some((account) => account.providerId === 'credential');

export const useHasPassword = () => useQuery({ queryKey: ['session', 'has-password'], queryFn: getHasPassword });
