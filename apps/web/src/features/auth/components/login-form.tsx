import { loginSchema, messages, type LoginInput } from '@coreparts/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from '@/lib/toast.ts';
import { useSendVerificationEmail } from '@/features/auth/api/send-verification-email.ts';
import { useSignIn } from '@/features/auth/api/sign-in.ts';
import { isEmailNotVerified, requestErrorMessage, signInErrorMessage } from '@/features/auth/lib/auth-errors.ts';
import { FormAlert, FormField, SubmitButton } from '@/components/ui/form-field.tsx';
import { PasswordToggle } from './password-fields.tsx';
import { PasswordResetModal, type PasswordResetModalHandle } from './password-reset-modal.tsx';

/** E-mail and password sign-in (product.md §2 Login); `onSuccess` decides where to go next. */
/** `email` fills the address in (back from a verification link); `returnTo` is where a link sent again leads after. */
export function LoginForm({ onSuccess, email = '', returnTo }: { onSuccess: () => void; email?: string; returnTo: string }) {
  const [passwordVisible, setPasswordVisible] = useState(false);
  const resetModal = useRef<PasswordResetModalHandle>(null);
  const signIn = useSignIn();
  const {
    register,
    handleSubmit,
    reset,
    getValues,
    formState: { errors },
  } = useForm<LoginInput>({
    resolver: zodResolver(loginSchema),
    mode: 'onSubmit',
    defaultValues: { email, password: '' },
  });

  const onSubmit = (input: LoginInput) =>
    signIn.mutate(input, {
      onSuccess: () => {
        toast.success(messages.auth.loginSuccess);
        reset();
        onSuccess();
      },
    });

  return (
    <>
      <form className="flex flex-col gap-4" noValidate onSubmit={handleSubmit(onSubmit)}>
        <FormField label="Email" type="email" autoComplete="email" error={errors.email?.message} {...register('email')} />
        <div>
          <FormField
            label="Password"
            type={passwordVisible ? 'text' : 'password'}
            autoComplete="current-password"
            error={errors.password?.message}
            action={<PasswordToggle visible={passwordVisible} onToggle={() => setPasswordVisible((v) => !v)} />}
            {...register('password')}
          />
          <div className="mt-1.5 text-right">
            <button
              type="button"
              className="link link-hover link-primary text-sm"
              onClick={() => resetModal.current?.open(getValues('email'))}
            >
              Forget Password
            </button>
          </div>
        </div>
        {signIn.isError &&
          (isEmailNotVerified(signIn.error) ? (
            <UnverifiedEmailAlert email={signIn.variables.email} returnTo={returnTo} />
          ) : (
            <FormAlert>{signInErrorMessage(signIn.error)}</FormAlert>
          ))}
        <SubmitButton pending={signIn.isPending}>Login</SubmitButton>
      </form>
      <PasswordResetModal ref={resetModal} />
    </>
  );
}

function UnverifiedEmailAlert({ email, returnTo }: { email: string; returnTo: string }) {
  const resend = useSendVerificationEmail();
  const send = () =>
    resend.mutate({ email, returnTo }, {
      onSuccess: () => toast.success(messages.account.verificationResent),
      onError: (error) => toast.error(requestErrorMessage(error)),
    });
  return (
    <div role="alert" className="alert alert-warning alert-soft flex flex-col items-start gap-3 text-sm text-base-content">
      <span>{messages.account.emailNotVerified}</span>
      <button type="button" className="btn btn-sm btn-neutral" disabled={resend.isPending} onClick={send}>
        {resend.isPending && <span className="loading loading-spinner loading-xs" aria-hidden="true" />}
        Resend verification e-mail
      </button>
    </div>
  );
}
