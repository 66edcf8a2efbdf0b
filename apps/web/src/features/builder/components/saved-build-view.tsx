import { categoryLabel, withCount, formatPrice, messages, type Part, type SavedBuild, savedBuildDescription, type SavedBuildLine, savedBuildTitle } from '@coreparts/shared';
import { Link } from 'react-router';
import { PageTitle } from '@/components/ui/page-title.tsx';
import { paths } from '@/config/paths.ts';
import { cartTotalOf, useAddBuildToCart, type AddToCart, type BuildItem } from '@/features/builder/hooks/use-add-build-to-cart.ts';
import { builderSearch, builderSlots } from '@/features/builder/lib/build.ts';
import { AddBuildButton, BuildSummary } from './build-summary.tsx';


/**
 * A saved build's page, `/builds/:id` (decision 050), read-only for anyone with its link: the parts
 * as saved with today's prices and stock, a part no longer sold flagged, the check as of now, the
 * total; "Add build to cart" puts every part sold in the cart, "Open in builder" a copy in the planner.
 * Rendered by the server with the build, and the same in the browser.
 */
export function SavedBuildView({ build, addToCart }: { build: SavedBuild; addToCart: AddToCart }) {
  const { adding, addBuild } = useAddBuildToCart(addToCart);
  const title = savedBuildTitle(build);
  const items: BuildItem[] = build.lines.flatMap((line) => (line.part ? [{ part: line.part, quantity: line.quantity }] : []));
  const unsold = build.lines.length - items.length;
  const supply = items.find((item) => item.part.category === 'power-supply')?.part.specs.wattage;
  const copy = `${paths.builder}${builderSearch(build.lines.map((line) => ({ id: line.partId, quantity: line.quantity })))}`;

  return (
    <section className="mx-auto max-w-7xl px-4 py-8 lg:py-10">
      <PageTitle description={savedBuildDescription(build)}>{title}</PageTitle>
      <nav aria-label="Breadcrumb" className="breadcrumbs mb-2 text-sm">
        <ul>
          <li>
            <Link to={paths.builder}>PC Builder</Link>
          </li>
          <li>Saved build</li>
        </ul>
      </nav>
      <h1 className="mb-2 text-3xl font-bold break-words">{title}</h1>
      <p className="mb-8 opacity-75">
        A saved build of {withCount(build.lines.length, 'part')}, shown with today&apos;s prices and stock. Open it in the builder to change a copy of it.
      </p>
      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <div className="flex flex-col gap-4">
          {unsold > 0 && (
            <div role="alert" className="alert alert-warning">
              {unsold === 1 ? 'One part of this build is' : `${unsold} parts of this build are`} no longer sold: left out of the check, the total and the cart.
            </div>
          )}
          <ul className="flex flex-col gap-3" aria-label="Parts of the build">
            {inSlotOrder(build.lines).map((line) => (
              <SavedLine key={line.partId} line={line} />
            ))}
          </ul>
        </div>
        <BuildSummary
          check={build.check}
          partCount={items.length}
          supplyWatts={typeof supply === 'number' ? supply : undefined}
          total={build.total}
          cartTotal={cartTotalOf(items)}
          items={items}
        >
          <AddBuildButton disabled={items.length === 0} adding={adding} onClick={() => void addBuild(items)} />
          <Link to={copy} className="btn btn-outline">
            Open in builder
          </Link>
        </BuildSummary>
      </div>
    </section>
  );
}

const slotIndex = (line: SavedBuildLine) => {
  const index = builderSlots.findIndex((slot) => slot.category === line.category);
  return index === -1 ? builderSlots.length : index;
};

/** The lines in the planner's order of rows (processor first, case last), as saved within a row. */
const inSlotOrder = (lines: readonly SavedBuildLine[]) => [...lines].sort((a, b) => slotIndex(a) - slotIndex(b));

/** What the planner calls the line's row ("Memory"), or its category's name. */
const rowLabel = (line: SavedBuildLine) => builderSlots.find((slot) => slot.category === line.category)?.label ?? categoryLabel(line.category);

function SavedLine({ line }: { line: SavedBuildLine }) {
  const { part } = line;
  return (
    <li className={`flex items-center gap-3 rounded-box border bg-base-100 p-3 ${part ? 'border-base-300' : 'border-dashed border-warning'}`}>
      <img src={line.image} alt="" width={64} height={48} className={`h-12 w-16 shrink-0 self-start rounded bg-base-200 object-cover sm:self-center ${part ? '' : 'opacity-60 grayscale'}`} />
      <div className="min-w-0 flex-1">
        <p className="text-xs font-semibold tracking-wide text-primary uppercase">{rowLabel(line)}</p>
        <p className="leading-snug font-semibold break-words">
          {part ? (
            <Link to={paths.part(part._id)} className="link-hover">
              {line.name}
            </Link>
          ) : (
            line.name
          )}
        </p>
        {part ? <LineFigures part={part} quantity={line.quantity} /> : <p className="text-sm opacity-70">Quantity {line.quantity}</p>}
        <p className="mt-1">{part ? <Stock part={part} /> : <span className="badge badge-warning badge-sm">{messages.builds.noLongerSold}</span>}</p>
      </div>
    </li>
  );
}

function LineFigures({ part, quantity }: { part: Part; quantity: number }) {
  return (
    <>
      <p className="text-sm">
        {formatPrice(part.price)}
        {quantity > 1 && (
          <span className="opacity-70">
            {' '}
            × {quantity} = {formatPrice(part.price * quantity)}
          </span>
        )}
      </p>
      {part.min > quantity && <p className="text-xs opacity-70">Sold from {part.min} pieces: the cart gets {part.min}.</p>}
    </>
  );
}

/** Today's stock of a part, as a badge. */
function Stock({ part }: { part: Part }) {
  if (part.quantity === 0) return <span className="badge badge-error badge-soft badge-sm">Out of Stock</span>;
  return <span className="badge badge-success badge-soft badge-sm">{`In Stock: ${part.quantity}`}</span>;
}
