import { useId, useState, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';

interface FormFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
  /** The field's validation message, shown under it in red. */
  error?: string;
  /** A control inside the field, at its end (the password toggle). */
  action?: ReactNode;
  ref?: Ref<HTMLInputElement>;
}

/** A labelled input with its message; takes react-hook-form's `register(...)` props. */
export function FormField({ label, error, action, ref, ...input }: FormFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div>
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium">
        {label}
      </label>
      <div className={`input w-full ${action ? 'pr-1' : ''} ${error ? 'input-error' : ''}`}>
        <input
          id={id}
          ref={ref}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          {...input}
        />
        {action}
      </div>
      {error && (
        <p id={errorId} className="mt-1.5 text-sm text-error">
          {error}
        </p>
      )}
    </div>
  );
}

/** Flips the password fields between masked and readable text (spec §4). */
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

/** The submit button, disabled with daisyUI's spinner while the request runs. */
export function SubmitButton({ pending, children }: { pending: boolean; children: ReactNode }) {
  return (
    <button type="submit" className="btn btn-primary w-full" disabled={pending} aria-busy={pending}>
      {pending && <span className="loading loading-spinner loading-sm" aria-hidden="true" />}
      {children}
    </button>
  );
}

/** A refusal from the server, above the submit button. */
export function FormAlert({ children }: { children: ReactNode }) {
  return (
    <div role="alert" className="alert alert-error alert-soft text-sm">
      {children}
    </div>
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
}

/** Password and Confirm Password, with one show/hide toggle for both (sign-up, reset). */
export function NewPasswordFields({ password, confirm, errors }: NewPasswordFieldsProps) {
  const [visible, setVisible] = useState(false);
  const type = visible ? 'text' : 'password';
  return (
    <>
      <FormField
        label="Password"
        type={type}
        autoComplete="new-password"
        error={errors.password}
        action={<PasswordToggle visible={visible} onToggle={() => setVisible((v) => !v)} />}
        {...password}
      />
      <FormField label="Confirm Password" type={type} autoComplete="new-password" error={errors.confirm} {...confirm} />
    </>
  );
}
