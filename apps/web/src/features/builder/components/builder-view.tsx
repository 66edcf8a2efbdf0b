import { checkBuild, formatPrice, type BuildPart, type Part } from '@coreparts/shared';
import { useQueryClient } from '@tanstack/react-query';
import { Fragment, useEffect, useMemo, useRef, useState } from 'react';
import { Spinner } from '@/components/ui/spinner.tsx';
import { buildPartQueryKey, useBuildParts } from '@/features/builder/api/get-build-part.ts';
import { cartTotalOf, useAddBuildToCart, type AddToCart } from '@/features/builder/hooks/use-add-build-to-cart.ts';
import { useBuild } from '@/features/builder/hooks/use-build.ts';
import { builderSlots, withChosen, withoutPart, withQuantity, type BuilderSlot, type BuildLine } from '@/features/builder/lib/build.ts';
import { toBuildPart } from '@/features/builder/lib/fit.ts';
import { AddBuildButton, BuildSummary } from './build-summary.tsx';
import { PartChooser } from './part-chooser.tsx';
import { ShareBuildDialog } from './share-build-dialog.tsx';
import { changeButtonId, chooseButtonId, SlotRow } from './slot-row.tsx';

interface Chooser {
  slot: BuilderSlot;
  /** The row's part being changed; null for an empty row. */
  replacing: string | null;
  quantity: number;
}

interface Row {
  key: string;
  slot: BuilderSlot;
  part: Part | null;
  quantity: number;
}

interface BuilderViewProps {
  addToCart: AddToCart;
  signedIn: boolean | undefined;
  /** When a part in stock would arrive ("Standard: 3–5 business days"), from the cart's shipping methods; undefined until known. */
  delivery?: string;
}

