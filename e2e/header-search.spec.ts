/** The header search journey at 1280 px (header-search.journey.ts, issue 41). */
import { headerSearchJourney } from './header-search.journey.ts';

headerSearchJourney({ width: 'desktop', client: 210 });
