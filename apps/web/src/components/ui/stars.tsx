const MAX_STARS = 5;

export type StarFill = 'full' | 'half' | 'none';

/** How each of the five stars is filled for a rating: rounded to the nearest half star. */
export function starFills(value: number): StarFill[] {
  const halves = Math.round(value * 2);
  return Array.from({ length: MAX_STARS }, (_, i) => (halves >= (i + 1) * 2 ? 'full' : halves === i * 2 + 1 ? 'half' : 'none'));
}

/**
 * Five stars, filled up to `value` rounded to the nearest half (a half star is filled halfway).
 * Only a picture: the caller says the rating in words for screen readers.
 */
export function Stars({ value, size = 16 }: { value: number; size?: number }) {
  return (
    <span className="inline-flex text-secondary" aria-hidden="true">
      {starFills(value).map((fill, i) => (
        <svg key={i} width={size} height={size} viewBox="0 0 24 24">
          <path d={STAR} className="fill-base-300" />
          {fill !== 'none' && <path d={STAR} className={`fill-current ${fill === 'half' ? HALF : ''}`} />}
        </svg>
      ))}
    </span>
  );
}

// The left half of the star's box: no clip path by id, which would repeat on a page of cards.
const HALF = '[clip-path:inset(0_50%_0_0)]';
const STAR = 'm12 2.5 2.9 6 6.6.8-4.9 4.6 1.3 6.6L12 17.2l-5.9 3.3 1.3-6.6-4.9-4.6 6.6-.8z';
