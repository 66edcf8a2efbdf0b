import { homePartsCount } from '@coreparts/shared';
import { BusinessCounters } from '@/features/home/components/business-counters.tsx';
import { ClientFeedbacks } from '@/features/home/components/client-feedbacks.tsx';
import { FeaturedCategories } from '@/features/home/components/featured-categories.tsx';
import { FeaturedProducts } from '@/features/home/components/featured-products.tsx';
import { HeroBanner } from '@/features/home/components/hero-banner.tsx';
import { MegaOffers } from '@/features/home/components/mega-offers.tsx';
import { NewsletterSignup } from '@/features/home/components/newsletter-signup.tsx';
import { StoreIntro } from '@/features/home/components/store-intro.tsx';
import { useFirstParts } from '@/features/parts/api/get-parts.ts';
import { PartCard, PartCardSkeleton } from '@/features/parts/components/part-card.tsx';
import { FeaturedReviews } from '@/features/reviews/components/featured-reviews.tsx';
import { AddToCartButton } from '@/features/cart/components/add-to-cart-button.tsx';
import { PageTitle } from '@/components/ui/page-title.tsx';

/** The home page: product.md §2's sections in order; the layout adds the footer. */
export function Component() {
  return (
    <>
      <PageTitle description="Computer parts and upgrades: graphics cards, processors, memory, storage, keyboards, mice, printers and routers, in stock and ready to ship.">Computer parts and upgrades</PageTitle>
      <HeroBanner />
      <MegaOffers />
      <StoreIntro />
      <FeaturedCategories />
      <HomeProducts />
      <BusinessCounters />
      <ClientFeedbacks>
        <FeaturedReviews />
      </ClientFeedbacks>
      <NewsletterSignup />
    </>
  );
}

// Its own component so the parts arriving re-render this section only, not the carousels.
function HomeProducts() {
  const { data: parts, isPending, isError } = useFirstParts(homePartsCount);
  return (
    <FeaturedProducts count={homePartsCount} skeleton={<PartCardSkeleton />} isPending={isPending} isError={isError}>
      {parts?.map((part) => <PartCard key={part._id} part={part} action={<AddToCartButton part={part} />} />)}
    </FeaturedProducts>
  );
}
