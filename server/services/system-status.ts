import type { SiteConfig } from '../config/site-config.ts';
import { effectiveWhitelabel } from '../config/whitelabel.ts';
import { customerServiceEntries } from './customer-service.ts';
import { countryOf, isRestricted } from './geo.ts';

/** The answer of GET /wps/system/status (contract, plus siteName, theme and social: see server/README.md). */
export function systemStatus(config: SiteConfig, ip: string) {
  const country = countryOf(config, ip);
  return {
    info: {
      customerService: customerServiceEntries(config),
      domainRoute: config.domainRoutes,
      mobileTemplate: config.mobileTemplate,
      paths: config.paths,
      register: { ageLimit: config.registration.ageLimit },
      resources: config.resources,
      whitelabel: effectiveWhitelabel(config.whitelabel),
      mainDomain: config.mainDomain,
      imageCDNs: config.imageCDNs,
      siteName: config.siteName,
      theme: config.theme,
      social: config.social,
    },
    location: { ip, country },
    maintenance: config.status.maintenance,
    regionRestriction: isRestricted(config, ip, country),
  };
}

export type SystemStatus = ReturnType<typeof systemStatus>;
