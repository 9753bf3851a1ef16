// Requirements A9: images come from one CDN picked at random among those configured, spreading load.
// The configured default is a list of one empty entry, meaning "same origin".

export function pickImageCdn(cdns: readonly string[], random: () => number = Math.random): string {
  if (cdns.length === 0) return '';
  // Clamp: a test double (or a broken PRNG) returning 1 must not index past the end.
  const index = Math.min(cdns.length - 1, Math.max(0, Math.floor(random() * cdns.length)));
  return (cdns[index] ?? '').trim();
}

/** Joins a CDN base and an image path; absolute and data URLs are returned unchanged. */
export function cdnUrl(cdn: string, path: string): string {
  if (/^(?:[a-z][a-z0-9+.-]*:|\/\/)/i.test(path)) return path;
  const base = cdn.replace(/\/+$/, '');
  return `${base}${path.startsWith('/') ? '' : '/'}${path}`;
}
