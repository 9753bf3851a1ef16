/** The filter popup's choices (requirements B2.4.5 "Filter popup"); '' and null mean no choice. */
export interface PanelChoice {
  vendor: string | null;
  classify: string;
  minBet: string;
  minLine: string;
}

/** Choosing the selected provider or type again clears it (requirements B2.4). */
export function toggled<T extends string | null>(current: T, chosen: Exclude<T, null>, none: T): T {
  return current === chosen ? none : chosen;
}

/** Requirements B2.4: the count on the filter button counts the vendor and classify selections. */
export function filterCount(
  choice: Pick<PanelChoice, 'vendor' | 'classify'>,
  baseClassify: string,
): number {
  return (
    (choice.vendor === null ? 0 : 1) +
    (choice.classify === '' || choice.classify === baseClassify ? 0 : 1)
  );
}

/** An amount like the server takes (at most 2 decimals) and a whole number of lines; '' is no limit. */
export function panelErrors(choice: Pick<PanelChoice, 'minBet' | 'minLine'>): {
  minBet?: 'amount';
  minLine?: 'whole';
} {
  const errors: { minBet?: 'amount'; minLine?: 'whole' } = {};
  if (choice.minBet !== '' && !/^\d{1,9}(\.\d{1,2})?$/.test(choice.minBet.trim()))
    errors.minBet = 'amount';
  if (choice.minLine !== '' && !/^[1-9]\d{0,3}$/.test(choice.minLine.trim()))
    errors.minLine = 'whole';
  return errors;
}
