import { featuredReviews } from '@coreparts/shared';
import { Carousel } from '@/components/ui/carousel.tsx';
import { useReviews } from '@/features/reviews/api/get-reviews.ts';
import { ReviewCard } from './review-card.tsx';

export function FeaturedReviews() {
  // Only the cards the carousel shows, newest first; shown oldest to newest, as the spec reads the list.
  const { data: reviews, isPending, isError } = useReviews(featuredReviews.count);

  if (isPending) return <ReviewsSkeleton />;
  if (isError) {
    return (
      <div role="alert" className="alert alert-error alert-soft mx-auto max-w-xl">
        The reviews could not be loaded. Please try again in a moment.
      </div>
    );
  }
  if (reviews.length === 0) {
    return <p className="text-center opacity-70">No reviews yet. Be the first to tell us how your order went.</p>;
  }

  return (
    <Carousel
      label="Client feedbacks"
      // One card on phones, two from 768 px, three from 1024 px; 24 px apart.
      slideClassName="basis-full md:basis-[calc((100%-24px)/2)] lg:basis-[calc((100%-48px)/3)]"
      gap={24}
      autoplayMs={5000}
      bulletsClassName="h-12 items-end"
    >
      {[...reviews].reverse().map((review) => (
        <ReviewCard key={review._id} review={review} />
      ))}
    </Carousel>
  );
}

// One placeholder per visible slide at each breakpoint, so nothing jumps when the reviews arrive.
const skeletonVisibility = ['', 'hidden md:block', 'hidden lg:block'];

function ReviewsSkeleton() {
  return (
    <div role="status" className="grid gap-6 pb-12 md:grid-cols-2 lg:grid-cols-3" aria-busy="true" aria-label="Loading reviews">
      {skeletonVisibility.map((visibility, i) => (
        <div key={i} className={`skeleton h-56 ${visibility}`} />
      ))}
    </div>
  );
}
