import { useLingui } from '@lingui/react/macro';
import { categoryBannerGroup } from '../../../api/endpoints/banners';
import { CATEGORY_SCREENS, categoryName, type CategoryPath } from '../../../lib/category-routes';
import { GroupBanners } from '../../../ui/group-banners';

/**
 * A category screen's banners (requirements B9.4): the group of the game type its category belongs
 * to (docs/api.md "Banner groups"), above the screen. Nothing on a screen of mixed types (hot, new)
 * or when the group has no banners.
 */
export function CategoryBanners({ path }: { path: CategoryPath }) {
  const { t, i18n } = useLingui();
  const { category } = CATEGORY_SCREENS[path];
  const group = categoryBannerGroup(category);
  if (group === null) return null;
  const name = categoryName((descriptor) => i18n._(descriptor), category);
  return <GroupBanners group={group} label={t`${name} banners`} layout="screen" />;
}
