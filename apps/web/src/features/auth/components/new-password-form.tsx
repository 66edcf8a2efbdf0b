import { messages, newPasswordSchema, type NewPasswordInput } from '@coreparts/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { toast } from '@/lib/toast.ts';
import { useResetPassword } from '@/features/auth/api/reset-password.ts';
import { isInvalidToken, resetPasswordErrorMessage } from '@/features/auth/lib/auth-errors.ts';
import { FormAlert, SubmitButton } from '@/components/ui/form-field.tsx';
import { NewPasswordFields } from './password-fields.tsx';

interface NewPasswordFormProps {
  token: string;
  onSuccess: () => void;
  /** The link ran out while the form was open: the page offers a new one instead. */
  onExpired: () => void;
}

/** Sets a new password with the token from the e-mailed reset link. */
export function NewPasswordForm({ token, onSuccess, onExpired }: NewPasswordFormProps) {
  const resetPassword = useResetPassword();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<NewPasswordInput>({
    resolver: zodResolver(newPasswordSchema),
    mode: 'onSubmit',
    defaultValues: { password: '', confirmpassword: '' },
  });

  const onSubmit = ({ password }: NewPasswordInput) =>
    resetPassword.mutate(
      { newPassword: password, token },
      {
        onSuccess: () => {
          toast.success(messages.account.passwordChanged);
          reset();
          onSuccess();
        },
        onError: (error) => {
          if (isInvalidToken(error)) onExpired();
        },
      },
    );

  return (
    <form className="flex flex-col gap-4" noValidate onSubmit={handleSubmit(onSubmit)}>
      <NewPasswordFields
        password={register('password')}
        confirm={register('confirmpassword')}
        errors={{ password: errors.password?.message, confirm: errors.confirmpassword?.message }}
      />
      {resetPassword.isError && <FormAlert>{resetPasswordErrorMessage(resetPassword.error)}</FormAlert>}
      <SubmitButton pending={resetPassword.isPending}>Change password</SubmitButton>
    </form>
  );
}
