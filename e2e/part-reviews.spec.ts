/** The part reviews journey at 1280 px (part-reviews.journey.ts). */
import { partReviewsJourney } from './part-reviews.journey.ts';

partReviewsJourney({ width: 'desktop', client: 170 });
