// Limits of the content calls that the site, its charts and the server all hold to: one
// definition each. Plain numbers without imports (docs/architecture.md, "shared/").

/** A reward application's remark: at most 140 characters (requirements B5.2, B9.5). */
export const REMARK_MAX_LENGTH = 140 as const;

/** A reward application's picture: at most 5,242,880 bytes (5 MB) each (requirements B5.2, B9.5). */
export const PICTURE_MAX_BYTES = 5_242_880 as const;

/** A reward application takes at most 3 pictures (requirements B5.2, B9.5). */
export const PICTURE_MAX_COUNT = 3 as const;
