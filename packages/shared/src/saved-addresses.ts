/**
 * A customer's address book (issue 41): the addresses they keep, one of them their default, the
 * one they last shipped to offered first at either checkout. Each address is checked by the same
 * `shippingAddressSchema` as a checkout's.
 */
import { z } from 'zod';
import { shippingAddressSchema, type ShippingAddress } from './shipping-address.ts';

/** Addresses one account keeps. */
export const MAX_SAVED_ADDRESSES = 20;

export interface SavedAddress {
  id: string;
  address: ShippingAddress;
  isDefault: boolean;
  /** When an order last shipped here (ISO time); null until one did. */
  lastUsedAt: string | null;
}

/** `POST /api/addresses` and `PUT /api/addresses/:id`: the address, and whether it becomes the default. */
export const savedAddressBodySchema = z.object({
  address: shippingAddressSchema,
  isDefault: z.boolean().optional(),
});
export type SavedAddressBody = z.input<typeof savedAddressBodySchema>;

/** Where the book offers an address: the last one shipped to first, then the default, then the newest. */
export function offeredOrder(a: SavedAddress, b: SavedAddress): number {
  if (a.lastUsedAt !== b.lastUsedAt) {
    if (a.lastUsedAt === null) return 1;
    if (b.lastUsedAt === null) return -1;
    return a.lastUsedAt < b.lastUsedAt ? 1 : -1;
  }
  return Number(b.isDefault) - Number(a.isDefault);
}

/** An address on one line, for a chooser: "Ada Shopper, 1 Infinite Loop, Cupertino CA 95014, US". */
export function addressLine(a: ShippingAddress): string {
  const place = [a.city, a.region, a.postalCode].filter(Boolean).join(' ');
  return [a.name, a.line1, a.line2, place, a.country].filter(Boolean).join(', ');
}
