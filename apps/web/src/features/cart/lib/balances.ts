/**
 * What gift cards and store credit pay of an order at checkout (issue 43), as the server takes
 * them: each gift card in the order added, as much as it has, up to what is still due; then up to
 * the store credit chosen; the card pays the rest.
 */
export interface AppliedBalances {
  /** Cents each gift card pays, in the order given. */
  giftCardCents: number[];
  creditCents: number;
  cardCents: number;
}

export function applyBalances(dueCents: number, giftCardBalances: readonly number[], creditCents: number): AppliedBalances {
  let due = dueCents;
  const giftCardCents = giftCardBalances.map((balance) => {
    const paid = Math.min(balance, due);
    due -= paid;
    return paid;
  });
  const credit = Math.min(creditCents, due);
  return { giftCardCents, creditCents: credit, cardCents: due - credit };
}
