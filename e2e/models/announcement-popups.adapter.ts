import { expect, type Locator } from '@playwright/test';
import { initialTransition, transition, type AnyMachineSnapshot } from 'xstate';
import {
  announcementPopupsMachine,
  type AnnouncementPopupsContext,
  type AnnouncementPopupsInput,
  type PopupAnnouncement,
  type PopupAudience,
} from '../../machines/announcement-popups.machine.ts';
import { toTestableMachine } from '../../tests/machines/helpers/testable-machine.ts';
import { resetSite } from '../dev-controls.ts';
import { apiLogin, MERCHANT } from '../member-session.ts';
import { animationsSettled } from './animations-settled.ts';
import { defineAdapter, type BaseWorld, type ModelEvent } from './kit/adapter.ts';
import { HeldRequests } from './kit/held-requests.ts';

/**
 * The announcement popups on home (requirements B2.2.7): visitors see the popups of execution B,
 * members those of execution A, once per visit, one after another in a swiper. They open a moment
 * after home has settled; their list is held so the step that lets it arrive is the one that
 * opens them. A popup the player opens first (the login) makes them wait until it is gone. A visitor
 * who has already seen theirs and logs in sees the members' popups once. The run's page opts in to
 * the popups (the suite's fixture marks them seen for every other test: see the paths file).
 */

const FIRST_VISIT = "a visitor's first visit";
const SIGNS_IN = 'a visitor who saw theirs logs in';

/** The seeded member, and the seeded popups of each audience (server/db/seed/content-announcements.ts). */
const MEMBER = { username: 'demo_player', password: 'Demo1234' };
const popup = (id: number, execution: PopupAudience): PopupAnnouncement => ({
  id,
  title: `popup ${id}`,
  execution,
  announcementImages: [{ sequence: 1 }],
});
const VISITOR_POPUPS = [popup(403, 'B'), popup(404, 'B')];
const MEMBER_POPUPS = [popup(401, 'A'), popup(402, 'A')];
const TITLE_IDS = [401, 402, 403, 404];

const checked = (shown: boolean): ModelEvent => ({
  type: 'xstate.done.actor.checkVisitMark',
  output: shown,
});
const received = (popups: PopupAnnouncement[]): ModelEvent => ({
  type: 'popups.received',
  popups,
});
const exclusive = (shown: boolean): ModelEvent => ({ type: 'exclusive.changed', shown });
const select = (index: number): ModelEvent => ({ type: 'popup.select', index });

