import { useQuery } from '@tanstack/react-query';
import { useLingui } from '@lingui/react/macro';
import { StartupActor } from '../../../app/startup-context';
import { countryListQueryOptions } from '../../../api/endpoints/country-list';
import { registerSettingsQueryOptions } from '../../../api/endpoints/register-settings';
import { config } from '../../../config';
import { getMerchant } from '../../../lib/storage';
import { enabledModules } from '../../../lib/whitelabel';
import { Button } from '../../../ui/button';
import { GroupBanners } from '../../../ui/group-banners';
import { Spinner } from '../../../ui/spinner';
import { affiliateLinkOf } from '../registration-payload';
import { RegistrationFormView } from './registration-form-body';
import styles from './account-form.module.css';

export interface RegistrationFormProps {
  onClose: () => void;
  onOpenLogin: () => void;
}

/**
 * The registration popup's content (requirements A2.9 "Registration"): loads the per-field
 * configuration and the dialling codes, reads the flags and the age limit from the start-up
 * status and the affiliate state from the address, then renders the form.
 */
export function RegistrationForm({ onClose, onOpenLogin }: RegistrationFormProps) {
  const { t } = useLingui();
  const info = StartupActor.useSelector((snapshot) => snapshot.context.status?.info);
  const settings = useQuery(registerSettingsQueryOptions());
  const countries = useQuery(countryListQueryOptions());
  // Requirements B9.4: the registration popup shows the m_reg banners above the form.
  const banners = <GroupBanners group="m_reg" label={t`Sign-up banners`} layout="block" />;

  if (settings.isPending || countries.isPending) {
    return (
      <>
        {banners}
        <div className={styles.status}>
          <Spinner />
        </div>
      </>
    );
  }
  if (settings.isError || countries.isError) {
    return (
      <>
        {banners}
        <div className={styles.status} role="alert">
          <p>{t`The registration form could not be loaded.`}</p>
          <Button
            variant="secondary"
            onClick={() => {
              if (settings.isError) void settings.refetch();
              if (countries.isError) void countries.refetch();
            }}
          >
            {t`Retry`}
          </Button>
        </div>
      </>
    );
  }
  const merchant = getMerchant() ?? config.defaultMerchant;
  const regions = countries.data;
  const dialingCodes = [...new Set(regions.map((region) => region.dialingCode))];
  const ownRegion = regions.find((region) => region.merchantCode === merchant) ?? regions[0];
  return (
    <>
      {banners}
      <RegistrationFormView
        settings={settings.data}
        modules={enabledModules(info?.whitelabel ?? [])}
        ageLimit={info?.register.ageLimit ?? 18}
        dialingCodes={dialingCodes}
        defaultDialingCode={ownRegion?.dialingCode ?? ''}
        affiliate={affiliateLinkOf(window.location.search, window.location.hostname)}
        onClose={onClose}
        onOpenLogin={onOpenLogin}
      />
    </>
  );
}
