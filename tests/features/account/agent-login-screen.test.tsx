import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { ApiError } from '../../../src/api/api-error';
import { AgentLoginScreen } from '../../../src/features/account/components/agent-login-screen';
import { clearSession, getSessionInfo } from '../../../src/lib/storage';
import { renderInRouter } from '../../helpers/render-in-router';

const api = vi.hoisted(() => ({ login: vi.fn() }));
vi.mock('../../../src/api/endpoints/login', () => ({ login: api.login }));
vi.mock('../../../src/api/endpoints/country-list', () => ({
  fetchCountryList: () =>
    Promise.resolve([
      {
        merchantCode: 'bdbt',
        country: 'BD',
        currency: 'BDT',
        countryName: 'Bangladesh',
        langList: ['BN', 'EN'],
        dialingCode: '880',
      },
    ]),
}));
// The status as the start-up chart holds it: only what the page reads.
vi.mock('../../../src/app/startup-context', () => ({
  StartupActor: {
    useSelector: <T,>(select: (snapshot: unknown) => T) =>
      select({ context: { status: { info: { whitelabel: [], register: { ageLimit: 18 } } } } }),
  },
}));

const agentSession = { token: 'tok-agent', userName: 'demo_agent', type: 3, firstTimeLogin: false };

async function fillAndSubmit(
  user: Awaited<ReturnType<typeof renderInRouter>>['user'],
  username: string,
  password: string,
) {
  await user.type(await screen.findByRole('textbox', { name: 'Username' }), username);
  await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Login' }));
}

beforeEach(() => api.login.mockReset());
afterEach(() => clearSession());

describe('agent login page', () => {
  it('logs in to the agent site and moves on to the agent home', async () => {
    api.login.mockResolvedValueOnce(agentSession);
    const { user, router } = await renderInRouter(AgentLoginScreen, {
      entries: ['/agent'],
      paths: ['/agent/home'],
    });
    expect(await screen.findByRole('heading', { name: 'Agent login' })).toBeInTheDocument();
    // Player registration makes members, so the agent page has no register link.
    expect(screen.queryByRole('button', { name: 'Register now' })).toBeNull();
    await fillAndSubmit(user, 'demo_agent', 'Agent1234');
    await waitFor(() => expect(router.state.location.pathname).toBe('/agent/home'));
    expect(api.login).toHaveBeenCalledWith(
      expect.objectContaining({ type: 'username', username: 'demo_agent', site: 'agent' }),
      expect.anything(),
    );
    expect(getSessionInfo()).toMatchObject({ token: 'tok-agent', type: 3 });
  });

  it('refuses a non-agent with the translated message and keeps what was typed', async () => {
    api.login.mockRejectedValueOnce(new ApiError({ code: 'non.agent.login', status: 403 }));
    const { user, router } = await renderInRouter(AgentLoginScreen, {
      entries: ['/agent'],
      paths: ['/agent/home'],
    });
    await fillAndSubmit(user, 'demo_player', 'Demo1234');
    expect(await screen.findByRole('alert')).toHaveTextContent('Non-agents cannot log in');
    expect(screen.getByRole('textbox', { name: 'Username' })).toHaveValue('demo_player');
    expect(router.state.location.pathname).toBe('/agent');
    expect(getSessionInfo()).toBeNull();
  });
});
