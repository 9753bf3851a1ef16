// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type * as PopupsActorModule from '../../src/lib/popups-actor.ts';
import type * as PopupRequestsModule from '../../src/lib/popup-requests.ts';

// The popups chart loads on the first request (or once the page has settled): requests made before
// it arrives must reach it, in order. A fresh copy of the module per test, so the chart is not loaded yet.
type PopupsModule = typeof PopupsActorModule;
let popups: PopupsModule;
let requests: typeof PopupRequestsModule;

beforeEach(async () => {
  vi.resetModules();
  popups = await import('../../src/lib/popups-actor.ts');
  requests = await import('../../src/lib/popup-requests.ts');
});

describe('popups actor before its chart has loaded', () => {
  it('keeps a request made before the chart arrives and delivers it once the chart starts', async () => {
    popups.openPopup('login');
    expect(popups.popupsSnapshot()).toBeUndefined();
    expect(popups.isHelpShown()).toBe(false);
    await popups.loadPopups();
    expect(popups.popupsSnapshot()?.context.popup).toBe('login');
    expect(popups.popupsSnapshot()?.matches('opening')).toBe(true);
  });

  it('delivers waiting requests in the order they were made', async () => {
    popups.openPopup('register');
    requests.openHelp(2);
    await popups.loadPopups();
    // The help centre replaced the register popup: it came second.
    expect(popups.popupsSnapshot()?.context).toMatchObject({ popup: 'help', helpTab: 2 });
  });

  it('starts closed when only preloaded, and sends later requests at once', async () => {
    await popups.loadPopups();
    expect(popups.popupsSnapshot()?.value).toBe('closed');
    popups.openPopup('forgot');
    expect(popups.popupsSnapshot()?.context.popup).toBe('forgot');
  });
});
