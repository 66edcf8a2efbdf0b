import { savedBuildIdSchema } from '@coreparts/shared';
import { useParams } from 'react-router';
import { PageTitle } from '@/components/ui/page-title.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { useSavedBuild } from '@/features/builder/api/get-saved-build.ts';
import { SavedBuildView } from '@/features/builder/components/saved-build-view.tsx';
import { useAddToCart } from '@/features/cart/hooks/use-cart.ts';
import { Component as NotFound } from './not-found.tsx';

/**
 * /builds/:id (anyone): a saved build, read-only, with today's prices and check (decision 050).
 * Rendered by the server with the build, or as the 404 page with status 404 when there is none.
 */
export function Component() {
  const { id = '' } = useParams();
  // An id that cannot name a build is not asked for: the server answered it with the 404 page too.
  return savedBuildIdSchema.safeParse(id).success ? <SavedBuildPage id={id} /> : <NotFound />;
}

function SavedBuildPage({ id }: { id: string }) {
  const build = useSavedBuild(id);
  const addToCart = useAddToCart();
  if (build.isPending) return <Spinner />;
  if (build.data === null) return <NotFound />;
  if (build.isError) {
    return (
      <section className="mx-auto max-w-xl px-4 py-16 text-center">
        <PageTitle>Saved build</PageTitle>
        <div role="alert" className="alert alert-error">
          The build could not be loaded. Please try again in a moment.
        </div>
      </section>
    );
  }
  // The build says once what it added, not once a part.
  return <SavedBuildView build={build.data} addToCart={(part, units) => addToCart(part, units, { quiet: true })} />;
}
