import type { AccountUser, Role } from '@coreparts/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { usersQueryKey } from './get-users.ts';

export interface SetRoleInput {
  email: string;
  role: Role;
}

/** Grants or revokes admin (product.md §3); the server refuses an admin their own role (403) and the last admin (409). */
export const setRole = ({ email, role }: SetRoleInput) =>
  api.patch<AccountUser>(`/user/admin/${encodeURIComponent(email)}`, { role });

export function useSetRole({ onSuccess }: { onSuccess?: (user: AccountUser) => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setRole,
    onSuccess: async (user) => {
      await queryClient.invalidateQueries({ queryKey: usersQueryKey });
      onSuccess?.(user);
    },
  });
}
