import { useEffect } from 'react';
import { useLingui } from '@lingui/react/macro';
import { useMachine } from '@xstate/react';
import { LANGUAGES, toLanguageCode } from '../../../i18n/languages';
import { getLanguage, getMerchant } from '../../../lib/storage';
import { Button } from '../../../ui/button';
import { Popup } from '../../../ui/popup';
import { Spinner } from '../../../ui/spinner';
import { regionLanguageLogic } from '../actors/region-language.actors.ts';
import styles from './region-language-popup.module.css';
import { inspected } from '../../../lib/inspected-actor.ts';
import { useReportFrameSheet } from '../../../lib/frame-sheets.ts';

export interface RegionLanguagePopupProps {
  open: boolean;
  onClose: () => void;
  /** Merchant in force when the storage holds none (the site's default). */
  defaultMerchant: string;
}

function localeOf(code: string): string | undefined {
  const known = toLanguageCode(code);
  return known ? LANGUAGES[known].locale : undefined;
}

// Codes whose country is part of the language's identity; the rest are named by language alone
// ("English", not "American English").
const NAMED_WITH_REGION = new Set(['PT-BR', 'CN', 'TW']);

/** A language's own name ("বাংলা", "English"): players look for the language they read. */
function endonym(code: string): string {
  const locale = localeOf(code);
  if (!locale) return code;
  const tag = NAMED_WITH_REGION.has(code) ? locale : (locale.split('-')[0] ?? locale);
  return new Intl.DisplayNames([locale], { type: 'language' }).of(tag) ?? code;
}

/** Renders the region-language chart (machines/region-language.machine.ts). */
export default function RegionLanguagePopup({
  open,
  onClose,
  defaultMerchant,
}: RegionLanguagePopupProps) {
  const { t } = useLingui();
  const [snapshot, send] = useMachine(
    regionLanguageLogic,
    inspected({
      input: { merchantCode: getMerchant() ?? defaultMerchant, language: getLanguage() ?? 'BN' },
    }),
  );
  const { regions, merchantCode, language, errorCode } = snapshot.context;
  const current = regions.find((region) => region.merchantCode === merchantCode);

  useEffect(() => {
    send({ type: open ? 'popup.open' : 'popup.close' });
  }, [open, send]);
  // Issue 53: an announcement popup waits while this sheet is open.
  useReportFrameSheet('region-language', open);

  const busy = snapshot.matches({ open: 'loadingRegions' }) || snapshot.matches('switchingRegion');
  return (
    <Popup open={open} onClose={onClose} title={t`Region and language`} placement="bottom">
      {busy && <Spinner className={styles.spinner} />}
      {snapshot.matches({ open: 'loadFailed' }) && (
        <div role="alert" className={styles.error}>
          <p>{t`The region list could not be loaded.`}</p>
          <Button
            variant="secondary"
            onClick={() => send({ type: 'regions.retry' })}
          >{t`Retry`}</Button>
        </div>
      )}
      {regions.length > 0 && (
        <>
          <h3 className={styles.groupTitle}>{t`Region`}</h3>
          <ul className={styles.options}>
            {regions.map((region) => (
              <li key={region.merchantCode}>
                <button
                  type="button"
                  className={styles.option}
                  aria-pressed={region.merchantCode === merchantCode}
                  disabled={busy}
                  onClick={() => send({ type: 'region.chosen', merchantCode: region.merchantCode })}
                >
                  {region.countryName} · {region.currency}
                </button>
              </li>
            ))}
          </ul>
          <h3 className={styles.groupTitle}>{t`Language`}</h3>
          <ul className={styles.options}>
            {(current?.langList ?? []).map((code) => (
              <li key={code}>
                <button
                  type="button"
                  className={styles.option}
                  aria-pressed={code === language}
                  disabled={busy || snapshot.matches({ open: 'applyingLanguage' })}
                  onClick={() => send({ type: 'language.chosen', code })}
                >
                  <span lang={localeOf(code)}>{endonym(code)}</span>
                </button>
              </li>
            ))}
          </ul>
          {errorCode !== null && snapshot.matches({ open: 'choosing' }) && (
            <p
              role="alert"
              className={styles.error}
            >{t`The language could not be changed. Please try again.`}</p>
          )}
        </>
      )}
    </Popup>
  );
}
