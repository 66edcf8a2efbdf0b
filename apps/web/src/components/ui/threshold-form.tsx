import { stockThresholdSchema } from '@coreparts/shared';
import { useId, useState, type FormEvent } from 'react';

interface ThresholdFormProps {
  /** The field's label, and the form's name for assistive technology. */
  label: string;
  hint: string;
  initial: number | null;
  /** An empty field saves null (the shop's default); otherwise a number is required. */
  optional?: boolean;
  placeholder?: string;
  submitLabel: string;
  saving: boolean;
  onSave: (threshold: number | null) => void;
  className?: string;
}

/** One low-stock threshold, checked with the server's own rule before it is sent. */
export function ThresholdForm({ label, hint, initial, optional = false, placeholder, submitLabel, saving, onSave, className }: ThresholdFormProps) {
  const id = useId();
  const [value, setValue] = useState(initial === null ? '' : String(initial));
  const [error, setError] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (optional && value.trim() === '') {
      setError(null);
      return onSave(null);
    }
    // An empty field is NaN, which the schema refuses as not a number.
    const parsed = stockThresholdSchema.safeParse(value.trim() === '' ? Number.NaN : Number(value));
    if (!parsed.success) {
      setError(`The threshold ${parsed.error.issues[0]?.message ?? 'is not valid'}.`);
      return;
    }
    setError(null);
    onSave(parsed.data);
  };

  return (
    <form noValidate onSubmit={submit} aria-label={label} className={className}>
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium">
        {label}
      </label>
      <div className="flex flex-wrap items-start gap-2">
        <input
          id={id}
          type="number"
          inputMode="numeric"
          min={0}
          step={1}
          className={`input w-40 ${error ? 'input-error' : ''}`}
          placeholder={placeholder}
          value={value}
          onChange={(event) => setValue(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
        />
        <button type="submit" className="btn btn-primary" disabled={saving} aria-busy={saving}>
          {saving && <span className="loading loading-spinner loading-sm" aria-hidden="true" />}
          {submitLabel}
        </button>
      </div>
      <p id={`${id}-hint`} className="mt-1.5 text-sm opacity-70">
        {hint}
      </p>
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm text-error">
          {error}
        </p>
      )}
    </form>
  );
}
