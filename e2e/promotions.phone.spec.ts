/** The promotions journey at 375 px, on the phone project (promotions.journey.ts, issue 43). */
import { promotionsJourney } from './promotions.journey.ts';

promotionsJourney({ width: 'phone', client: 231 });
