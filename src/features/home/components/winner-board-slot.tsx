import { Suspense, useRef } from 'react';
import { lazyWithDeferredMessages } from '../../../i18n/lazy-beyond-first-screen.ts';
import { useNearViewport } from '../use-near-viewport';

// The board and decimal.js (12 KB gzip) load only when the player scrolls near it: the first
// load of the home page stays within its budget.
const WinnerBoard = lazyWithDeferredMessages(() =>
  import('./winner-board').then((module) => ({ default: module.WinnerBoard })),
);

/** `ready`: the lobby above has its sections, so "near" means the player scrolled, not a short page. */
export function WinnerBoardSlot({ language, ready }: { language: string; ready: boolean }) {
  const box = useRef<HTMLDivElement>(null);
  const near = useNearViewport(box, '400px', ready);
  return (
    <div ref={box}>
      {near && (
        <Suspense fallback={null}>
          <WinnerBoard language={language} />
        </Suspense>
      )}
    </div>
  );
}
