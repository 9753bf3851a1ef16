import { describe, expect, it } from 'vitest';
import { invitationLink } from '../../src/lib/invitation-link';
import { badgeText, unclaimedCount } from '../../src/lib/use-promotions';
import { affiliateLinkOf } from '../../src/features/account/registration-payload';

describe('unclaimed promotion badge', () => {
  it('counts only promotions whose status is Claim', () => {
    expect(
      unclaimedCount([
        { status: 'Claim' },
        { status: 'Joined' },
        { status: null },
        { status: 'Claim' },
        { status: 'Applying' },
      ]),
    ).toBe(2);
    expect(unclaimedCount([])).toBe(0);
  });

  it('caps at 99+', () => {
    expect(badgeText(7)).toBe('7');
    expect(badgeText(99)).toBe('99');
    expect(badgeText(100)).toBe('99+');
  });
});

describe('invitationLink', () => {
  it('leads to registration with the code in the parameter the registration reads', () => {
    const link = invitationLink('https://bet.example', '/m/', 'MABC2345');
    expect(link).toBe('https://bet.example/m/register?affiliateCode=MABC2345');
    const url = new URL(link);
    expect(affiliateLinkOf(url.search, url.hostname).code).toBe('MABC2345');
  });

  it('joins a base path without a trailing slash and escapes the code', () => {
    expect(invitationLink('http://localhost:4416', '/m', 'A B&C')).toBe(
      'http://localhost:4416/m/register?affiliateCode=A%20B%26C',
    );
  });
});
