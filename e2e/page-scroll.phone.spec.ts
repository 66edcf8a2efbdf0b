/** Where a page opens and where Back returns, at 375 px (page-scroll.journey.ts, decision 051). */
import { pageScrollJourney } from './page-scroll.journey.ts';

pageScrollJourney({ width: 'phone', client: 161 });
