/**
 * What the login form offers, by the site's enabled modules: one rule for the app's login popup
 * (account-popups.tsx) and the login page the server draws before the app starts
 * (src/app/login-first-view.tsx).
 */
export function loginFormFlags(modules: ReadonlySet<string>) {
  return {
    // MOBILEVERCODELOGIN3: the mobile number + SMS code tab.
    mobileLoginEnabled: modules.has('MOBILEVERCODELOGIN3'),
    // Reset by phone (CHNGPASSVERIF3) or by e-mail (a COMM3 call).
    forgotEnabled: modules.has('CHNGPASSVERIF3') || modules.has('COMM3'),
  };
}
