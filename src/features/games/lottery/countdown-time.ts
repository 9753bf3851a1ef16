const pad = (n: number) => String(n).padStart(2, '0');

/**
 * A countdown as the lottery centre shows it: mm:ss, or hh:mm:ss for the daily draws (and for any
 * wait of an hour or more). Whole seconds, rounded up: "00:01" shows until the very end.
 */
export function formatCountdown(ms: number, withHours = false): string {
  const total = Math.max(0, Math.ceil(ms / 1000));
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = total % 60;
  if (withHours || hours > 0) return `${pad(hours)}:${pad(minutes)}:${pad(seconds)}`;
  return `${pad(minutes)}:${pad(seconds)}`;
}
