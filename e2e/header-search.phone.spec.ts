/** The header search journey at 375 px, on the phone project (header-search.journey.ts, issue 41): the field opens from an icon. */
import { headerSearchJourney } from './header-search.journey.ts';

headerSearchJourney({ width: 'phone', client: 211 });
