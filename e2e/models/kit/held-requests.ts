import { expect, type APIResponse, type Page, type Route } from '@playwright/test';

/** What happens to a request: sent on to the server, answered with a transport failure, or fulfilled. */
export type Answer =
  { kind: 'continue' } | { kind: 'abort' } | { kind: 'fulfil'; status: number; json: unknown };

/**
 * Requests of one kind, held so a step can observe the busy state they cause, then answered.
 * In `hold` mode every matching request waits; `answer(...)` answers the held ones and every later
 * one the same way until `hold()` is called again (a client that repeats a failed call gets the same
 * answer, as it would from the real network).
 */
export class HeldRequests {
  private held: Route[] = [];
  private mode: Answer | null = null;
  /** Requests that arrived since the route was installed (held or answered). */
  arrived = 0;

  private constructor(readonly label: string) {}

  /**
   * `method` limits it to one verb (a GET and a POST on one path, held apart); a request of another
   * verb falls back to the next route.
   */
  static async install(
    page: Page,
    url: string | RegExp,
    label: string,
    method?: string,
  ): Promise<HeldRequests> {
    const requests = new HeldRequests(label);
    await page.route(url, (route) =>
      method === undefined || route.request().method() === method
        ? requests.take(route)
        : route.fallback(),
    );
    return requests;
  }

  private async take(route: Route): Promise<void> {
    this.arrived += 1;
    if (this.mode) await apply(route, this.mode);
    else this.held.push(route);
  }

  /** Waits (web-first, within the expect timeout) until a request is being held. */
  async expectHeld(): Promise<void> {
    await expect
      .poll(() => this.held.length, { message: `a ${this.label} request is held` })
      .toBeGreaterThan(0);
  }

  /** Nothing of this kind is waiting. */
  expectNoneHeld(): void {
    expect(this.held.length, `no ${this.label} request is held`).toBe(0);
  }

  /**
   * Sends the first held request on to the server, as the page sent it (its headers and cookies),
   * and returns the server's answer without giving it to the page: the request stays held.
   */
  async fetchHeld(): Promise<APIResponse> {
    await this.expectHeld();
    return (this.held[0] as Route).fetch();
  }

  /** Waits for a held request, then answers it and every later one the same way. */
  async answer(how: Answer): Promise<void> {
    await this.expectHeld();
    this.mode = how;
    const routes = this.held.splice(0);
    await Promise.all(routes.map((route) => apply(route, how)));
  }

  /** From now on, requests wait again. */
  hold(): void {
    this.mode = null;
  }
}

async function apply(route: Route, how: Answer): Promise<void> {
  if (how.kind === 'continue') await route.continue();
  else if (how.kind === 'abort') await route.abort('internetdisconnected');
  else
    await route.fulfill({
      status: how.status,
      contentType: 'application/json',
      body: JSON.stringify(how.json),
    });
}
