import { Fragment, type ReactNode } from 'react';
import { useLingui } from '@lingui/react';
import { StartupActor } from '../app/startup-context.ts';
import { GameImagesProvider } from '../lib/game-images.tsx';

// Not a route (the '-' prefix keeps the router plugin away): what every game screen sits in.

const SAME_ORIGIN: readonly string[] = [''];

/**
 * The visit's image CDN from the status, and a fresh screen when the language
 * changes (game names come in the language asked for).
 */
export function GamesFrame({ children }: { children: ReactNode }) {
  const { i18n } = useLingui();
  const cdns =
    StartupActor.useSelector((snapshot) => snapshot.context.status?.info.imageCDNs) ?? SAME_ORIGIN;
  return (
    <GameImagesProvider cdns={cdns}>
      <Fragment key={i18n.locale}>{children}</Fragment>
    </GameImagesProvider>
  );
}
