/**
 * The cart journey at 375 px, on the phone project (cart-checkout.journey.ts, issue 27): the cart
 * is opened from the drawer's "Cart, N items". A new customer rather than the demo customer's,
 * whose cart the 1280 px run fills at the same time.
 */
import { cartCheckoutJourney } from './cart-checkout.journey.ts';

cartCheckoutJourney({ width: 'phone', client: 110, customer: 'new' });
