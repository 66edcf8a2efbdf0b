import { useId } from 'react';
import { FieldMessage } from '@/components/ui/form-field.tsx';

interface QuantitySelectorProps {
  /** What the customer typed: kept as text so the field can be emptied while typing. */
  value: string;
  onChange: (value: string) => void;
  /** The part's stock. */
  stock: number;
  /** Why the quantity cannot be ordered (the spec's words), shown under the field until it changes. */
  error?: string;
}

/** The − and + buttons around the quantity, disabled as product.md §3 says. */
export function QuantitySelector({ value, onChange, stock, error }: QuantitySelectorProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const quantity = Number(value);
  const step = (by: number) => onChange(String(Math.trunc(quantity) + by));
  return (
    <div>
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium">
        Quantity
      </label>
      <div className="join w-full">
        <button type="button" className="btn join-item" aria-label="Decrease" disabled={quantity < 2} onClick={() => step(-1)}>
          −
        </button>
        <input
          id={id}
          type="number"
          inputMode="numeric"
          className={`input join-item w-full text-center ${error ? 'input-error' : ''}`}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          value={value}
          onChange={(e) => onChange(e.target.value)}
        />
        <button
          type="button"
          className="btn join-item"
          aria-label="Increase"
          disabled={quantity > stock - 1}
          onClick={() => step(1)}
        >
          +
        </button>
      </div>
      <FieldMessage id={errorId} message={error} />
    </div>
  );
}
