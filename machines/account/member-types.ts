/**
 * Session (customer) types the charts and the site tell apart. The server answers the type with
 * every session; types 0, 1 and 2 are members, 4 is a trial (guest, free-play) player, 40–42 are
 * further non-agent kinds, and any other type is an agent's.
 */

/** The trial (guest, free-play) session type: such a player never sees member-only data. */
export const TRIAL_TYPE = 4;
