import { useId, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';

interface FormFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
  /** The field's validation message, shown under it in red. */
  error?: string;
  /** A control inside the field, at its end (the password toggle). */
  action?: ReactNode;
  /** Classes of the box around the input (the input's own go in `className`). */
  boxClassName?: string;
  ref?: Ref<HTMLInputElement>;
}

/** A labelled input with its message; takes react-hook-form's `register(...)` props. */
export function FormField({ label, error, action, boxClassName = '', ref, ...input }: FormFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div>
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium">
        {label}
      </label>
      <div className={`input w-full ${action ? 'pr-1' : ''} ${error ? 'input-error' : ''} ${boxClassName}`}>
        <input
          id={id}
          ref={ref}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          {...input}
        />
        {action}
      </div>
      <FieldMessage id={errorId} message={error} />
    </div>
  );
}

/** A field's validation message under it in red, with the id its control is described by; nothing without one. */
export function FieldMessage({ id, message }: { id: string; message: string | undefined }) {
  if (!message) return null;
  return (
    <p id={id} className="mt-1.5 text-sm text-error">
      {message}
    </p>
  );
}

/** The submit button, disabled with daisyUI's spinner while the request runs. */
export function SubmitButton({ pending, disabled = false, children }: { pending: boolean; disabled?: boolean; children: ReactNode }) {
  return (
    <button type="submit" className="btn btn-primary w-full" disabled={pending || disabled} aria-busy={pending}>
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
