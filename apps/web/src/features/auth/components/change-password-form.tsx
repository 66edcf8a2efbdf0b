import { changePasswordSchema, messages, type ChangePasswordInput } from '@coreparts/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from '@/lib/toast.ts';
import { useChangePassword, useHasPassword } from '@/features/auth/api/change-password.ts';
import { profileErrorMessage } from '@/features/auth/lib/auth-errors.ts';
import { FormAlert, FormField, SubmitButton } from '@/components/ui/form-field.tsx';
import { NewPasswordFields, PasswordToggle } from './password-fields.tsx';

/** My Profile's password (decision 054): only for an account that has one; the current one first. */
export function ChangePasswordSection({ email }: { email: string }) {
  const hasPassword = useHasPassword();
  return (
    <section aria-labelledby="change-password" className="card border border-base-300 bg-base-100 shadow-sm">
      <div className="card-body gap-4">
        <h2 id="change-password" className="card-title">
          Password
        </h2>
        {hasPassword.isPending ? (
          <span role="status" className="loading loading-dots loading-sm" aria-label="Loading" />
        ) : hasPassword.data ? (
          <ChangePasswordForm email={email} />
        ) : (
          <p className="text-sm opacity-80">{messages.profile.socialOnly}</p>
        )}
      </div>
    </section>
  );
}

function ChangePasswordForm({ email }: { email: string }) {
  const [visible, setVisible] = useState(false);
  const change = useChangePassword();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<ChangePasswordInput>({
    resolver: zodResolver(changePasswordSchema),
    mode: 'onSubmit',
    defaultValues: { currentPassword: '', password: '', confirmpassword: '' },
  });

  const onSubmit = ({ currentPassword, password }: ChangePasswordInput) =>
    change.mutate(
      { email, currentPassword, newPassword: password },
      {
        onSuccess: () => {
          toast.success(messages.profile.passwordChanged);
          reset();
        },
      },
    );

  return (
    <form className="flex flex-col gap-4" noValidate aria-label="Change password" onSubmit={handleSubmit(onSubmit)}>
      <FormField
        label="Current password"
        type={visible ? 'text' : 'password'}
        autoComplete="current-password"
        error={errors.currentPassword?.message}
        action={<PasswordToggle visible={visible} onToggle={() => setVisible((v) => !v)} />}
        {...register('currentPassword')}
      />
      <NewPasswordFields
        password={register('password')}
        confirm={register('confirmpassword')}
        errors={{ password: errors.password?.message, confirm: errors.confirmpassword?.message }}
        labels={{ password: 'New password', confirm: 'Confirm new password' }}
      />
      {change.isError && <FormAlert>{profileErrorMessage(change.error)}</FormAlert>}
      <div className="sm:w-56">
        <SubmitButton pending={change.isPending}>Change password</SubmitButton>
      </div>
    </form>
  );
}
