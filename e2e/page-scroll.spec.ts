/** Where a page opens and where Back returns, at 1280 px (page-scroll.journey.ts, decision 051). */
import { pageScrollJourney } from './page-scroll.journey.ts';

pageScrollJourney({ width: 'desktop', client: 160 });
