/** The checkboxes that open the phone menu and the dashboard's drawer, and the labels that toggle them. */
export const NAV_DRAWER_ID = 'nav-drawer';
export const DASHBOARD_DRAWER_ID = 'dashboard-drawer';
