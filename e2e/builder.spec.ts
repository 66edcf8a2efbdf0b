/** The PC builder journey at 1280 px, opened from the navbar's "PC Builder" (builder.journey.ts, issue 28). */
import { builderJourney } from './builder.journey.ts';

builderJourney({ width: 'desktop', client: 120, guestClient: 200 });
