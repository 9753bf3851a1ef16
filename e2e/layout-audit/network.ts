import type { Page, Request } from '@playwright/test';

/**
 * Pictures take no part in a screen's layout while they load (the site's pictures reserve their
 * box with width and height), so a screen is settled without waiting for them; the ones in view are waited
 * for before a screenshot (pendingOnScreen), and a picture that fails is still reported.
 */
const counts = (request: Request) => request.resourceType() !== 'image' && request.resourceType() !== 'media';

/**
 * Requests in flight (pictures aside) and what went wrong on the screen being audited: console
 * errors, uncaught errors, failed requests and HTTP error answers.
 */
export class ScreenWatch {
  inFlight = 0;
  problems: string[] = [];

  constructor(page: Page) {
    page.on('request', (request) => {
      if (counts(request)) this.inFlight += 1;
    });
    page.on('response', (response) => {
      if (response.status() >= 400) this.problems.push(`request ${response.request().method()} ${shortUrl(response.url())} answered ${response.status()}`);
    });
    page.on('requestfinished', (request) => {
      if (counts(request)) this.inFlight -= 1;
    });
    page.on('requestfailed', (request) => {
      if (counts(request)) this.inFlight -= 1;
      const error = request.failure()?.errorText ?? 'failed';
      // A request cancelled on purpose (the app's abort signal, or leaving the page) is not a failure.
      if (error !== 'net::ERR_ABORTED') this.problems.push(`request ${request.method()} ${shortUrl(request.url())} failed: ${error}`);
    });
    page.on('console', (message) => {
      if (message.type() === 'error') this.problems.push(`console error: ${message.text().slice(0, 200)}`);
    });
    page.on('pageerror', (error) => this.problems.push(`uncaught error: ${error.message.slice(0, 200)}`));
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
