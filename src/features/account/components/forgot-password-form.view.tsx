import { useQuery } from '@tanstack/react-query';
import { StartupActor } from '../../../app/startup-context';
import { countryListQueryOptions } from '../../../api/endpoints/country-list';
import { registerSettingsQueryOptions } from '../../../api/endpoints/register-settings';
import { config } from '../../../config';
import { getMerchant } from '../../../lib/storage';
import { enabledModules } from '../../../lib/whitelabel';
import { Spinner } from '../../../ui/spinner';
import { ForgotPasswordFormView } from './forgot-password-form-body';
import styles from './account-form.module.css';

export interface ForgotPasswordFormProps {
  onClose: () => void;
  onOpenLogin: () => void;
  /** After a reset by e-mail: back to where the player came from. */
  onBack: () => void;
}

/**
 * The forgot-password popup's content (requirements A2.10 "Forgot password"): phone and e-mail modes by
 * the merchant's flags; the new password follows the configured password rule when it can be read.
 */
export function ForgotPasswordForm({ onClose, onOpenLogin, onBack }: ForgotPasswordFormProps) {
  const info = StartupActor.useSelector((snapshot) => snapshot.context.status?.info);
  // Either may fail: the form still works with the login rules and the typed dialling code.
  const settings = useQuery({ ...registerSettingsQueryOptions(), retry: false });
  const countries = useQuery(countryListQueryOptions());
  if (settings.isPending || countries.isPending) {
    return (
      <div className={styles.status}>
        <Spinner />
      </div>
    );
  }
  const merchant = getMerchant() ?? config.defaultMerchant;
  const regions = countries.data ?? [];
  const ownRegion = regions.find((region) => region.merchantCode === merchant) ?? regions[0];
  return (
    <ForgotPasswordFormView
      settings={settings.data ?? null}
      modules={enabledModules(info?.whitelabel ?? [])}
      dialingCodes={[...new Set(regions.map((region) => region.dialingCode))]}
      defaultDialingCode={ownRegion?.dialingCode ?? ''}
      onClose={onClose}
      onOpenLogin={onOpenLogin}
      onBack={onBack}
    />
  );
}
