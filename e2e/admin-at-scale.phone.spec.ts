/** The admin at scale at 375 px, on the phone project (admin-at-scale.journey.ts, issue 29). */
import { adminJourney } from './admin-at-scale.journey.ts';

adminJourney({ width: 'phone', client: 181 });
