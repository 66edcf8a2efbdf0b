/** The part reviews journey at 375 px (part-reviews.journey.ts). */
import { partReviewsJourney } from './part-reviews.journey.ts';

partReviewsJourney({ width: 'phone', client: 171 });
