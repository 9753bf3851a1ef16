// One key per submission (requirements C3.5, docs/api.md "Cashier"): made when the player submits,
// reused only to repeat that same submission after a network failure, so a retry can never place a
// second order. 32 hex characters from the browser's cryptographic source.

export function newIdempotencyKey(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}
