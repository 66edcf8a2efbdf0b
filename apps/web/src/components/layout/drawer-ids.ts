/** The checkboxes behind the phone menu and the dashboard's drawer (`drawer.tsx`). */
export const NAV_DRAWER_ID = 'nav-drawer';
export const DASHBOARD_DRAWER_ID = 'dashboard-drawer';
