import { useState } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { FormField } from '@/components/ui/form-field.tsx';

/** Flips the password fields between masked and readable text (product.md §3). */
export function PasswordToggle({ visible, onToggle }: { visible: boolean; onToggle: () => void }) {
  return (
    <button
      type="button"
      className="btn btn-ghost btn-sm btn-square shrink-0"
      aria-label={visible ? 'Hide password' : 'Show password'}
      onClick={onToggle}
    >
      {visible ? <EyeOffIcon /> : <EyeIcon />}
    </button>
  );
}

function EyeIcon() {
  return (
    <svg width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
      <path d="M2 12s3.5-7 10-7 10 7 10 7-3.5 7-10 7S2 12 2 12z" strokeLinejoin="round" />
      <circle cx="12" cy="12" r="3" />
    </svg>
  );
}

function EyeOffIcon() {
  return (
    <svg width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
      <path d="M10.6 5.1A10.6 10.6 0 0 1 12 5c6.5 0 10 7 10 7a17.7 17.7 0 0 1-2.2 3.2M6.6 6.6A17.5 17.5 0 0 0 2 12s3.5 7 10 7a9.7 9.7 0 0 0 5.4-1.6" strokeLinecap="round" />
      <path d="M9.9 9.9a3 3 0 0 0 4.2 4.2M3 3l18 18" strokeLinecap="round" />
    </svg>
  );
}

interface NewPasswordFieldsProps {
  password: UseFormRegisterReturn;
  confirm: UseFormRegisterReturn;
  errors: { password?: string; confirm?: string };
  /** The fields' labels where they are not the sign-up's (My Profile's "New password"). */
  labels?: { password: string; confirm: string };
}

/** Password and Confirm Password, with one show/hide toggle for both (sign-up, reset). */
export function NewPasswordFields({ password, confirm, errors, labels = { password: 'Password', confirm: 'Confirm Password' } }: NewPasswordFieldsProps) {
  const [visible, setVisible] = useState(false);
  const type = visible ? 'text' : 'password';
  return (
    <>
      <FormField
        label={labels.password}
        type={type}
        autoComplete="new-password"
        error={errors.password}
        action={<PasswordToggle visible={visible} onToggle={() => setVisible((v) => !v)} />}
        {...password}
      />
      <FormField label={labels.confirm} type={type} autoComplete="new-password" error={errors.confirm} {...confirm} />
    </>
  );
}
