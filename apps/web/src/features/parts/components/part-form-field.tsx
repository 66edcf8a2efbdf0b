import { useId, type ReactNode } from 'react';
import { FieldMessage } from '@/components/ui/form-field.tsx';

interface ControlProps {
  id: string;
  className: string;
  'aria-invalid'?: true;
  'aria-describedby'?: string;
}

// Whole class names, so Tailwind finds them in the source.
const boxClasses = {
  input: { box: 'input', error: 'input-error' },
  select: { box: 'select', error: 'select-error' },
  textarea: { box: 'textarea', error: 'textarea-error' },
  file: { box: 'file-input', error: 'file-input-error' },
} as const;

interface FieldProps {
  label: string;
  error?: string;
  /** daisyUI's box: an input row (which can hold a prefix and a suffix), a select, a textarea, a file input. */
  box?: keyof typeof boxClasses;
  prefix?: string;
  suffix?: string;
  /** A line under the control saying what the field means. */
  hint?: string;
  className?: string;
  /** Renders the control with the props that tie it to its label and message. */
  children: (control: ControlProps) => ReactNode;
}

/** One labelled control of the product form, with its message under it. */
export function Field({ label, error, box = 'input', prefix, suffix, hint, className, children }: FieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [hint && hintId, error && errorId].filter(Boolean).join(' ');
  const boxClass = `${boxClasses[box].box} w-full ${error ? boxClasses[box].error : ''}`;
  const control: ControlProps = {
    id,
    // An input row's box is its wrapper; the others are boxes themselves.
    className: box === 'input' ? 'grow' : boxClass,
    ...(error && { 'aria-invalid': true }),
    ...(describedBy && { 'aria-describedby': describedBy }),
  };
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium">
        {label}
      </label>
      {box === 'input' ? (
        <div className={boxClass}>
          {prefix && <span className="opacity-70">{prefix}</span>}
          {children(control)}
          {suffix && <span className="text-sm opacity-70">{suffix}</span>}
        </div>
      ) : (
        children(control)
      )}
      {hint && (
        <p id={hintId} className="mt-1.5 text-xs opacity-70">
          {hint}
        </p>
      )}
      <FieldMessage id={errorId} message={error} />
    </div>
  );
}
