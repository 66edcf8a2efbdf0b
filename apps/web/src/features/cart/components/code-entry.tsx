import { useId, useState, type KeyboardEvent, type ReactNode } from 'react';

interface CodeEntryProps {
  label: string;
  /** The button's word: Apply, Add. */
  action: string;
  maxLength: number;
  placeholder?: string;
  busy?: boolean;
  /** Why the last code was refused, under the field. */
  problem?: ReactNode;
  /** Takes the code typed; the field empties when it answers true. */
  onEnter: (typed: string) => boolean | Promise<boolean>;
}

/**
 * A code to type and enter (a discount code, a gift card): the button or Enter sends it, and Enter
 * never submits the checkout's form around it (a group, not a form of its own).
 */
export function CodeEntry({ label, action, maxLength, placeholder, busy = false, problem, onEnter }: CodeEntryProps) {
  const [typed, setTyped] = useState('');
  const inputId = useId();
  const enter = async () => {
    if (typed.trim() && (await onEnter(typed.trim()))) setTyped('');
  };
  const enterOnKey = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    void enter();
  };
  return (
    <div role="group" className="flex flex-col gap-1" aria-labelledby={`${inputId}-label`}>
      <label id={`${inputId}-label`} htmlFor={inputId} className="text-sm font-medium">
        {label}
      </label>
      <div className="join w-full">
        <input
          id={inputId}
          className="input join-item w-full font-mono uppercase"
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
          onKeyDown={enterOnKey}
          autoComplete="off"
          spellCheck={false}
          maxLength={maxLength}
          placeholder={placeholder}
        />
        <button type="button" className="btn join-item" disabled={!typed.trim() || busy} onClick={() => void enter()}>
          {action}
        </button>
      </div>
      {problem && (
        <p role="alert" className="text-sm text-error">
          {problem}
        </p>
      )}
    </div>
  );
}
