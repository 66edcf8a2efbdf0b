import { signupSchema, type SignupInput } from '@coreparts/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useSignUp } from '@/features/auth/api/sign-up.ts';
import { signUpErrorMessage } from '@/features/auth/lib/auth-errors.ts';
import { FormAlert, FormField, SubmitButton } from '@/components/ui/form-field.tsx';
import { NewPasswordFields } from './password-fields.tsx';

/**
 * E-mail sign-up (product.md §2). The account is usable once the e-mailed link is opened, so
 * `onSuccess` gets the address to say where to look (decision 054); the link leads back to Login
 * and then to `returnTo`.
 */
export function SignupForm({ onSuccess, returnTo }: { onSuccess: (email: string) => void; returnTo: string }) {
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
    signUp.mutate({ ...input, returnTo }, {
      onSuccess: () => {
        reset();
        onSuccess(input.email);
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
