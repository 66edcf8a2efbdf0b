/**
 * The shop's own pages that the footer links to (decision 051): each is rendered by the server
 * and listed in the sitemap; their text is the page's (`apps/web/src/features/shop-pages`).
 * The social networks the footer may link to, each shown only where its address is configured.
 */
export const shopPages = [
  { slug: 'shipping', title: 'Shipping', description: 'Where we ship, how parts are packed, what delivery costs and how to follow an order to your door.' },
  { slug: 'returns', title: 'Returns & refunds', description: 'Cancel before we ship for a full refund, or return a part within 30 days of delivery.' },
  { slug: 'warranty', title: 'Warranty', description: 'What to do when a part fails: replacement or refund in the first 30 days, then help with the maker’s warranty.' },
  { slug: 'privacy', title: 'Privacy policy', description: 'What we keep about you, why, for how long, who else sees it, and how to have it corrected or deleted.' },
  { slug: 'terms', title: 'Terms of sale', description: 'The terms on which we sell: accounts, prices, orders, payment, delivery, reviews and liability.' },
  { slug: 'contact', title: 'Contact us', description: 'How to reach us about an order, a part, a return or your account.' },
] as const;

export type ShopPageSlug = (typeof shopPages)[number]['slug'];
export type ShopPage = (typeof shopPages)[number];

/** The shop page at `pathname` (exactly as linked), if it is one. */
export const shopPageAt = (pathname: string): ShopPage | undefined => shopPages.find((page) => `/${page.slug}` === pathname);

/** The networks in the footer, in its order, and the setting that gives each its address. */
export const socialNetworks = [
  { id: 'twitter', label: 'Twitter', setting: 'SOCIAL_TWITTER_URL' },
  { id: 'youtube', label: 'YouTube', setting: 'SOCIAL_YOUTUBE_URL' },
  { id: 'facebook', label: 'Facebook', setting: 'SOCIAL_FACEBOOK_URL' },
] as const;

export type SocialNetwork = (typeof socialNetworks)[number]['id'];
