/** The account pages journey at 375 px, on the phone project (account-pages.journey.ts, issue 29). */
import { accountPagesJourney } from './account-pages.journey.ts';

accountPagesJourney({ width: 'phone', client: 191 });
