import type { ResetRequestInput } from '@coreparts/shared';
import { useMutation } from '@tanstack/react-query';
import { authCallbacks } from '@/config/paths.ts';
import { api } from '@/lib/api-client.ts';

/** Always answers 200: the server does not reveal whether the address is registered. */
export const requestPasswordReset = ({ email }: ResetRequestInput) =>
  api.post<unknown>('/auth/request-password-reset', { email, redirectTo: authCallbacks.resetPassword });

export const useRequestPasswordReset = () => useMutation({ mutationFn: requestPasswordReset });
