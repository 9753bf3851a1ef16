/**
 * The Invite link of requirements A2: the registration page with the player's code in the parameter
 * the registration form reads (src/features/account/registration-payload.ts: `affiliateCode`).
 */
export function invitationLink(origin: string, basePath: string, code: string): string {
  const base = basePath.endsWith('/') ? basePath : `${basePath}/`;
  return `${origin}${base}register?affiliateCode=${encodeURIComponent(code)}`;
}
