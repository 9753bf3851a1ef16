import type { HelpItem } from '../../api/endpoints/help-center';

/**
 * Query of /m/help and /m/helpDetail (requirements B2.8): `tag` opens the item with that tag, `i` the
 * item at that index, `c` the section (the n-th `<h3>` of the item's content, from 0).
 */
export interface HelpSearch {
  tag?: string;
  i?: number;
  c?: number;
}

const index = (value: unknown): number | undefined => {
  const number =
    typeof value === 'number'
      ? value
      : typeof value === 'string' && /^\d{1,3}$/.test(value)
        ? Number(value)
        : NaN;
  return Number.isInteger(number) && number >= 0 ? number : undefined;
};

export function parseHelpSearch(raw: Record<string, unknown>): HelpSearch {
  const search: HelpSearch = {};
  const tag = raw['tag'];
  if (typeof tag === 'string' && /^[\w-]{1,40}$/.test(tag)) search.tag = tag.toLowerCase();
  const i = index(raw['i']);
  const c = index(raw['c']);
  if (i !== undefined) search.i = i;
  if (c !== undefined) search.c = c;
  return search;
}

/** The index of the item to open: the tag wins over the index; anything unknown opens the first. */
export function selectedHelpIndex(items: readonly HelpItem[], search: HelpSearch): number {
  if (search.tag !== undefined) {
    const byTag = items.findIndex((item) => item.tag.toLowerCase() === search.tag);
    if (byTag >= 0) return byTag;
  }
  if (search.i !== undefined && search.i < items.length) return search.i;
  return 0;
}
