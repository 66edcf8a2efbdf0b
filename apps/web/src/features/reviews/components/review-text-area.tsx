import type { UseFormRegisterReturn } from 'react-hook-form';

interface ReviewTextAreaProps {
  id: string;
  rows: number;
  maxLength: number;
  placeholder: string;
  /** How many characters are written so far, counted against `maxLength`. */
  length: number;
  error?: string;
  registration: UseFormRegisterReturn;
}

/** A review's text with its label, its error and a count of characters: the shop's reviews and a part's. */
export function ReviewTextArea({ id, rows, maxLength, placeholder, length, error, registration }: ReviewTextAreaProps) {
  return (
    <div>
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium">
        Your review
      </label>
      <textarea
        id={id}
        rows={rows}
        maxLength={maxLength}
        placeholder={placeholder}
        className={`textarea w-full ${error ? 'textarea-error' : ''}`}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : `${id}-count`}
        {...registration}
      />
      <div className="mt-1.5 flex justify-between gap-4 text-sm">
        {error ? (
          <p id={`${id}-error`} className="text-error">
            {error}
          </p>
        ) : (
          <span />
        )}
        <span id={`${id}-count`} className="shrink-0 tabular-nums opacity-70">
          {length}/{maxLength}
        </span>
      </div>
    </div>
  );
}
