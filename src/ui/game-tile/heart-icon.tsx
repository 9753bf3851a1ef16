import styles from '../icon.module.css';

// Drawn inline rather than from the sprite (public/icons.svg): a sprite <use> is a resource request
// and a cloned shadow tree per tile, paid for every tile a scrolling grid mounts (the bench's
// long-task budget), where an inline path is a single element.
const OUTLINE = 'M12 20s-7.4-4.5-9-9.4C2 7.3 4.2 4.5 7.2 4.5c2 0 3.6 1.1 4.8 2.8 1.2-1.7 2.8-2.8 4.8-2.8 3 0 5.2 2.8 4.2 6.1-1.6 4.9-9 9.4-9 9.4z';
const FILLED = 'M12 20.5s-7.9-4.7-9.6-9.9C1.3 7 3.8 3.5 7.2 3.5c2 0 3.6 1 4.8 2.5 1.2-1.5 2.8-2.5 4.8-2.5 3.4 0 5.9 3.5 4.8 7.1-1.7 5.2-9.6 9.9-9.6 9.9z';

/** The favourite heart of a game tile, outlined or filled; decorative (its button carries the name). */
export function HeartIcon({ filled }: { filled: boolean }) {
  return (
    <svg className={styles.icon} viewBox="0 0 24 24" focusable="false" aria-hidden="true">
      {filled ? (
        <path d={FILLED} fill="currentColor" />
      ) : (
        <path d={OUTLINE} fill="none" stroke="currentColor" strokeWidth={2} strokeLinecap="round" strokeLinejoin="round" />
      )}
    </svg>
  );
}
