/** The promotions journey at 1280 px (promotions.journey.ts, issue 43). */
import { promotionsJourney } from './promotions.journey.ts';

promotionsJourney({ width: 'desktop', client: 230 });
