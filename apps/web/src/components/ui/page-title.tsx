import { createContext, use } from 'react';

/** The store's name at the end of every title; the app provides the configured one (app.tsx). */
export const StoreNameContext = createContext('CoreParts');

/**
 * The document's title for a page, `Parts · CoreParts` (the store's name alone without one), and
 * its description when it has one. React 19 puts both in the document's head, here and on the
 * server, whose renderer moves them from the page's body into the head (server-render.tsx).
 */
export function PageTitle({ children, description }: { children?: string; description?: string }) {
  const storeName = use(StoreNameContext);
  return (
    <>
      <title>{children ? `${children} · ${storeName}` : storeName}</title>
      {description && <meta name="description" content={description} />}
    </>
  );
}
