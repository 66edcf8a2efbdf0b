/** The account pages journey at 1280 px (account-pages.journey.ts, issue 29). */
import { accountPagesJourney } from './account-pages.journey.ts';

accountPagesJourney({ width: 'desktop', client: 190 });
