import { useState } from 'react';

export type CursorPages = ReturnType<typeof useCursorPages>;

/**
 * Where an admin's list stands in its pages, walked by cursor: the cursor of every page seen so
 * far (the first page's null first), so Previous goes back one. A new search (`searchKey`)
 * starts again from the first page.
 */
export function useCursorPages(searchKey: string, pageSize: number) {
  const [pages, setPages] = useState<{ key: string; cursors: (string | null)[] }>({ key: '', cursors: [null] });
  const cursors = pages.key === searchKey ? pages.cursors : [null];
  const index = cursors.length - 1;
  return {
    cursor: cursors.at(-1) ?? null,
    /** The page's number, from 0. */
    index,
    /** The page's first row's number, from 1. */
    first: index * pageSize + 1,
    next: (nextCursor: string) => setPages({ key: searchKey, cursors: [...cursors, nextCursor] }),
    previous: () => setPages({ key: searchKey, cursors: cursors.slice(0, -1) }),
  };
}
