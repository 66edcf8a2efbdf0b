import { formatPrice, fromCents, MAX_GIFT_CARDS_PER_ORDER, normalizeGiftCardCode, toCents } from '@coreparts/shared';
import { useState } from 'react';
import { lookUpGiftCard } from '@/features/cart/api/balances.ts';
import type { AppliedBalances } from '@/features/cart/lib/balances.ts';
import { refusalOf } from '@/features/cart/lib/refusal.ts';
import { CodeEntry } from './code-entry.tsx';

/** A gift card added at checkout: its code as typed (normalized), the last four characters shown, its balance. */
export interface ChosenGiftCard {
  code: string;
  last4: string;
  balanceCents: number;
}

interface PayWithBalancesProps {
  cards: readonly ChosenGiftCard[];
  onCardsChange: (cards: ChosenGiftCard[]) => void;
  /** The account's store credit in cents, and whether to spend it. */
  creditCents: number;
  useCredit: boolean;
  onUseCreditChange: (use: boolean) => void;
  applied: AppliedBalances;
}

/**
 * The checkout's gift cards and store credit (issue 43): a code is checked when added (the server
 * answers its balance, or why not), each card pays what it has in the order added, then the credit
 * if chosen; the figures end with what the card is charged.
 */
export function PayWithBalances({ cards, onCardsChange, creditCents, useCredit, onUseCreditChange, applied }: PayWithBalancesProps) {
  const [checking, setChecking] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  /** The card's balance asked for, and it is added; false (the code stays typed) when refused. */
  const add = async (typed: string): Promise<boolean> => {
    const code = normalizeGiftCardCode(typed);
    if (cards.some((card) => card.code === code)) return true;
    setChecking(true);
    setProblem(null);
    try {
      const card = await lookUpGiftCard(code);
      onCardsChange([...cards, { code, last4: card.last4, balanceCents: toCents(card.balance) }]);
      return true;
    } catch (error) {
      setProblem(refusalOf(error));
      return false;
    } finally {
      setChecking(false);
    }
  };
  const giftCardTotal = applied.giftCardCents.reduce((a, b) => a + b, 0);
  return (
    <div className="flex flex-col gap-3 text-sm" data-testid="pay-with-balances">
      {cards.length < MAX_GIFT_CARDS_PER_ORDER && (
        <CodeEntry label="Gift card" action="Add" maxLength={40} placeholder="XXXX-XXXX-XXXX-XXXX" busy={checking} problem={problem} onEnter={add} />
      )}
      {cards.length > 0 && (
        <ul aria-label="Gift cards" className="grid gap-1">
          {cards.map((card, i) => (
            <li key={card.code} className="flex items-center justify-between gap-3">
              <span className="min-w-0">
                Gift card ····{card.last4}
                <span className="block text-xs opacity-70">{formatPrice(fromCents(card.balanceCents))} on it</span>
              </span>
              <span className="flex shrink-0 items-center gap-1">
                <span className="font-medium whitespace-nowrap tabular-nums">−{formatPrice(fromCents(applied.giftCardCents[i] ?? 0))}</span>
                <button type="button" className="btn btn-ghost btn-xs" aria-label={`Remove gift card ending ${card.last4}`} onClick={() => onCardsChange(cards.filter((c) => c !== card))}>
                  Remove
                </button>
              </span>
            </li>
          ))}
        </ul>
      )}
      {creditCents > 0 && (
        <label className="flex cursor-pointer items-center gap-2">
          <input type="checkbox" className="checkbox checkbox-sm" checked={useCredit} onChange={(event) => onUseCreditChange(event.target.checked)} />
          <span>Use my store credit ({formatPrice(fromCents(creditCents))} available)</span>
        </label>
      )}
      {(giftCardTotal > 0 || applied.creditCents > 0) && (
        <dl className="grid gap-1">
          {applied.creditCents > 0 && (
            <div className="flex justify-between gap-4">
              <dt className="opacity-70">Store credit</dt>
              <dd className="font-medium tabular-nums">−{formatPrice(fromCents(applied.creditCents))}</dd>
            </div>
          )}
          <div className="flex justify-between gap-4 font-semibold">
            <dt>To pay by card</dt>
            <dd className="tabular-nums" data-testid="card-total">
              {formatPrice(fromCents(applied.cardCents))}
            </dd>
          </div>
        </dl>
      )}
    </div>
  );
}
