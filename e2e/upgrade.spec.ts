/** The upgrade advisor journey at 1280 px, opened from the navbar's "Upgrade" (upgrade.journey.ts, issue 28). */
import { upgradeJourney } from './upgrade.journey.ts';

upgradeJourney({ width: 'desktop', client: 140 });
