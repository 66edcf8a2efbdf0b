import { BlogQuestionCard } from '@/features/blog/components/blog-question-card.tsx';
import { blogQuestions } from '@/features/blog/content/questions.ts';
import { useStoreName } from '@/features/config/api/get-config.ts';
import { PageTitle } from '@/components/ui/page-title.tsx';

/** The blog: four fixed question-and-answer cards (product.md §2). */
export function Component() {
  const storeName = useStoreName();
  return (
    <div className="bg-base-200">
      <PageTitle description="Short answers to front-end questions: React performance, state management, prototypal inheritance and unit tests.">Blog</PageTitle>
      <header className="border-b border-base-300 bg-base-100 px-4 py-14 text-center sm:py-20">
        <p className="text-sm font-semibold tracking-widest text-secondary uppercase">The {storeName} blog</p>
        <h1 className="mt-2 text-4xl font-bold tracking-tight sm:text-5xl">Questions &amp; Answers</h1>
        <p className="mx-auto mt-4 max-w-2xl text-lg text-pretty opacity-70">
          Short, practical answers to the web-development questions our own engineering team gets asked
          most.
        </p>
      </header>
      <div className="mx-auto grid max-w-5xl gap-8 px-4 py-10 sm:py-12 lg:grid-cols-[14rem_1fr] lg:gap-12 lg:py-16">
        <nav aria-label="Questions on this page" className="hidden lg:block">
          <div className="sticky top-24">
            <p className="mb-3 text-xs font-semibold tracking-widest uppercase opacity-70">On this page</p>
            <ol className="space-y-1 border-l border-base-300">
              {blogQuestions.map((entry) => (
                <li key={entry.slug}>
                  <a
                    href={`#${entry.slug}`}
                    className="-ml-px block border-l-2 border-transparent py-1.5 pl-4 text-sm leading-snug opacity-75 transition hover:border-primary hover:text-primary hover:opacity-100"
                  >
                    {entry.question}
                  </a>
                </li>
              ))}
            </ol>
          </div>
        </nav>
        <div className="min-w-0 space-y-8">
          {blogQuestions.map((entry, i) => (
            <BlogQuestionCard key={entry.slug} entry={entry} number={i + 1} />
          ))}
        </div>
      </div>
    </div>
  );
}
