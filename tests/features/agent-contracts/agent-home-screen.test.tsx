import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { ContractCheck, ContractKind } from '../../../src/api/endpoints/agent-contracts';
import { queryClient } from '../../../src/api/query-client';
import { AgentHomeScreen } from '../../../src/features/agent-contracts/components/agent-home-screen';
import { clearSession, setSessionInfo } from '../../../src/lib/storage';
import { renderInRouter } from '../../helpers/render-in-router';

const api = vi.hoisted(() => ({
  fetchContractCheck: vi.fn<(kind: ContractKind) => Promise<ContractCheck>>(),
}));
vi.mock('../../../src/api/endpoints/agent-contracts', async (original) => ({
  ...(await original<object>()),
  fetchContractCheck: (kind: ContractKind) => api.fetchContractCheck(kind),
}));

afterEach(() => {
  clearSession();
  queryClient.clear();
  api.fetchContractCheck.mockReset();
});

describe('agent home', () => {
  it('names the agent and tells which contract waits for acceptance', async () => {
    setSessionInfo({
      token: 'tok-agent',
      merchantCode: 'bdbt',
      userName: 'demo_agent',
      type: 3,
      firstTimeLogin: false,
    });
    api.fetchContractCheck.mockImplementation((kind) =>
      kind === 'dailySalary'
        ? Promise.resolve({ pending: true, contract: null })
        : kind === 'dividend'
          ? Promise.resolve({ pending: false, contract: null })
          : Promise.reject(new Error('down')),
    );
    await renderInRouter(AgentHomeScreen, { entries: ['/agent/home'] });
    expect(await screen.findByRole('heading', { name: 'Welcome, demo_agent' })).toBeInTheDocument();
    const contracts = screen.getByRole('list', { name: 'Contracts' });
    expect(
      await within(contracts).findByRole('link', {
        name: /Daily salary contract.*Awaiting your acceptance/,
      }),
    ).toHaveAttribute('href', '/member/agent/getSalaryContract');
    expect(
      await within(contracts).findByRole('link', { name: /Dividend contract.*Nothing pending/ }),
    ).toBeInTheDocument();
    expect(
      await within(contracts).findByRole(
        'link',
        { name: /Hourly salary contract.*Could not be checked/ },
        { timeout: 10_000 },
      ),
    ).toBeInTheDocument();
  });

  it.each([
    ['a visitor', null],
    ['a member', 0],
  ])('sends %s to the agent login page and asks nothing', async (_, type) => {
    if (type !== null)
      setSessionInfo({
        token: 'tok',
        merchantCode: 'bdbt',
        userName: 'demo_player',
        type,
        firstTimeLogin: false,
      });
    await renderInRouter(AgentHomeScreen, { entries: ['/agent/home'], paths: ['/agent'] });
    expect(await screen.findByText('Please log in with an agent account')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Agent login' })).toHaveAttribute('href', '/agent');
    expect(api.fetchContractCheck).not.toHaveBeenCalled();
  });
});
