import { messages, signupSchema, type SignupInput } from '@coreparts/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { toast } from '@/lib/toast.ts';
import { useSignUp } from '@/features/auth/api/sign-up.ts';
import { signUpErrorMessage } from '@/features/auth/lib/auth-errors.ts';
import { FormAlert, FormField, SubmitButton } from '@/components/ui/form-field.tsx';
import { NewPasswordFields } from './password-fields.tsx';

/**
 * E-mail sign-up (product.md §2). The account is usable once the e-mailed link is opened, so the
 * success toast says where to look.
 */
export function SignupForm({ onSuccess }: { onSuccess: () => void }) {
  const signUp = useSignUp();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<SignupInput>({
    resolver: zodResolver(signupSchema),
    mode: 'onSubmit',
    defaultValues: { name: '', email: '', password: '', confirmpassword: '' },
  });

  const onSubmit = (input: SignupInput) =>
    signUp.mutate(input, {
      onSuccess: () => {
        toast.success(<SignedUpNotice email={input.email} />);
        reset();
        onSuccess();
      },
    });

  return (
    <form className="flex flex-col gap-4" noValidate onSubmit={handleSubmit(onSubmit)}>
      <FormField label="Name" autoComplete="name" error={errors.name?.message} {...register('name')} />
      <FormField label="Email" type="email" autoComplete="email" error={errors.email?.message} {...register('email')} />
      <NewPasswordFields
        password={register('password')}
        confirm={register('confirmpassword')}
        errors={{ password: errors.password?.message, confirm: errors.confirmpassword?.message }}
      />
      {signUp.isError && <FormAlert>{signUpErrorMessage(signUp.error)}</FormAlert>}
      <SubmitButton pending={signUp.isPending}>Sign Up</SubmitButton>
    </form>
  );
}

function SignedUpNotice({ email }: { email: string }) {
  return (
    <div>
      <p className="font-semibold">{messages.auth.signupSuccess}</p>
      <p className="mt-1 text-sm wrap-anywhere">{messages.account.verificationSent(email)}</p>
    </div>
  );
}
