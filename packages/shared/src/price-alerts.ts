/**
 * Price-drop alerts (issue 42, decision 094): a target price on a part (or any drop), and a watch
 * on a saved build's total, each mailed once and then spent.
 */
import { z } from 'zod';
import { messages } from './messages.ts';

/** Price alerts and build watches one account may keep at once, together. */
export const MAX_PRICE_ALERTS = 50;

const m = messages.priceAlert;

const hasCents = (value: number) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6;
const dollars = (message: string) => z.number({ error: message }).positive(message).max(1_000_000, message).refine(hasCents, message);

/** `POST /api/parts/:id/price-alert`: a target price in dollars, or none for any drop. */
export const priceAlertBodySchema = z.object({ targetPrice: dollars(m.targetInvalid).optional() });
export type PriceAlertBody = z.infer<typeof priceAlertBodySchema>;

/** `POST /api/builds/:id/price-watch`: the drop of the build's total, in dollars, to be told of. */
export const buildWatchBodySchema = z.object({ dropBy: dollars(m.dropByInvalid) });
export type BuildWatchBody = z.infer<typeof buildWatchBodySchema>;

/** One of the account's alerts as `GET /api/account/price-alerts` lists them, newest first. */
export type PriceAlertEntry =
  | {
      kind: 'part';
      partId: string;
      name: string;
      image: string;
      /** Dollars: the part's price now, and when the alert was set. */
      price: number;
      priceWhenSet: number;
      /** Null: any drop below the price when set. */
      targetPrice: number | null;
      /** False once the part is archived: the alert then never fires, and can only be removed. */
      sold: boolean;
      createdAt: string;
    }
  | {
      kind: 'build';
      buildId: string;
      name: string | null;
      /**
       * Dollars: the build's total now and at the prices when the watch was set, both over the parts
       * sold then and now (a part that left the shop is no drop), and the drop asked for.
       */
      total: number;
      totalWhenSet: number;
      dropBy: number;
      createdAt: string;
    };
