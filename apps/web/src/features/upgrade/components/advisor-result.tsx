import { formatPrice, type AdvisorAnswer, type Part, type UpgradeSuggestion } from '@coreparts/shared';
import { useState, type RefObject } from 'react';
import { Link } from 'react-router';
import { paths } from '@/config/paths.ts';
import { getSuggestedPart } from '@/features/upgrade/api/get-suggested-part.ts';
import { groupSuggestions, machineFacts } from '@/features/upgrade/lib/machine-facts.ts';
import { toast } from '@/lib/toast.ts';

interface AdvisorResultProps {
  answer: AdvisorAnswer;
  /** The first heading, focused once the answer is shown. */
  headingRef: RefObject<HTMLHeadingElement | null>;
  addToCart: (part: Part) => Promise<boolean>;
}

/** What the report told, what it did not, the server's notes, then the suggestions by category. */
export function AdvisorResult({ answer, headingRef, addToCart }: AdvisorResultProps) {
  const { machine, notes, suggestions } = answer;
  const facts = machineFacts(machine);
  const groups = groupSuggestions(suggestions);
  return (
    <div className="grid gap-8">
      <section aria-labelledby="upgrade-machine" className="card border border-base-300 bg-base-100 shadow-sm">
        <div className="card-body gap-4 p-4 sm:p-6">
          <h2 id="upgrade-machine" ref={headingRef} tabIndex={-1} className="card-title outline-none">
            Your machine
          </h2>
          {facts.length > 0 ? (
            <dl className="grid gap-x-6 gap-y-2 sm:grid-cols-[max-content_1fr]" aria-label="What we recognised">
              {facts.map((fact) => (
                <div key={fact.label} className="contents">
                  <dt className="font-semibold">{fact.label}</dt>
                  <dd className="mb-2 break-words sm:mb-0">{fact.value}</dd>
                </div>
              ))}
            </dl>
          ) : (
            <p>The report told us nothing we could use.</p>
          )}
          {machine.unknown.length > 0 && (
            <section aria-labelledby="upgrade-unknown">
              <h3 id="upgrade-unknown" className="mb-1 font-semibold">
                What the report does not tell
              </h3>
              <ul className="list-disc space-y-1 pl-5 opacity-80">
                {machine.unknown.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            </section>
          )}
          {notes.length > 0 && (
            <section aria-labelledby="upgrade-notes">
              <h3 id="upgrade-notes" className="mb-1 font-semibold">
                Notes
              </h3>
              <ul className="list-disc space-y-1 pl-5">
                {notes.map((note) => (
                  <li key={note}>{note}</li>
                ))}
              </ul>
            </section>
          )}
        </div>
      </section>

      <section aria-labelledby="upgrade-suggestions">
        <h2 id="upgrade-suggestions" className="mb-4 text-2xl font-bold">
          Suggested upgrades
        </h2>
        {groups.length === 0 && <p>Nothing in stock would upgrade this machine today.</p>}
        <div className="grid gap-6">
          {groups.map((group) => (
            <section key={group.category} aria-labelledby={`upgrade-${group.category}`}>
              <h3 id={`upgrade-${group.category}`} className="mb-2 text-lg font-semibold">
                {group.label}
              </h3>
              <ul className="grid gap-3 md:grid-cols-2 xl:grid-cols-3" aria-label={`Suggested ${group.label}`}>
                {group.suggestions.map((s) => (
                  <li key={s.partId}>
                    <SuggestionCard suggestion={s} addToCart={addToCart} />
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </div>
      </section>
    </div>
  );
}

function SuggestionCard({ suggestion, addToCart }: { suggestion: UpgradeSuggestion; addToCart: (part: Part) => Promise<boolean> }) {
  const [adding, setAdding] = useState(false);
  async function add() {
    setAdding(true);
    try {
      // Today's minimum and stock, which the cart checks.
      await addToCart(await getSuggestedPart(suggestion.partId));
    } catch (error) {
      toast.error(error instanceof Error ? error.message : 'The part could not be added.');
    } finally {
      setAdding(false);
    }
  }
  return (
    <article aria-label={suggestion.name} className="card h-full border border-base-300 bg-base-100 shadow-sm">
      <div className="card-body gap-2 p-4">
        <h4 className="font-semibold break-words">
          <Link to={paths.part(suggestion.partId)} className="link link-hover">
            {suggestion.name}
          </Link>
        </h4>
        {/* The card's paragraphs keep their height (a card's paragraphs grow by default): a taller card beside keeps them aligned. */}
        <p className="grow-0 text-lg font-bold">{formatPrice(suggestion.price)}</p>
        <p className="grow-0 text-sm opacity-80">{suggestion.reason}</p>
        {suggestion.note && (
          <p role="note" className="grow-0 rounded-box bg-warning/15 p-2 text-sm">
            {suggestion.note}
          </p>
        )}
        <div className="card-actions mt-auto pt-2">
          <button type="button" aria-label={`Add to cart: ${suggestion.name}`} className="btn btn-primary btn-sm w-full sm:w-auto" disabled={adding} onClick={() => void add()}>
            Add to cart
          </button>
        </div>
      </div>
    </article>
  );
}
