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
  className?: string;
  /** Renders the control with the props that tie it to its label and message. */
  children: (control: ControlProps) => ReactNode;
}

/** One labelled control of the product form, with its message under it. */
export function Field({ label, error, box = 'input', prefix, suffix, className, children }: FieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const boxClass = `${boxClasses[box].box} w-full ${error ? boxClasses[box].error : ''}`;
  const control: ControlProps = {
    id,
    // An input row's box is its wrapper; the others are boxes themselves.
    className: box === 'input' ? 'grow' : boxClass,
    ...(error && { 'aria-invalid': true, 'aria-describedby': errorId }),
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
      <FieldMessage id={errorId} message={error} />
    </div>
  );
}
