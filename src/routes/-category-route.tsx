import { GameCategoryScreen } from '../features/games/components/game-category-screen.tsx';
import type { CategoryPath } from '../lib/category-routes.ts';
import { searchKey, type GameSearch } from '../features/games/game-search-params.ts';
import { GamesFrame } from './-games-frame.tsx';

// Not a route: the body every category route renders (requirements B2.3, one shared screen).

export function CategoryRoute({ path, search }: { path: CategoryPath; search: GameSearch }) {
  return (
    <GamesFrame>
      {/* Another query (a link, clear filter) is another screen: the list starts again. */}
      <GameCategoryScreen key={searchKey(search)} path={path} search={search} />
    </GamesFrame>
  );
}
