/** The spec's business constants (§9) that both the page and the server read. */
export const homePartsCount = 3;
export const featuredReviews = { count: 6, textLength: 60 } as const;

/** The longest search of the parts list: the server refuses longer, the page's box stops there. */
export const partSearchMaxLength = 100;

/**
 * A visitor's saved builds a browser keeps until an account takes them, at most this many. Here,
 * not beside the builds' schemas: the page's layout reads it, and a module of zod schemas in the
 * first script would build them before the page turns zod's compiling off (validation-mode.ts).
 */
export const MAX_CLAIMED_BUILDS = 20;
