/**
 * "Add build to cart", on the planner and on a saved build's page: every part in one click, each
 * at least at its minimum order, then one toast for the whole build.
 */
import { messages, type Part } from '@coreparts/shared';
import { useState } from 'react';
import { toast } from '@/lib/toast.ts';

/**
 * Puts `units` of a part in the cart and says why not in a toast when refused (then false).
 * The cart feature's add, handed in by the route (a feature does not import another).
 */
export type AddToCart = (part: Part, units: number) => Promise<boolean>;

/** One line of a build as the cart takes it: a part sold today and how many the build has. */
export interface BuildItem {
  part: Part;
  quantity: number;
}

/** Units the cart gets of a line: a part sold from a minimum of pieces goes in at its minimum. */
export const unitsForCart = ({ part, quantity }: BuildItem) => Math.max(quantity, part.min);

/** Dollars the build comes to in the cart. */
export const cartTotalOf = (items: readonly BuildItem[]) => items.reduce((sum, item) => sum + item.part.price * unitsForCart(item), 0);

export function useAddBuildToCart(addToCart: AddToCart) {
  const [adding, setAdding] = useState(false);

  async function addBuild(items: readonly BuildItem[]): Promise<boolean> {
    setAdding(true);
    let added = 0;
    try {
      // One after another: each add reads the cart the one before left.
      for (const item of items) {
        if (await addToCart(item.part, unitsForCart(item))) added++;
      }
    } finally {
      setAdding(false);
    }
    if (added === items.length) toast.success(messages.cart.addedBuild(added));
    else toast.error(`${items.length - added} of the build's ${items.length} parts could not be added to your cart.`);
    return added === items.length;
  }

  return { adding, addBuild };
}
