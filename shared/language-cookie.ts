/**
 * The cookie the site keeps the visitor's language code in (as in local storage: src/lib/storage.ts),
 * so that the server draws the login page's first view in that language (server/routes/site.ts).
 */
export const LANGUAGE_COOKIE = 'MC_LANGUAGE';
