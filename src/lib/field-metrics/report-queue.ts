import { REPORTS_PER_BEACON, type FieldReport } from './reports.ts';

/** At most this many error reports a page: an error thrown in a loop must not flood the server. */
export const ERRORS_PER_PAGE = 10;

/**
 * Reports waiting to be sent, sent in batches the server takes when the page is hidden or left
 * (the moment a phone may drop the page without another chance).
 */
export function createReportQueue(send: (body: string) => boolean) {
  const waiting: FieldReport[] = [];
  let errors = 0;
  return {
    add(report: FieldReport): void {
      if (report.kind === 'error' && ++errors > ERRORS_PER_PAGE) return;
      waiting.push(report);
    },
    /** Sends everything waiting; a batch the browser refused to queue is dropped, not retried. */
    flush(): void {
      while (waiting.length > 0)
        send(JSON.stringify({ reports: waiting.splice(0, REPORTS_PER_BEACON) }));
    },
    get size(): number {
      return waiting.length;
    },
  };
}
