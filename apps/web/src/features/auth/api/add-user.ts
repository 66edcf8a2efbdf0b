import type { Role } from '@coreparts/shared';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';

export interface AddUserInput {
  name: string;
  email: string;
  role: Extract<Role, 'user'>;
}

/** Registers the signed-in person in the shop's user list (product.md §3: social sign-in, role user). */
export const addUser = (input: AddUserInput) => api.post<unknown>('/add-user', input);

export const useAddUser = () => useMutation({ mutationFn: addUser });
