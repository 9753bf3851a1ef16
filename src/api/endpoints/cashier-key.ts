/**
 * The query key under which every cashier read lives; a money event invalidates it whole
 * (requirements C7.1). A module of its own, so code that only refreshes (the return from a game)
 * does not load a cashier call.
 */
export const CASHIER_KEY = ['cashier'] as const;
