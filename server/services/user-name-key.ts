/**
 * The one key an account is known by (server/README.md "Password guessing"). The member lookup
 * (`members.user_name_key`), the uniqueness of user names, the account's failed-login counter and the
 * device cookie all use this key, so every spelling that reaches an account also shares its counter:
 * a spelling the database matched by its own lower() while the counter keyed it another way once
 * gave four counters (twenty guesses) to one account.
 *
 * The key is the name in NFKC (full-width and other compatibility forms become their plain letters,
 * combining sequences are composed), lower-cased, with the Turkish dotted capital I (whose lower case
 * is i plus a combining dot) and dotless i both folded to plain i and the final sigma to sigma, in NFKC
 * again; repeated until nothing changes, so the key of a key is itself.
 */
export function userNameKey(userName: string): string {
  let key = userName;
  // Each pass can only shorten or settle the text; a handful is far more than any real name needs.
  for (let pass = 0; pass < 4; pass += 1) {
    const next = key
      .normalize('NFKC')
      .toLowerCase()
      .replace(/ı/g, 'i')
      .replace(/i\u0307/g, 'i')
      .replace(/ς/g, 'σ')
      .normalize('NFKC');
    if (next === key) return key;
    key = next;
  }
  return key;
}

/** The failed-login counter of an account's password logins (`login_failures.key`). */
export function accountFailureKey(userName: string): string {
  return `user:${userNameKey(userName)}`;
}

/**
 * True when a user name is written in its plain form: compatibility characters (full-width letters,
 * ligatures, circled digits) and uncomposed sequences are refused at registration, so a stored name
 * always reads as what its key says.
 */
export function isPlainUserName(userName: string): boolean {
  return userName.normalize('NFKC') === userName;
}
