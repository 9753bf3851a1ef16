/**
 * The search rule the views need without the search chart itself: importing a chart runs its
 * `setup().createMachine()`, which keeps the whole chart in any chunk that imports a constant of it
 * (the home page's game tiles translate this code, the chart is only needed by search).
 */

/** A search needs more than 2 characters. */
export const SEARCH_MIN_LENGTH = 3;
/** The code the views translate as "Search requires at least 3 characters". */
export const SEARCH_TOO_SHORT = 'search.tooShort';
