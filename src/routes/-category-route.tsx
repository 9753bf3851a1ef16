import { useMatch, useSearch } from '@tanstack/react-router';
import { CategoryBanners } from '../features/games/components/category-banners.tsx';
import { GameCategoryScreen } from '../features/games/components/game-category-screen.tsx';
import { isCategoryPath, type CategoryPath } from '../lib/category-routes.ts';
import { searchKey } from '../features/games/game-search-params.ts';
import { GamesFrame } from './-games-frame.tsx';

// Not a route: the screen every category route shows (requirements B2.3, one shared screen), read
// from the route it renders for (src/routes/-shared-screens.ts says why they share it).

export function CategoryRoute() {
  const path = useMatch({ strict: false, select: (match) => match.routeId });
  if (path === undefined || !isCategoryPath(path))
    throw new Error(`CategoryRoute rendered for ${path}, which is no game category`);
  return <CategoryScreenOf path={path} />;
}

function CategoryScreenOf({ path }: { path: CategoryPath }) {
  const search = useSearch({ from: path });
  return (
    <GamesFrame>
      <CategoryBanners path={path} />
      {/* Another query (a link, clear filter) is another screen: the list starts again. */}
      <GameCategoryScreen key={searchKey(search)} path={path} search={search} />
    </GamesFrame>
  );
}
