// @vitest-environment node
// Rendered as the server renders it: in Node, with no browser globals.
import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import type { LoginFirstViewInput } from '../../shared/login-first-view.ts';
import { renderLoginFirstView } from '../../src/app/login-first-view';

// The demo site's modules that shape the login form (server/config: the mobile tab, the password reset).
const ALL_ON: LoginFirstViewInput['whitelabel'] = [
  { moduleId: 'MOBILEVERCODELOGIN3', enabled: true, children: [] },
  { moduleId: 'CHNGPASSVERIF3', enabled: true, children: [] },
  { moduleId: 'COMM3', enabled: true, children: [] },
];

function drawn(input: Partial<LoginFirstViewInput> = {}) {
  const { catalog, html } = renderLoginFirstView({
    search: '',
    storedLanguage: null,
    whitelabel: ALL_ON,
    ageLimit: 18,
    ...input,
  });
  const page = new JSDOM(`<body>${html}</body>`).window.document;
  const texts = (selector: string) =>
    [...page.querySelectorAll(selector)].map((element) => element.textContent?.trim() ?? '');
  return { catalog, html, page, texts };
}

describe('the login page drawn by the server', () => {
  it('is the login popup with its form, in Bengali without a choice', () => {
    const { catalog, page, texts } = drawn();
    expect(catalog).toBe('bn');
    expect(texts('[role="dialog"] h2')).toEqual(['লগইন']);
    expect(texts('[role="tab"]')).toEqual(['ইউজারনেম', 'মোবাইল নম্বর']);
    expect([...page.querySelectorAll('input')].map((input) => input.name || input.type)).toEqual([
      'username',
      'password',
      'checkbox',
      'checkbox',
    ]);
    expect(texts('label > span')).toEqual([
      'পাসওয়ার্ড মনে রাখুন',
      'আমার বয়স কমপক্ষে 18 বছর এবং আমি শর্তাবলিতে সম্মত।',
    ]);
    expect(texts('button')).toContain('পাসওয়ার্ড ভুলে গেছেন?');
    expect(texts('button')).toContain('এখনই নিবন্ধন করুন');
  });

  it('waits on its login button, as the app’s form does until the remembered login is read', () => {
    const submit = drawn().page.querySelector('button[type="submit"]');
    expect(submit?.getAttribute('aria-busy')).toBe('true');
    expect(submit?.getAttribute('aria-disabled')).toBe('true');
  });

  it('is in the stored language, and a ?lang= link wins over it', () => {
    expect(drawn({ storedLanguage: 'EN' }).texts('h2')).toEqual(['Login']);
    expect(drawn({ storedLanguage: 'EN' }).catalog).toBe('en');
    expect(drawn({ storedLanguage: 'EN', search: '?lang=BN' }).catalog).toBe('bn');
    expect(drawn({ search: '?lang=en' }).texts('[role="tab"]')).toEqual([
      'Username',
      'Mobile number',
    ]);
    // A language without a catalogue of its own reads English, as the app does.
    expect(drawn({ storedLanguage: 'HI' }).catalog).toBe('en');
    // Codes the site does not know fall back to the default.
    expect(drawn({ storedLanguage: '<script>', search: '?lang=XX' }).catalog).toBe('bn');
  });

  it('shows what the site’s modules switch on, and the configured sign-up age', () => {
    const plain = drawn({ whitelabel: [], ageLimit: 21 });
    expect(plain.page.querySelector('[role="tablist"]')).toBeNull();
    expect(plain.texts('button')).not.toContain('পাসওয়ার্ড ভুলে গেছেন?');
    expect(plain.texts('label > span')).toContain('আমার বয়স কমপক্ষে 21 বছর এবং আমি শর্তাবলিতে সম্মত।');
    // Reset by e-mail alone still offers the link.
    expect(
      drawn({ whitelabel: [{ moduleId: 'COMM3', enabled: true, children: [] }] }).texts('button'),
    ).toContain('পাসওয়ার্ড ভুলে গেছেন?');
    // A module under a switched-off parent is off.
    const nested = [
      {
        moduleId: 'LOGIN',
        enabled: false,
        children: [{ moduleId: 'MOBILEVERCODELOGIN3', enabled: true, children: [] }],
      },
    ];
    expect(drawn({ whitelabel: nested }).page.querySelector('[role="tablist"]')).toBeNull();
  });

  it('needs no inline style or script, which the site’s CSP refuses', () => {
    const { html } = drawn();
    expect(html).not.toMatch(/\sstyle=|<script|\son[a-z]+=/i);
  });
});
