/** Back-in-stock alerts (issue 29, decision 054): what `GET /api/account/stock-alerts` answers. */

/** Alerts one account may keep armed at once. */
export const MAX_STOCK_ALERTS = 50;

export interface StockAlert {
  partId: string;
  name: string;
  image: string;
  /** Dollars, as the catalog answers them. */
  price: number;
  quantity: number;
  /** False once the part is archived: the alert then never fires, and can only be removed. */
  sold: boolean;
  createdAt: string;
}