/** The build planner (issue 28): one row per part of a PC, and the live check beside them. */
export function BuilderView({ addToCart, signedIn, delivery }: BuilderViewProps) {
  const queryClient = useQueryClient();
  const { lines, setLines } = useBuild();
  const results = useBuildParts(lines.map((line) => line.id));
  const [chooser, setChooser] = useState<Chooser | null>(null);
  const [extraDrives, setExtraDrives] = useState(0);
  const [sharing, setSharing] = useState(false);
  const { adding, addBuild } = useAddBuildToCart(addToCart);
  // Where focus goes once the rows have rendered (the chooser closed, a row was removed).
  const focusTarget = useRef<string | null>(null);

  const loading = results.some((result) => result.isPending);
  const failed = results.some((result) => result.isError);
  // The lines whose part the catalog has, in one of the planner's categories; others are left out.
  const known = lines.flatMap((line, index) => {
    const part = results[index]?.data;
    return part && builderSlots.some((slot) => slot.category === part.category) ? [{ line, part }] : [];
  });
  const leftOut = loading || failed ? 0 : lines.length - known.length;
  const knownLines: BuildLine[] = known.map(({ line }) => line);
  const buildKey = known.map(({ line }) => `${line.id}:${line.quantity}`).join(',');
  // eslint-disable-next-line react-hooks/exhaustive-deps -- recomputed when the build's text changes, not on every render
  const build: BuildPart[] = useMemo(() => known.map(({ line, part }) => toBuildPart(part, line.quantity)), [buildKey]);
  const check = useMemo(() => checkBuild(build), [build]);

  useEffect(() => {
    if (!focusTarget.current || chooser) return;
    const target = document.getElementById(focusTarget.current);
    if (!target) return;
    target.focus();
    focusTarget.current = null;
  });

  const rows: Row[] = builderSlots.flatMap((slot) => {
    const chosen = known.filter(({ part }) => part.category === slot.category);
    const filled = chosen.map(({ line, part }): Row => ({ key: `${slot.category}-${line.id}`, slot, part, quantity: line.quantity }));
    const empties = (chosen.length === 0 ? 1 : 0) + (slot.several ? extraDrives : 0);
    return [...filled, ...Array.from({ length: empties }, (_, i): Row => ({ key: `${slot.category}-empty-${i}`, slot, part: null, quantity: 1 }))];
  });

  const flagOf = (partId: string) => {
    const about = check.problems.filter((p) => p.partIds.includes(partId));
    return about.some((p) => p.severity === 'error') ? 'error' : about.some((p) => p.severity === 'warning') ? 'warning' : undefined;
  };
  const supply = known.find(({ part }) => part.category === 'power-supply')?.part.specs.wattage;
  const total = known.reduce((sum, { line, part }) => sum + part.price * line.quantity, 0);
  const items = known.map(({ line, part }) => ({ part, quantity: line.quantity }));
  const cartTotal = cartTotalOf(items);

  const choose = (part: Part) => {
    if (!chooser) return;
    queryClient.setQueryData(buildPartQueryKey(part._id), part);
    const { slot, replacing, quantity } = chooser;
    setLines(withChosen(knownLines, part._id, { replacing, quantity }));
    if (slot.several && replacing === null && extraDrives > 0 && known.some((k) => k.part.category === slot.category)) setExtraDrives((n) => n - 1);
    focusTarget.current = changeButtonId(part._id);
  };

  const remove = (row: Row) => {
    if (!row.part) return;
    const next = withoutPart(knownLines, row.part._id);
    setLines(next);
    const others = known.some((k) => k.part.category === row.slot.category && k.part._id !== row.part?._id);
    focusTarget.current = row.slot.several && others ? 'builder-add-drive' : chooseButtonId(`${row.slot.category}-empty-0`);
  };

  if (loading) return <Spinner />;

  return (
    <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
      <div className="flex flex-col gap-4">
        {failed && (
          <div role="alert" className="alert alert-error">
            Some parts of this build could not be loaded. Please try again in a moment.
          </div>
        )}
        {leftOut > 0 && (
          <div role="alert" className="alert alert-warning">
            {leftOut === 1 ? 'One part of this build is' : `${leftOut} parts of this build are`} no longer sold, or not a PC part, and {leftOut === 1 ? 'was' : 'were'} left out.
          </div>
        )}
        <ul className="flex flex-col gap-3" aria-label="Parts of the build">
          {rows.map((row, index) => (
            <Fragment key={row.key}>
              <SlotRow
                slot={row.slot}
                rowKey={row.key}
                part={row.part}
                quantity={row.quantity}
                flag={row.part ? flagOf(row.part._id) : undefined}
                onChoose={() => setChooser({ slot: row.slot, replacing: row.part?._id ?? null, quantity: row.quantity })}
                onRemove={() => remove(row)}
                onQuantity={(quantity) => row.part && setLines(withQuantity(knownLines, row.part._id, quantity))}
              />
              {row.slot.several && rows[index + 1]?.slot !== row.slot && (
                <li>
                  <button type="button" id="builder-add-drive" className="btn btn-ghost btn-sm text-primary" onClick={() => setExtraDrives((n) => n + 1)}>
                    + Add another drive
                  </button>
                </li>
              )}
            </Fragment>
          ))}
        </ul>
        {/* Phones: the check comes after every row, so the total and the power stay in view at the bottom. */}
        <div
          className="sticky bottom-0 z-20 -mx-4 flex items-baseline justify-between gap-3 border-t border-base-300 bg-base-100/95 px-4 py-3 backdrop-blur lg:hidden"
          data-testid="build-bar"
        >
          <span className="text-sm">
            Draw {check.estimatedWatts} W{typeof supply === 'number' ? ` · Supply ${supply} W` : ''}
          </span>
          <span className="text-lg font-bold">{formatPrice(total)}</span>
        </div>
      </div>
      <BuildSummary
        check={check}
        partCount={known.length}
        supplyWatts={typeof supply === 'number' ? supply : undefined}
        total={total}
        cartTotal={cartTotal}
        items={items}
      >
        <AddBuildButton disabled={known.length === 0} adding={adding} onClick={() => void addBuild(items)} />
        <button type="button" className="btn btn-outline" disabled={known.length === 0} onClick={() => setSharing(true)}>
          Share build
        </button>
        {known.length > 0 && (
          <button
            type="button"
            className="btn btn-ghost btn-sm self-center"
            onClick={() => {
              setLines([]);
              setExtraDrives(0);
            }}
          >
            Start a new build
          </button>
        )}
      </BuildSummary>
      {sharing && <ShareBuildDialog lines={knownLines} signedIn={signedIn} onClosed={() => setSharing(false)} />}
      {chooser && (
        <PartChooser
          slot={chooser.slot}
          build={build}
          replacing={chooser.replacing}
          quantity={chooser.quantity}
          delivery={delivery}
          onChoose={choose}
          onClosed={() => setChooser(null)}
        />
      )}
    </div>
  );
}
