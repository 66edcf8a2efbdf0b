import { messages, newPasswordSchema, type NewPasswordInput } from '@coreparts/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'react-toastify';
import { useResetPassword } from '../api/reset-password.ts';
import { resetPasswordErrorMessage } from '../lib/auth-errors.ts';
import { FormAlert, FormField, PasswordToggle, SubmitButton } from './form-field.tsx';

/** Sets a new password with the token from the e-mailed reset link. */
export function NewPasswordForm({ token, onSuccess }: { token: string; onSuccess: () => void }) {
  const [passwordVisible, setPasswordVisible] = useState(false);
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
      },
    );

  const passwordType = passwordVisible ? 'text' : 'password';
  return (
    <form className="flex flex-col gap-4" noValidate onSubmit={handleSubmit(onSubmit)}>
      <FormField
        label="Password"
        type={passwordType}
        autoComplete="new-password"
        error={errors.password?.message}
        action={<PasswordToggle visible={passwordVisible} onToggle={() => setPasswordVisible((v) => !v)} />}
        {...register('password')}
      />
      <FormField
        label="Confirm Password"
        type={passwordType}
        autoComplete="new-password"
        error={errors.confirmpassword?.message}
        {...register('confirmpassword')}
      />
      {resetPassword.isError && <FormAlert>{resetPasswordErrorMessage(resetPassword.error)}</FormAlert>}
      <SubmitButton pending={resetPassword.isPending}>Change password</SubmitButton>
    </form>
  );
}
