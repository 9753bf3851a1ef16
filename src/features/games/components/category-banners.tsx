import { useLingui } from '@lingui/react/macro';
import { lazy, Suspense } from 'react';
import { categoryBannerGroup } from '../../../../shared/contract/banner-groups.ts';
import { CATEGORY_SCREENS, categoryName, type CategoryPath } from '../../../lib/category-routes';
import { GroupBannersPlaceholder } from '../../../ui/group-banners-frame';
import { useSettled } from '../../../ui/use-settled';

// The banners' code (their query, the announcements call, the carousel) loads once the screen has
// settled, its space held until then: not on the category screen's first load, whose games come
// first, and not shared with the home's first load (a chunk the games shared with the home and the
// promotions cost the home's first load 0.7 KB).
const GroupBanners = lazy(() =>
  import('../../../ui/group-banners').then((module) => ({ default: module.GroupBanners })),
);

/**
 * A category screen's banners (requirements B9.4): the group of the game type its category belongs
 * to (docs/api.md "Banner groups"), above the screen. Nothing on a screen of mixed types (hot, new)
 * or when the group has no banners.
 */
export function CategoryBanners({ path }: { path: CategoryPath }) {
  const { t, i18n } = useLingui();
  const settled = useSettled();
  const { category } = CATEGORY_SCREENS[path];
  const group = categoryBannerGroup(category);
  if (group === null) return null;
  const placeholder = <GroupBannersPlaceholder layout="screen" />;
  if (!settled) return placeholder;
  const name = categoryName((descriptor) => i18n._(descriptor), category);
  return (
    <Suspense fallback={placeholder}>
      <GroupBanners group={group} label={t`${name} banners`} layout="screen" />
    </Suspense>
  );
}
