/** The spec's business constants (§9) that both the page and the server read. */
export const homePartsCount = 3;
export const featuredReviews = { count: 6, textLength: 60 } as const;

/** The longest search of the parts list: the server refuses longer, the page's box stops there. */
export const partSearchMaxLength = 100;
