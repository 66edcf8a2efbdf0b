/** The admin at scale at 1280 px (admin-at-scale.journey.ts, issue 29). */
import { adminJourney } from './admin-at-scale.journey.ts';

adminJourney({ width: 'desktop', client: 180 });
