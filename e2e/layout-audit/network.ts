import type { Page, Request } from '@playwright/test';

/**
 * Pictures take no part in a screen's layout while they load (the site's pictures reserve their
 * box with width and height), so a screen is settled without waiting for them; the ones in view are waited
 * for before a screenshot (pendingOnScreen), and a picture that fails is still reported.
 */
const counts = (request: Request) =>
  request.resourceType() !== 'image' && request.resourceType() !== 'media';

/**
 * Requests in flight (pictures aside) and what went wrong on the screen being audited: console
 * errors, uncaught errors, failed requests and HTTP error answers.
 */
export class ScreenWatch {
  private readonly open = new Set<Request>();
  problems: string[] = [];

  /** Requests in flight, pictures aside. */
  get inFlight(): number {
    return [...this.open].filter(counts).length;
  }

  /** The addresses of the requests in flight, every kind: what a stalled screen may be waiting for. */
  openRequests(): string[] {
    return [...this.open].map((request) => `${request.resourceType()} ${shortUrl(request.url())}`);
  }

  constructor(page: Page) {
    page.on('request', (request) => {
      this.open.add(request);
    });
    page.on('response', (response) => {
      if (response.status() >= 400)
        this.problems.push(
          `request ${response.request().method()} ${shortUrl(response.url())} answered ${response.status()}`,
        );
    });
    page.on('requestfinished', (request) => {
      this.open.delete(request);
    });
    page.on('requestfailed', (request) => {
      this.open.delete(request);
      const error = request.failure()?.errorText ?? 'failed';
      // A request cancelled on purpose (the app's abort signal, or leaving the page) is not a failure.
      if (error !== 'net::ERR_ABORTED')
        this.problems.push(
          `request ${request.method()} ${shortUrl(request.url())} failed: ${error}`,
        );
    });
    page.on('console', (message) => {
      if (message.type() === 'error')
        this.problems.push(`console error: ${message.text().slice(0, 200)}`);
    });
    page.on('pageerror', (error) =>
      this.problems.push(`uncaught error: ${error.message.slice(0, 200)}`),
    );
  }

  /** What went wrong since the last call: the problems of the screen that just ended. */
  takeProblems(): string[] {
    const problems = this.problems;
    this.problems = [];
    return problems;
  }
}

const shortUrl = (url: string) => {
  const parsed = new URL(url);
  return `${parsed.pathname}${parsed.search}`.slice(0, 120);
};
