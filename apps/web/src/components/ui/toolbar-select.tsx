/** One choice of a toolbar's select: the value it sends and the words it shows. */
export interface ToolbarOption<T extends string> {
  value: T;
  label: string;
}

interface ToolbarSelectProps<T extends string> {
  label: string;
  /** Its width, on each screen size. */
  className: string;
  value: T;
  onChange: (value: T) => void;
  options: readonly ToolbarOption<T>[];
}

/** A list's filter or order beside its search box: a select with its label inside the frame. */
export function ToolbarSelect<T extends string>({ label, className, value, onChange, options }: ToolbarSelectProps<T>) {
  return (
    <label className={`select ${className}`}>
      <span className="label">{label}</span>
      <select value={value} onChange={(event) => onChange(event.target.value as T)}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </label>
  );
}
