import type { Category } from '@coreparts/shared';

/** Every route of the page in one place (spec §2). */
export const paths = {
  home: '/home',
  parts: '/parts',
  partsInCategory: (category: Category) => `/parts?category=${category}`,
  blog: '/blog',
  login: '/login',
  signup: '/signup',
  dashboard: '/dashboard',
  myProfile: '/dashboard/myprofile',
  purchase: (id: string) => `/purchase/${id}`,
} as const;
