import { useQuery } from '@tanstack/react-query';
import { helpCenterQueryOptions } from '../../../api/endpoints/help-center';
import { helpLanguage } from '../help-language';

/** The help entries for mobile in the current language. */
export function useHelpItems() {
  return useQuery(helpCenterQueryOptions(helpLanguage()));
}
