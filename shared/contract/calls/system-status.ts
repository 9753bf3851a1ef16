import * as z from 'zod/mini';
import type { SchemaOf } from './schema.ts';
import type { WhitelabelNode } from '../../whitelabel-node.ts';
import { domainRouteEntrySchema } from './domain-route.ts';
import { lenientArray, lenientStringRecord } from './lenient.ts';
import type { ModuleId } from '../../module-ids.ts';

export const SYSTEM_STATUS_MODULE = 'COMM3' satisfies ModuleId;

const customerServiceSchema = z.object({
  /** TELEGRAM or LIVECHAT. */
  csType: z.string(),
  /** LIVECHAT-1, TELEGRAM-1, TELEGRAM-2. */
  csPosition: z.string(),
  /** Encrypted; read it with lib/cs-path decryptCsPath. */
  path: z.string(),
});

const resourceSchema = z.object({
  /** MOBILECONFIG, IOS, Android, TELEGRAM, FACEBOOK, AppDownloadIcon, WEBCLIP … */
  resourceType: z.string(),
  url: z.string(),
});

// A node whose own shape is wrong is dropped together with its subtree (its features stay off).
// Its children are read by lenientArray, item by item, with this schema itself: no z.lazy needed.
const whitelabelNodeSchema: SchemaOf<WhitelabelNode> = z.object({
  moduleId: z.string(),
  enabled: z.boolean(),
  children: z._default(
    lenientArray(() => whitelabelNodeSchema),
    [],
  ),
});

const DEFAULT_AGE_LIMIT = 18;
const socialLink = z.catch(z.string(), '');

const infoSchema = z.object({
  customerService: lenientArray(customerServiceSchema),
  domainRoute: lenientArray(domainRouteEntrySchema),
  mobileTemplate: z.catch(z.string(), 'default'),
  paths: lenientStringRecord(),
  register: z.catch(
    z.object({ ageLimit: z.catch(z.int().check(z.positive()), DEFAULT_AGE_LIMIT) }),
    { ageLimit: DEFAULT_AGE_LIMIT },
  ),
  resources: lenientArray(resourceSchema),
  whitelabel: lenientArray(whitelabelNodeSchema),
  mainDomain: z.catch(z.string(), ''),
  // Requirements A9: a default list of one; '' means images come from this origin.
  imageCDNs: z.pipe(
    z.catch(z.array(z.string()), ['']),
    z.transform((cdns) => (cdns.length > 0 ? cdns : [''])),
  ),
  siteName: z.catch(z.string(), ''),
  theme: z.catch(
    z.object({
      // Only a hex colour: the value is written into CSS, so nothing else may pass.
      accentColor: z.catch(
        z.nullable(z.string().check(z.regex(/^#(?:[0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i))),
        null,
      ),
      logoUrl: z.catch(z.nullable(z.string()), null),
    }),
    { accentColor: null, logoUrl: null },
  ),
  social: z.catch(
    z.object({
      youtube: socialLink,
      whatsapp: socialLink,
      telegram: socialLink,
      facebook: socialLink,
      line: socialLink,
    }),
    {
      youtube: '',
      whatsapp: '',
      telegram: '',
      facebook: '',
      line: '',
    },
  ),
});

export const systemStatusSchema = z.object({
  // A missing or unreadable info block still lets the site start with defaults.
  info: z.pipe(
    z.transform((raw: unknown) =>
      typeof raw === 'object' && raw !== null && !Array.isArray(raw) ? raw : {},
    ),
    infoSchema,
  ),
  location: z.object({ ip: z.string(), country: z.string() }),
  maintenance: z.boolean(),
  regionRestriction: z.boolean(),
});
export type SystemStatus = z.infer<typeof systemStatusSchema>;
export type SystemInfo = SystemStatus['info'];
export type CustomerServiceEntry = z.infer<typeof customerServiceSchema>;
export type ResourceEntry = z.infer<typeof resourceSchema>;
