// What the build planner runs in the page (bench/builds.mjs bundles it as Vite bundles the page).
export { checkBuild } from '../packages/shared/src/compatibility/index.ts';
export { sortCandidates } from '../apps/web/src/features/builder/lib/fit.ts';
