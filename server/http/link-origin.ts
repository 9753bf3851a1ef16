/**
 * The origin of a link the server mails (a password reset link): the request's own origin when it
 * is one of the configured origins (an operator serving several domains mails each player a link on
 * the one they used), else the first configured one. A Host header chosen by a caller can only pick
 * among the operator's own origins (server/README.md "Forgot password by e-mail: reset links").
 */
export function linkOrigin(configured: readonly [string, ...string[]], requestUrl: string): string {
  const asked = URL.parse(requestUrl)?.origin;
  return configured.find((origin) => origin === asked) ?? configured[0];
}
