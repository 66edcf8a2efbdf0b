import { featuredReviews } from '@coreparts/shared';
import { A11y, Autoplay, Pagination } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import 'swiper/css';
import 'swiper/css/pagination';
import './featured-reviews.css';
import { useReviews } from '../api/get-reviews.ts';
import { ReviewCard } from './review-card.tsx';

const modules = [Pagination, Autoplay, A11y];
const pagination = { clickable: true };
const autoplay = { delay: 5000, disableOnInteraction: false, pauseOnMouseEnter: true };
const breakpoints = {
  0: { slidesPerView: 1 },
  768: { slidesPerView: 2 },
  1024: { slidesPerView: 3 },
};

export function FeaturedReviews() {
  const { data: reviews, isPending, isError } = useReviews();

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
    <Swiper
      className="featured-reviews"
      modules={modules}
      spaceBetween={24}
      breakpoints={breakpoints}
      pagination={pagination}
      autoplay={autoplay}
      rewind
    >
      {reviews.slice(-featuredReviews.count).map((review) => (
        <SwiperSlide key={review._id}>
          <ReviewCard review={review} />
        </SwiperSlide>
      ))}
    </Swiper>
  );
}

// One placeholder per visible slide at each breakpoint, so nothing jumps when the reviews arrive.
const skeletonVisibility = ['', 'hidden md:block', 'hidden lg:block'];

function ReviewsSkeleton() {
  return (
    <div className="grid gap-6 pb-12 md:grid-cols-2 lg:grid-cols-3" aria-busy="true" aria-label="Loading reviews">
      {skeletonVisibility.map((visibility, i) => (
        <div key={i} className={`skeleton h-56 ${visibility}`} />
      ))}
    </div>
  );
}
