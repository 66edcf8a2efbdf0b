import { Fragment } from 'react';

/** Renders `text` with the parts between backticks as inline code, never as HTML. */
export function InlineCodeText({ text }: { text: string }) {
  return text.split('`').map((part, i) =>
    i % 2 === 1 ? (
      <code key={i} className="rounded bg-base-200 px-1.5 py-0.5 font-mono text-[0.875em] text-primary">
        {part}
      </code>
    ) : (
      <Fragment key={i}>{part}</Fragment>
    ),
  );
}
