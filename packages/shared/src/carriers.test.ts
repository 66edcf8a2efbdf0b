import { describe, expect, it } from 'vitest';
import { carriers, knownCarrier, trackingUrl } from './carriers.ts';

describe('carriers', () => {
  it('links a known carrier’s number to its tracking page, spaces taken out', () => {
    expect(trackingUrl('UPS', '1Z999AA10123456784')).toBe('https://www.ups.com/track?tracknum=1Z999AA10123456784');
    expect(trackingUrl('DHL', 'JD0146 0000 1234')).toBe('https://www.dhl.com/global-en/home/tracking/tracking-express.html?tracking-id=JD014600001234');
    expect(trackingUrl('USPS', '9400 1000 0000 0000 0000 00')).toBe('https://tools.usps.com/go/TrackConfirmAction?tLabels=9400100000000000000000');
    expect(trackingUrl('FedEx', '123456789012')).toBe('https://www.fedex.com/fedextrack/?trknbr=123456789012');
  });

  it('knows a carrier however the admin wrote its name', () => {
    for (const name of ['ups', ' UPS ', 'U.P.S.', 'United Parcel Service']) expect(knownCarrier(name)?.name).toBe('UPS');
    for (const name of ['Fedex', 'Fed-Ex', 'Federal Express']) expect(knownCarrier(name)?.name).toBe('FedEx');
    expect(knownCarrier('royal mail')?.name).toBe('Royal Mail');
  });

  it('has no link for an unknown carrier or no number', () => {
    expect(trackingUrl('Local courier', 'AB123')).toBeNull();
    expect(trackingUrl(null, 'AB123')).toBeNull();
    expect(trackingUrl('UPS', null)).toBeNull();
    expect(trackingUrl('UPS', '   ')).toBeNull();
  });

  it('puts the number in the address encoded, whatever it holds', () => {
    expect(trackingUrl('GLS', 'a/b?c')).toBe('https://gls-group.com/track/a%2Fb%3Fc');
  });

  it('has one https tracking page with one place for the number per carrier, and no alias twice', () => {
    const aliases = carriers.flatMap((carrier) => carrier.aliases);
    expect(new Set(aliases).size).toBe(aliases.length);
    for (const carrier of carriers) {
      expect(carrier.trackingUrl.startsWith('https://')).toBe(true);
      expect(carrier.trackingUrl.split('{number}')).toHaveLength(2);
      expect(knownCarrier(carrier.name)).toBe(carrier);
    }
  });
});
