import { FieldMessage } from '@/components/ui/form-field.tsx';

const STARS = [1, 2, 3, 4, 5] as const;

interface RatingInputProps {
  name: string;
  value: number | undefined;
  onChange: (rating: number) => void;
  /** Shown under the stars and tied to them for screen readers. */
  error?: string;
  errorId: string;
}

/** A 1 to 5 star picker: a radio group, so arrow keys move between the stars. */
export function RatingInput({ name, value, onChange, error, errorId }: RatingInputProps) {
  return (
    <fieldset aria-describedby={error ? errorId : undefined}>
      <legend className="mb-1.5 text-sm font-medium">Rating</legend>
      <div className="flex items-center gap-3">
        <div className="rating rating-lg gap-1">
          {STARS.map((stars) => (
            <input
              key={stars}
              type="radio"
              name={name}
              value={stars}
              checked={value === stars}
              onChange={() => onChange(stars)}
              className={`mask mask-star-2 ${error ? 'bg-error/40' : 'bg-secondary'}`}
              aria-label={stars === 1 ? '1 star' : `${stars} stars`}
            />
          ))}
        </div>
        <span className="text-sm font-medium opacity-70" aria-hidden="true">
          {value ? `${value} / 5` : 'Not rated yet'}
        </span>
      </div>
      <FieldMessage id={errorId} message={error} />
    </fieldset>
  );
}
