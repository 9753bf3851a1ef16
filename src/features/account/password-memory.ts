/**
 * The password held in memory for this page's session (requirements A2.11 "Change password": the old
 * password field is shown only when none is held). Memory only, never storage: a reload forgets
 * it, and the change-password form then asks for the old password.
 *
 * The login flow keeps the password it logged in with; a saved password change replaces it.
 */
let held: string | null = null;

export function keepPasswordInMemory(password: string): void {
  held = password === '' ? null : password;
}

export function passwordInMemory(): string | null {
  return held;
}

/** The temporary password is dropped before a new one is kept, and on logout. */
export function forgetPasswordInMemory(): void {
  held = null;
}
