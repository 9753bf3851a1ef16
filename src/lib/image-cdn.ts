/**
 * Requirements A9: images come from one of the configured CDNs, picked at random (spreading load);
 * '' stands for this origin. Picked once per visit so the browser cache is not split across hosts.
 */
export function pickImageCdn(cdns: readonly string[], random: () => number = Math.random): string {
  const usable = cdns.map((cdn) => cdn.trim().replace(/\/+$/, ''));
  if (usable.length === 0) return '';
  return usable[Math.min(usable.length - 1, Math.floor(random() * usable.length))] ?? '';
}

/** An image path of the API joined to the chosen CDN; absolute URLs and data URLs pass unchanged. */
export function imageUrl(cdn: string, path: string): string {
  if (/^(https?:)?\/\//i.test(path) || path.startsWith('data:')) return path;
  return `${cdn}/${path.replace(/^\/+/, '')}`;
}
