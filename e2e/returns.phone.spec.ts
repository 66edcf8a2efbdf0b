/** The returns journey at 375 px, on the phone project (returns.journey.ts, issue 44). */
import { returnsJourney } from './returns.journey.ts';

returnsJourney({ width: 'phone', client: 241 });
