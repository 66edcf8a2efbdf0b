/**
 * The carriers whose tracking pages we know (decision 085): a tracking number of one of them links
 * to its page; any other carrier's number is shown as text. Data, not a branch per carrier: a new
 * carrier is one more row.
 */
export interface Carrier {
  name: string;
  /** What admins type for it, compared without case, spaces, dots or dashes ("U.P.S.", "fed-ex"). */
  aliases: readonly string[];
  /** The tracking page, `{number}` standing for the tracking number. */
  trackingUrl: string;
}

export const carriers: readonly Carrier[] = [
  { name: 'UPS', aliases: ['ups', 'unitedparcelservice'], trackingUrl: 'https://www.ups.com/track?tracknum={number}' },
  { name: 'USPS', aliases: ['usps', 'unitedstatespostalservice', 'uspostalservice'], trackingUrl: 'https://tools.usps.com/go/TrackConfirmAction?tLabels={number}' },
  { name: 'FedEx', aliases: ['fedex', 'federalexpress'], trackingUrl: 'https://www.fedex.com/fedextrack/?trknbr={number}' },
  { name: 'DHL', aliases: ['dhl', 'dhlexpress'], trackingUrl: 'https://www.dhl.com/global-en/home/tracking/tracking-express.html?tracking-id={number}' },
  { name: 'DPD', aliases: ['dpd'], trackingUrl: 'https://tracking.dpd.de/status/en_US/parcel/{number}' },
  { name: 'GLS', aliases: ['gls'], trackingUrl: 'https://gls-group.com/track/{number}' },
  { name: 'Royal Mail', aliases: ['royalmail'], trackingUrl: 'https://www.royalmail.com/track-your-item#/tracking-results/{number}' },
  { name: 'Canada Post', aliases: ['canadapost', 'postescanada'], trackingUrl: 'https://www.canadapost-postescanada.ca/track-reperage/en#/details/{number}' },
];

const carrierKey = (name: string) => name.toLowerCase().replace(/[\s.\-_]/g, '');

const byAlias = new Map(carriers.flatMap((carrier) => carrier.aliases.map((alias) => [alias, carrier] as const)));

/** The known carrier an admin's wording names, if any. */
export const knownCarrier = (name: string | null | undefined): Carrier | undefined => (name ? byAlias.get(carrierKey(name)) : undefined);

/**
 * The carrier's tracking page for this number, or null for an unknown carrier. The number goes in
 * without its spaces (as carriers print them, "JD0146 0000 1234") and URL-encoded.
 */
export function trackingUrl(carrier: string | null | undefined, trackingNumber: string | null | undefined): string | null {
  const known = knownCarrier(carrier);
  if (!known || !trackingNumber) return null;
  const number = trackingNumber.replace(/\s+/g, '');
  if (number === '') return null;
  return known.trackingUrl.replace('{number}', encodeURIComponent(number));
}
