import type { AnswerBlock, BlogQuestion } from '@/features/blog/content/questions.ts';
import { InlineCodeText } from './inline-code-text.tsx';

/** One question with our answer, as a card on the blog page. */
export function BlogQuestionCard({ entry, number }: { entry: BlogQuestion; number: number }) {
  const titleId = `${entry.slug}-title`;
  return (
    <article
      id={entry.slug}
      aria-labelledby={titleId}
      data-testid="blog-card"
      className="card scroll-mt-24 border border-base-300 bg-base-100 shadow-sm"
    >
      <div className="card-body gap-5 p-5 sm:p-10">
        <header className="flex items-start gap-4">
          <span
            aria-hidden="true"
            className="flex size-10 shrink-0 items-center justify-center rounded-full bg-primary text-sm font-bold text-primary-content"
          >
            {String(number).padStart(2, '0')}
          </span>
          <div>
            <p className="text-xs font-semibold tracking-widest text-secondary uppercase">{entry.topic}</p>
            <h2 id={titleId} className="mt-1 text-xl leading-snug font-bold text-balance sm:text-2xl">
              {entry.question}
            </h2>
          </div>
        </header>
        <div className="space-y-4 text-base leading-7 text-base-content/85">
          {entry.answer.map((block, i) => (
            <AnswerBlockView key={i} block={block} />
          ))}
        </div>
      </div>
    </article>
  );
}

function AnswerBlockView({ block }: { block: AnswerBlock }) {
  if (block.kind === 'paragraph') {
    return (
      <p className="text-pretty">
        <InlineCodeText text={block.text} />
      </p>
    );
  }
  return (
    <ul className="space-y-2.5 pl-1">
      {block.items.map((item) => (
        <li key={item.lead} className="flex gap-3">
          <span aria-hidden="true" className="mt-2.5 size-1.5 shrink-0 rounded-full bg-primary" />
          <span className="text-pretty">
            <strong className="font-semibold text-base-content">
              <InlineCodeText text={item.lead} />
            </strong>{' '}
            <InlineCodeText text={item.text} />
          </span>
        </li>
      ))}
    </ul>
  );
}
