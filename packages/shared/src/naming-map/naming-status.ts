/**
 * A naming object's status on the maps (doc 4 §3, §4): 1 free, 2 named, 3 not selectable; 4 is
 * ours, held by someone's unpaid order (it becomes 2 when paid, 1 when released) so two donors
 * never race for it unknowingly.
 */
export const NAMING_STATUS = { free: 1, named: 2, unavailable: 3, held: 4 } as const;
export type NamingStatus = (typeof NAMING_STATUS)[keyof typeof NAMING_STATUS];
