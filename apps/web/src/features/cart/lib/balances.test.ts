import { describe, expect, it } from 'vitest';
import { applyBalances } from './balances.ts';

describe('gift cards and store credit at checkout', () => {
  it('take the gift cards in order, then the credit, and leave the rest to the card', () => {
    // $139.99 due; cards of $50.00 and $100.00; $20.00 of credit: $50.00, $89.99, nothing.
    expect(applyBalances(13_999, [5_000, 10_000], 2_000)).toEqual({ giftCardCents: [5_000, 8_999], creditCents: 0, cardCents: 0 });
    expect(applyBalances(13_999, [5_000], 2_000)).toEqual({ giftCardCents: [5_000], creditCents: 2_000, cardCents: 6_999 });
    expect(applyBalances(1_000, [], 0)).toEqual({ giftCardCents: [], creditCents: 0, cardCents: 1_000 });
  });
});
