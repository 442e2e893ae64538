/** Cashier container views named in spec §9. */
export const CASHIER_VIEWS = ['ContainerView', 'ContainerScrollView'] as const;

/** One of the §9 cashier views. */
export type CashierView = (typeof CASHIER_VIEWS)[number];
