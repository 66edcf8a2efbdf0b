import { identityKeys, type IdentityKey, type Part } from '@coreparts/shared';
import { Link } from 'react-router';
import { paths } from '@/config/paths.ts';

/** Each fact's label, and what an abbreviation stands for. */
const labels: Record<IdentityKey, { label: string; expansion?: string }> = {
  brand: { label: 'Brand' },
  mpn: { label: 'MPN', expansion: 'Manufacturer part number' },
  sku: { label: 'SKU', expansion: 'Stock keeping unit: our own code' },
  gtin: { label: 'GTIN', expansion: 'Global Trade Item Number: the barcode number' },
};

/**
 * The part's identity under its name (decision 089): Brand · MPN · SKU · GTIN, those it has, on
 * one line that wraps between facts. The brand leads to the shop's other parts of that brand.
 * Each fact's dot stands in the space before it; the list is shifted left by that space inside a
 * clipping box (with room for the brand link's focus ring), so a fact that starts a line shows no dot.
 */
export function PartIdentity({ part }: { part: Part }) {
  const facts = identityKeys.flatMap((key) => (part[key] ? [{ key, value: part[key] }] : []));
  if (facts.length === 0) return null;
  return (
    <div className="-mx-1 -my-0.5 overflow-hidden px-1 py-0.5">
      <dl className="-ml-5 flex flex-wrap items-baseline gap-y-1 text-sm" data-testid="part-identity">
        {facts.map(({ key, value }) => (
          <div key={key} className="relative flex min-w-0 items-baseline gap-1.5 pl-5 before:absolute before:left-2 before:opacity-40 before:content-['·']">
            <dt className="opacity-70">
              {labels[key].expansion ? (
                <abbr title={labels[key].expansion} className="no-underline">
                  {labels[key].label}
                </abbr>
              ) : (
                labels[key].label
              )}
            </dt>
            <dd className="font-medium wrap-anywhere" data-testid={`part-${key}`}>
              {key === 'brand' ? (
                <Link to={paths.partsSearched(value)} className="link link-hover">
                  {value}
                </Link>
              ) : (
                <span className="font-mono text-[0.8125rem]">{value}</span>
              )}
            </dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
