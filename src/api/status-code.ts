// Requirements A4: 0 normal, 1 maintenance, 2 region restricted only.
export type StatusCode = 0 | 1 | 2;

export interface StatusFlags {
  readonly maintenance: boolean;
  readonly regionRestriction: boolean;
}

/** Maintenance wins over restriction: a visitor from anywhere should learn the site is down. */
export function statusCode(status: StatusFlags): StatusCode {
  if (status.maintenance) return 1;
  if (status.regionRestriction) return 2;
  return 0;
}
