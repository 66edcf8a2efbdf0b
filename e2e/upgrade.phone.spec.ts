/**
 * The upgrade advisor journey at 375 px, on the phone project (upgrade.journey.ts, issue 28): the
 * drawer keeps the spec's links, so /upgrade is opened by its address.
 */
import { upgradeJourney } from './upgrade.journey.ts';

upgradeJourney({ width: 'phone', client: 150 });
