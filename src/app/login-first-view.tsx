/**
 * The login page's first view, rendered by the server before any script has run: the login popup
 * as the app draws it on /m/login (account-popups.tsx), from the same components, styles and
 * messages, so that a player who lands on the login from the app's deep link sees the form at the
 * first paint instead of the splash (docs/architecture.md, "First views"). It is inert: the app's
 * own popup takes its place as soon as the app has started (src/lib/first-view.ts).
 *
 * Built apart from the site (build/first-view-ssr.ts) into dist/.ssr/, where the server loads it
 * (server/http/login-first-view.ts). Nothing here may touch the browser's globals.
 */
import { setupI18n, type Messages } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { useId } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { useLingui } from '@lingui/react/macro';
import { messages as bengali } from '../locales/bn/messages.po';
import { messages as english } from '../locales/en/messages.po';
import { detectLanguage } from '../i18n/detect-language';
import { LANGUAGES, type CatalogId } from '../i18n/languages';
import { loginFormFlags } from '../features/account/login-form-flags.ts';
import { LoginForm } from '../features/account/components/login-form.view.tsx';
import popupStyles from '../features/account/components/account-popups.module.css';
import { enabledModules } from '../lib/whitelabel';
import { PopupFrame } from '../ui/popup-frame';
import type { LoginFirstViewInput, RenderLoginFirstView } from '../../shared/login-first-view.ts';

const CATALOGUES: Record<CatalogId, Messages> = { bn: bengali, en: english };

const nothing = () => undefined;

function LoginPopup({
  whitelabel,
  ageLimit,
}: Pick<LoginFirstViewInput, 'whitelabel' | 'ageLimit'>) {
  const { t } = useLingui();
  const titleId = useId();
  return (
    <PopupFrame
      titleId={titleId}
      title={t`Login`}
      placement="center"
      state="open"
      appear="instant"
      onClose={nothing}
      className={popupStyles.panel}
    >
      <LoginForm
        {...loginFormFlags(enabledModules(whitelabel))}
        countryDialingCode=""
        ageLimit={ageLimit}
        onClose={nothing}
        onOpenRegister={nothing}
        onOpenForgot={nothing}
      />
    </PopupFrame>
  );
}

/** The login popup's markup in the visitor's language, as the app's popup opens on /m/login. */
export const renderLoginFirstView: RenderLoginFirstView = ({
  search,
  storedLanguage,
  whitelabel,
  ageLimit,
}) => {
  // As the app activates a language (src/i18n/i18n.ts): its catalogue, with its locale for Intl.
  const { catalog, locale } = LANGUAGES[detectLanguage({ search, stored: storedLanguage })];
  const i18n = setupI18n({
    locale: catalog,
    locales: [locale],
    messages: { [catalog]: CATALOGUES[catalog] },
  });
  const html = renderToStaticMarkup(
    <I18nProvider i18n={i18n}>
      <LoginPopup whitelabel={whitelabel} ageLimit={ageLimit} />
    </I18nProvider>,
  );
  return { catalog, html };
};
