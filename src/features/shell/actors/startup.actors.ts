import { fromPromise } from 'xstate';
import { startupMachine, type StatusCacheRead } from '../../../../machines/startup.machine.ts';
import { api } from '../../../api/client.ts';
import { fetchSystemStatus, systemStatusSchema } from '../../../api/endpoints/system-status.ts';
import { config } from '../../../config.ts';
import { activateLanguage } from '../../../i18n/i18n.ts';
import { detectLanguage } from '../../../i18n/detect-language.ts';
import { isAppShell } from '../../../lib/device.ts';
import { getLanguage, getMerchant, setLanguage, setMerchant } from '../../../lib/storage.ts';
import { readStatusCache, writeStatusCache } from '../../../lib/status-cache.ts';

/** The start-up chart with its real effects: storage, the language catalogue and the status call. */
export const startupLogic = startupMachine.provide({
  actions: {
    setMerchant: () => {
      // The merchant is fixed per site; the region popup may have stored another region's one.
      if (!getMerchant()) setMerchant(config.defaultMerchant);
    },
    markAppShell: () => {
      if (isAppShell(navigator.userAgent)) document.documentElement.classList.add('app-shell');
    },
    cacheStatus: (_, { status }) => {
      writeStatusCache(status);
    },
    logError: ({ event }, { step }) => {
      console.error(`[startup] ${step} failed`, 'error' in event ? event.error : event);
    },
  },
  actors: {
    loadLanguage: fromPromise(async (): Promise<string> => {
      const code = detectLanguage({ search: window.location.search, stored: getLanguage() });
      setLanguage(code);
      return activateLanguage(code);
    }),
    readStatusCache: fromPromise(async (): Promise<StatusCacheRead> => {
      const read = readStatusCache(systemStatusSchema);
      if (read.kind === 'ok') return { kind: 'hit', status: read.value };
      if (read.kind === 'corrupt') return { kind: 'corrupt', reason: String(read.error) };
      return { kind: 'missing' };
    }),
    fetchStatus: fromPromise(({ signal }) => fetchSystemStatus(api, signal)),
  },
});
