import { useEffect, useMemo, useRef } from 'react';
import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useActorRef, useSelector } from '@xstate/react';
import { gameVendorsQueryOptions } from '../../../api/endpoints/game-vendors';
import { Popup } from '../../../ui/popup';
import { searchLogic } from '../actors/search.actors';
import { useFavourites } from '../actors/use-favourites';
import { useLaunchGame } from '../actors/use-launch-game';
import { GameImagesProvider } from '../../../lib/game-images';
import { gamesLanguage } from '../games-language';
import { SearchPanel } from './search-panel';
import styles from './search-popup.module.css';
import { inspected } from '../../../lib/inspected-actor';

/** Requirements A9: 9 results a page on the popup. */
export const SEARCH_POPUP_PAGE_SIZE = 9;

export interface SearchPopupProps {
  /** Grows with every request to open (the first one mounts the popup). */
  requests: number;
  imageCdns: readonly string[];
}

/** The frame's search overlay (requirements A2): loaded on the first request, then kept. */
export default function SearchPopup({ requests, imageCdns }: SearchPopupProps) {
  return (
    <GameImagesProvider cdns={imageCdns}>
      <SearchOverlay requests={requests} />
    </GameImagesProvider>
  );
}

function SearchOverlay({ requests }: { requests: number }) {
  const { t } = useLingui();
  const logic = useMemo(() => searchLogic(), []);
  const search = useActorRef(
    logic,
    inspected({
      input: { pageSize: SEARCH_POPUP_PAGE_SIZE, closesOnBlur: true, startOpen: false },
    }),
  );
  const open = useSelector(search, (snapshot) => snapshot.matches('open'));
  const vendors = useQuery(gameVendorsQueryOptions(gamesLanguage()));
  const { favourites, toggle } = useFavourites();
  const { launch, launching } = useLaunchGame(vendors.data);

  useEffect(() => {
    if (requests > 0) search.send({ type: 'search.open' });
  }, [requests, search]);

  const close = () => search.send({ type: 'search.close' });
  const box = useRef<HTMLInputElement>(null);
  return (
    <Popup
      open={open}
      onClose={close}
      title={t`Search`}
      placement="bottom"
      className={styles.popup}
      initialFocusRef={box}
    >
      {open && (
        <SearchPanel
          search={search}
          favourites={favourites}
          launching={launching}
          onLaunch={(game) => void launch(game)}
          onFreePlay={(game) => void launch(game, { freePlay: true })}
          onFavourite={(game, index) => void toggle(game, index)}
          showPopular
          onCancel={close}
          inputRef={box}
        />
      )}
    </Popup>
  );
}
