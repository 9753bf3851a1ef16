// The SMS code's timing, which the site's SMS button chart and the server both hold to. A module of
// its own: on the site only that chart reads it, so the number travels in the chart's own chunk
// instead of a chunk of its own beside the account forms' lengths (account.ts).

/**
 * The SMS resend window (requirements A4.8, A9): the site counts down 60 s from a sent code
 * before it offers to send again, and the server refuses a new code for a number within it.
 */
export const SMS_RESEND_MS = 60_000 as const;
