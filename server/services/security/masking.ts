// How the security centre shows a contact (requirements D4.1, D4.2): enough for the member to know
// which one it is, not enough for anyone looking over their shoulder. The member's record (D4.5)
// stores contacts only in these forms too.

/** All but the last 4 digits masked: `*******5678`. */
export function maskMobile(mobileNum: string): string {
  const visible = mobileNum.slice(-4);
  return `${'*'.repeat(Math.max(0, mobileNum.length - visible.length))}${visible}`;
}

/** The name's first character and the domain: `r***@example.com`. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at <= 0) return '***';
  return `${email.slice(0, 1)}***${email.slice(at)}`;
}
