import { AGENT_TYPE, MEMBER_TYPE } from '../../services/member-types.ts';
import { hashPassword } from '../../services/password-hash.ts';
import { userNameKey } from '../../services/user-name-key.ts';
import { affiliateCodes, members } from '../schema.ts';
import type { Seeder } from './seeder.ts';

// Demo accounts (listed in server/README.md). The merchant and dialling code are those of the
// default site configuration; e-mail addresses use the reserved example.com domain.
const MERCHANT = 'bdbt';
const DIALING_CODE = '880';

export const DEMO_ACCOUNTS = {
  member: {
    userName: 'demo_player',
    password: 'Demo1234',
    mobileNum: '01711111111',
    email: 'demo_player@example.com',
  },
  /** Password chosen by someone else: the site asks for a new one at login (firstTimeLogin). */
  secondMember: {
    userName: 'demo_player2',
    password: 'Demo1234',
    mobileNum: '01722222222',
    email: 'demo_player2@example.com',
  },
  agent: {
    userName: 'demo_agent',
    password: 'Agent1234',
    mobileNum: '01733333333',
    email: 'demo_agent@example.com',
  },
  disabled: {
    userName: 'demo_disabled',
    password: 'Demo1234',
    mobileNum: '01744444444',
    email: 'demo_disabled@example.com',
  },
} as const;

export const DEMO_AFFILIATE_CODE = 'DEMO2024';

/** The demo accounts: added where missing, never reset or removed by a new version. */
export const accountsSeeder: Seeder = {
  name: 'accounts',
  version: 1,
  tables: ['members', 'affiliate_codes'],
  async run(db) {
    const { member, secondMember, agent, disabled } = DEMO_ACCOUNTS;
    const row = async (
      account: (typeof DEMO_ACCOUNTS)[keyof typeof DEMO_ACCOUNTS],
      extra: Partial<typeof members.$inferInsert>,
    ) => ({
      userName: account.userName,
      userNameKey: userNameKey(account.userName),
      passwordHash: await hashPassword(account.password),
      merchantCode: MERCHANT,
      countryDialingCode: DIALING_CODE,
      mobileNum: account.mobileNum,
      email: account.email,
      registerMethod: 'H5',
      ...extra,
    });
    await db
      .insert(members)
      .values([
        await row(member, {
          type: MEMBER_TYPE,
          nickname: 'Demo Player',
          payeeName: 'Demo Player',
          birthday: '1990-01-15',
        }),
        await row(secondMember, {
          type: MEMBER_TYPE,
          nickname: 'Second Player',
          firstTimeLogin: true,
          affiliateCode: DEMO_AFFILIATE_CODE,
        }),
        await row(agent, { type: AGENT_TYPE, nickname: 'Demo Agent' }),
        await row(disabled, { type: MEMBER_TYPE, status: 'disabled' }),
      ])
      // A demo account that exists already is a player's now (a changed password, a new number): kept as it is.
      .onConflictDoNothing();
    await db
      .insert(affiliateCodes)
      .values({ code: DEMO_AFFILIATE_CODE, agentUserName: agent.userName, domain: null })
      .onConflictDoNothing();
  },
};
