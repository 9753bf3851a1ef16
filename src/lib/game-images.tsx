import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { imageUrl, pickImageCdn } from './image-cdn';

// Requirements A9: one image CDN picked at random among those configured, once per visit, so the
// browser cache is not split across hosts. Game and vendor art paths are origin-relative.

let chosen: { key: string; cdn: string } | null = null;

export function visitImageCdn(cdns: readonly string[], random: () => number = Math.random): string {
  const key = cdns.join('\n');
  if (chosen?.key !== key) chosen = { key, cdn: pickImageCdn(cdns, random) };
  return chosen.cdn;
}

const ImageCdnContext = createContext<string>('');

export function GameImagesProvider({
  cdns,
  children,
}: {
  cdns: readonly string[];
  children: ReactNode;
}) {
  const cdn = useMemo(() => visitImageCdn(cdns), [cdns]);
  return <ImageCdnContext.Provider value={cdn}>{children}</ImageCdnContext.Provider>;
}

/** Joins an art path of the API to the visit's image CDN. */
export function useImageUrl(): (path: string) => string {
  const cdn = useContext(ImageCdnContext);
  return useMemo(() => (path: string) => (path ? imageUrl(cdn, path) : ''), [cdn]);
}
