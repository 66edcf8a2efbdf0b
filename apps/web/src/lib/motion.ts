/** The visitor asked their system for less motion: no autoplay, no counting, no smooth scrolling. */
export const prefersReducedMotion = () => window.matchMedia('(prefers-reduced-motion: reduce)').matches;
