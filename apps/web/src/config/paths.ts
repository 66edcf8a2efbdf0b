import { publicPaths } from '@coreparts/shared';

/** Every route of the page in one place (product.md §2). */
export const paths = {
  root: '/',
  home: '/home',
  parts: '/parts',
  partsInCategory: publicPaths.partsInCategory,
  /** The parts list searched for these words, as the header's search opens it. */
  partsSearched: (q: string) => `/parts?${new URLSearchParams({ q })}`,
  part: publicPaths.part,
  /** Parts side by side; the address alone says which (shareable, no account). */
  compare: '/compare',
  compareParts: (ids: readonly string[]) => `/compare?ids=${ids.map(encodeURIComponent).join(',')}`,
  blog: '/blog',
  /** Shipping, returns, warranty, privacy, terms and contact, linked from the footer (decision 051). */
  shopPage: publicPaths.shopPage,
  /** The build planner (issue 28): the build is in the address (`?parts=id:qty,…`), anyone may open it. */
  builder: '/builder',
  /** The upgrade advisor (issue 28): a pasted hardware report, kept nowhere; anyone may open it. */
  upgrade: '/upgrade',
  /** A saved build's shared page (decision 050): anyone with the link, rendered by the server. */
  savedBuild: publicPaths.build,
  /** Anyone's cart; checking it out needs an account. */
  cart: '/cart',
  checkout: '/checkout',
  login: '/login',
  signup: '/signup',
  /** After sign-up: where the verification link went, and Send again (decision 054). */
  checkInbox: '/signup/check-inbox',
  resetPassword: '/reset-password',
  dashboard: '/dashboard',
  overview: '/dashboard/overview',
  orderTimeline: (orderId: string) => `/dashboard/order/${orderId}`,
  myProfile: '/dashboard/myprofile',
  myOrder: '/dashboard/myorder',
  addReview: '/dashboard/addreview',
  /** The signed-in customer's saved builds (decision 050). */
  myBuilds: '/dashboard/mybuilds',
  manageAllOrder: '/dashboard/manageallorder',
  manageProduct: '/dashboard/manageproduct',
  addProduct: '/dashboard/addproduct',
  makeAdmin: '/dashboard/makeadmin',
  /** The checkout's shipping methods and tax rates (admin). */
  shippingSettings: '/dashboard/shipping',
  /** The buyers' reviews of parts, to hide or show (admin, decision 052). */
  partReviews: '/dashboard/part-reviews',
  /** Discount codes and automatic promotions (admin, issue 43). */
  promotions: '/dashboard/promotions',
  /** Gift cards issued and store credit given (admin, issue 43). */
  giftCards: '/dashboard/gift-cards',
  /** Returns to approve, reject and receive (admin, issue 44). */
  returns: '/dashboard/returns',
  purchase: (id: string) => `/purchase/${id}`,
  payment: (orderId: string) => `/payment/${orderId}`,
  orderPayment: (orderId: string) => `/orderpayment/${orderId}`,
  updatePart: (id: string) => `/update-part/${id}`,
  devMailbox: '/dev/mailbox',
} as const;

/**
 * Where the server's e-mail links send the browser back to: Better Auth appends `?error=…` when
 * a link is invalid. Both are paths on this page, never absolute URLs.
 */
export const authCallbacks = {
  /** Back to Login with the address filled in, and on to `from` once signed in. */
  emailVerified: (email: string, from: string) => `/login?${new URLSearchParams({ verified: '1', email, from })}`,
  socialError: '/login?social-error=1',
  resetPassword: '/reset-password',
} as const;
