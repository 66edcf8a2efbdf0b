/**
 * The PC builder journey at 375 px, on the phone project (builder.journey.ts, issue 28): the
 * drawer has no PC Builder entry, so /builder is opened by its address.
 */
import { builderJourney } from './builder.journey.ts';

builderJourney({ width: 'phone', client: 130, guestClient: 201 });
