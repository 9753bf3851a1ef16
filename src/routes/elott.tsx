import { createFileRoute } from '@tanstack/react-router';
import { parseGameSearch } from '../features/games/game-search-params.ts';
import { categoryScreen } from './-shared-screens.ts';

export const Route = createFileRoute('/elott')({
  validateSearch: parseGameSearch,
  component: categoryScreen,
  codeSplitGroupings: [],
});
