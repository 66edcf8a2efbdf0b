/** The cart journey at 1280 px, as the demo customer (cart-checkout.journey.ts, issue 27). */
import { cartCheckoutJourney } from './cart-checkout.journey.ts';

cartCheckoutJourney({ width: 'desktop', client: 100, customer: 'demo' });
