import { messages } from '@coreparts/shared';
import { Link } from 'react-router';
import { paths } from '@/config/paths.ts';
import { PageTitle } from '@/components/ui/page-title.tsx';

export function Component() {
  return (
    <section className="flex min-h-[70vh] flex-col items-center justify-center gap-6 px-4 text-center">
      <PageTitle>Page not found</PageTitle>
      {/* A faint watermark, pure decoration (the heading says it): drawn by CSS, so it is no text to read or to contrast. */}
      <p className="text-8xl font-black text-primary/20 before:content-['404']" aria-hidden="true" />
      <h1 className="text-3xl font-bold">{messages.notFound}</h1>
      <p className="max-w-md opacity-70">The page you are looking for has moved or never existed.</p>
      <Link to={paths.home} className="btn btn-primary">
        Home
      </Link>
    </section>
  );
}