/** The popup list's call (types=PU), apart from home's other announcement calls. */
const POPUP_LIST = /\/wps\/relay\/MCSFE_getListAnnouncements\?(?:[^#]*&)?types=PU(?:&|$)/;
const MARK_KEY = 'home.popups.shown';

interface PopupsWorld extends BaseWorld {
  /** The popup list's calls, held until the step that lets the list arrive. */
  lists: HeldRequests;
  /** The popups' titles in the run's language, by id (from the server, as the page shows them). */
  titles: Map<number, string>;
  /** The chart as the path has driven it so far: what the page must show. */
  model: AnyMachineSnapshot;
}

const testable = toTestableMachine(announcementPopupsMachine);
const follow = (world: PopupsWorld, event: ModelEvent): void => {
  [world.model] = transition(testable, world.model, event as never);
};
const context = (world: PopupsWorld) => world.model.context as AnnouncementPopupsContext;

const announcement = (world: PopupsWorld, id: number): Locator =>
  world.page.getByRole('dialog', { name: world.titles.get(id) ?? `popup ${id}`, exact: true });
const loginDialog = ({ page, t }: BaseWorld): Locator =>
  page.getByRole('dialog', { name: t('Login') });
const headerLogin = ({ page, t }: BaseWorld): Locator =>
  page.getByRole('navigation', { name: t('Account') }).getByRole('link', { name: t('Login') });
const withValues = (text: string, ...values: (string | number)[]) =>
  values.reduce<string>((s, v, i) => s.replace(`{${i}}`, String(v)), text);

/** The audiences marked as shown for this visit (the tab's session storage). */
const marks = (world: BaseWorld) =>
  world.page.evaluate(
    (key) => JSON.parse(window.sessionStorage.getItem(key) ?? '[]') as string[],
    MARK_KEY,
  );

/** No announcement popup is on screen. */
async function expectNoAnnouncement(world: PopupsWorld): Promise<void> {
  for (const id of TITLE_IDS) await expect(announcement(world, id)).toHaveCount(0);
}

/** The titles of the popups one audience gets, in the run's language. */
async function titlesFor(world: BaseWorld, token: string | null): Promise<[number, string][]> {
  const answer = await world.request.get(
    `/wps/relay/MCSFE_getListAnnouncements?types=PU&platform=M&language=${world.lang.toUpperCase()}`,
    { headers: { Merchant: MERCHANT, Authorization: token ?? '' } },
  );
  const list = ((await answer.json()) as { value: { popup: { id: number; title: string }[] } })
    .value.popup;
  return list.map((p) => [p.id, p.title]);
}

export const announcementPopupsAdapter = defineAdapter<PopupsWorld>({
  chart: 'announcement-popups',
  machine: announcementPopupsMachine,
  input: { audience: 'B' } satisfies AnnouncementPopupsInput,
  events: {
    [FIRST_VISIT]: [
      checked(false),
      received(VISITOR_POPUPS),
      exclusive(true),
      exclusive(false),
      { type: 'popup.next' },
      { type: 'popup.close' },
    ],
    [SIGNS_IN]: [],
  },
  canSend(keys, event, c: AnnouncementPopupsContext) {
    switch (event.type) {
      case 'popups.received':
        // The list comes over the network, after the visit's mark was read (at once, in the tab).
        return keys.includes('waitingForPopups') && c.received.length === 0;
      case 'exclusive.changed':
        // The player opens the login while the list is on its way (the popups are modal once open,
        // and cover the page's Login link), then closes it.
        return event.shown
          ? keys.includes('waitingForPopups') && c.received.length === 0 && !c.otherPopupShown
          : c.otherPopupShown;
      case 'popup.next':
        return c.index === 0;
      default:
        return true;
    }
  },
  sequences: {
    [FIRST_VISIT]: [
      // The swiper: next, next again round to the first, previous round to the last, a dot, close.
      [
        checked(false),
        received(VISITOR_POPUPS),
        { type: 'popup.next' },
        { type: 'popup.next' },
        { type: 'popup.previous' },
        select(0),
        { type: 'popup.close' },
      ],
    ],
    [SIGNS_IN]: [
      // The visitors' popups were seen earlier in the visit: their list opens nothing. The visitor
      // logs in through the login popup; the members' popups wait for it to go, then open once.
      [
        checked(true),
        received(VISITOR_POPUPS),
        exclusive(true),
        { type: 'audience.changed', audience: 'A' },
        checked(false),
        exclusive(false),
        received(MEMBER_POPUPS),
        { type: 'popup.close' },
      ],
    ],
  },
  notDriven: {
    'xstate.error.actor.checkVisitMark':
      "the mark is read from the tab's session storage, which fails only in a browser that blocks all site data (Playwright's Chromium has no such setting); the Vitest model covers the branch",
  },
  async setUp(base, path) {
    await resetSite(base.request);
    const lists = await HeldRequests.install(base.page, POPUP_LIST, 'popup list');
    if (path.scenario === SIGNS_IN) {
      // Earlier in this visit (this tab) the visitor's popups were shown and closed.
      await base.page.addInitScript(([key, value]) => window.sessionStorage.setItem(key, value), [
        MARK_KEY,
        JSON.stringify(['B']),
      ] as const);
    }
    const member = await apiLogin(base.request, MEMBER.username, MEMBER.password);
    const titles = new Map([
      ...(await titlesFor(base, null)),
      ...(await titlesFor(base, member.token)),
    ]);
    await base.page.goto(`/m/home?lang=${base.lang.toUpperCase()}`);
    const audience: PopupAudience = 'B';
    const [model] = initialTransition(testable, { audience } satisfies AnnouncementPopupsInput);
    return { ...base, lists, titles, model };
  },
  states: {
    checkingVisit: {
      words: 'looking up the visit',
      unseen:
        "the visit's mark is read from the tab's storage as the popups start, in the same moment: the page shows no popup either way",
    },
    waitingForPopups: {
      words: 'waiting for the popups',
      async see(world) {
        const c = context(world);
        // The list was asked for (the popups have started) and nothing of it shows yet.
        if (c.received.length === 0) await world.lists.expectHeld();
        else world.lists.expectNoneHeld();
        await expectNoAnnouncement(world);
        // The visitor's login is up; a member's, just logged in, is on its way out.
        if (!c.otherPopupShown) await expect(world.page.getByRole('dialog')).toHaveCount(0);
        else if (c.audience === 'B') await expect(loginDialog(world)).toBeVisible();
        await animationsSettled(world.page);
      },
    },
    showing: {
      words: 'the popups open',
      async see(world) {
        const { slides, index, audience } = context(world);
        const current = slides[index]!;
        const dialog = announcement(world, current.id);
        await expect(dialog).toBeVisible();
        // One modal popup at a time.
        await expect(world.page.getByRole('dialog')).toHaveCount(1);
        await expect(
          dialog.getByRole('group', {
            name: withValues(world.t('{0} of {1}'), index + 1, slides.length),
          }),
        ).toBeVisible();
        // The slide's picture is this popup's, and has loaded.
        const picture = dialog.locator('img');
        await expect(picture).toHaveAttribute('src', new RegExp(`/${current.id}-1\\.png$`));
        await expect
          .poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
          .toBeGreaterThan(0);
        for (const position of slides.keys()) {
          const dot = dialog.getByRole('button', {
            name: withValues(world.t('Announcement {0}'), position + 1),
            exact: true,
          });
          if (position === index) await expect(dot).toHaveAttribute('aria-current', 'true');
          else await expect(dot).not.toHaveAttribute('aria-current');
        }
        // The audience is marked shown for the visit as they open.
        expect(await marks(world)).toContain(audience);
        await animationsSettled(world.page);
      },
    },
    seenThisVisit: {
      words: 'seen this visit',
      async see(world) {
        await expectNoAnnouncement(world);
        expect(await marks(world)).toContain(context(world).audience);
        if (context(world).otherPopupShown) await expect(loginDialog(world)).toBeVisible();
        else await expect(world.page.getByRole('dialog')).toHaveCount(0);
        await animationsSettled(world.page);
      },
    },
  },
  on: {
    'xstate.done.actor.checkVisitMark': {
      words: (e) => (e.output ? 'already shown this visit' : 'not yet shown this visit'),
      async cause(world, e) {
        // The popups start a moment after home has settled, and ask for their list at once
        // (a visitor who logs in asks again, for the members' list).
        if (!e.output) await world.lists.expectHeld();
        follow(world, e);
      },
    },
    'popups.received': {
      words: (e) =>
        (e.popups as PopupAnnouncement[])[0]?.execution === 'A'
          ? "the members' popups arrive"
          : "the visitors' popups arrive",
      async cause(world, e) {
        const answered = world.page.waitForResponse(
          (response) => POPUP_LIST.test(response.url()) && response.ok(),
        );
        await world.lists.answer({ kind: 'continue' });
        await answered;
        world.lists.hold();
        follow(world, e);
      },
    },
    'exclusive.changed': {
      words: (e) => (e.shown ? 'tap Login in the header' : 'close the login'),
      async cause(world, e) {
        if (e.shown) {
          await headerLogin(world).click();
          await expect(loginDialog(world)).toBeVisible();
        } else if (context(world).audience === 'A') {
          // Logged in: the login popup goes by itself.
          await expect(loginDialog(world)).toHaveCount(0);
        } else {
          await loginDialog(world)
            .getByRole('button', { name: world.t('Close'), exact: true })
            .click();
        }
        follow(world, e);
      },
    },
    'audience.changed': {
      words: () => 'log in as a member',
      async cause(world, e) {
        const login = loginDialog(world);
        await login
          .getByLabel(world.t('Username'), { exact: true })
          .and(login.locator('input'))
          .fill(MEMBER.username);
        await login
          .getByLabel(world.t('Password'), { exact: true })
          .and(login.locator('input'))
          .fill(MEMBER.password);
        await login.getByRole('button', { name: world.t('Login'), exact: true }).click();
        await expect(
          world.page
            .getByRole('navigation', { name: world.t('Account') })
            .getByRole('link', { name: world.t('Deposit') }),
        ).toBeVisible();
        follow(world, e);
      },
    },
    'popup.next': {
      words: () => 'tap Next announcement',
      async cause(world, e) {
        await world.page
          .getByRole('dialog')
          .getByRole('button', { name: world.t('Next announcement') })
          .click();
        follow(world, e);
      },
    },
    'popup.previous': {
      words: () => 'tap Previous announcement',
      async cause(world, e) {
        await world.page
          .getByRole('dialog')
          .getByRole('button', { name: world.t('Previous announcement') })
          .click();
        follow(world, e);
      },
    },
    'popup.select': {
      words: (e) => `tap the dot of announcement ${Number(e.index) + 1}`,
      async cause(world, e) {
        await world.page
          .getByRole('dialog')
          .getByRole('button', {
            name: withValues(world.t('Announcement {0}'), Number(e.index) + 1),
            exact: true,
          })
          .click();
        follow(world, e);
      },
    },
    'popup.close': {
      words: () => 'tap Close',
      async cause(world, e) {
        await world.page
          .getByRole('dialog')
          .getByRole('button', { name: world.t('Close'), exact: true })
          .click();
        follow(world, e);
      },
    },
  },
});
