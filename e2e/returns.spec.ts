/** The returns journey at 1280 px (returns.journey.ts, issue 44). */
import { returnsJourney } from './returns.journey.ts';

returnsJourney({ width: 'desktop', client: 240 });
