import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import {
  Outlet,
  RouterProvider,
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  useLocation,
} from '@tanstack/react-router';
import AccountPopups from '../../../src/features/account/components/account-popups';
import {
  closePopup,
  openPopup,
  popupsSnapshot,
  useRoutePopup,
} from '../../../src/features/account/popups-actor';
import { isScrollLocked } from '../../../src/ui/scroll-lock';
import { renderWithI18n } from '../../helpers/render';
import { renderInRouter } from '../../helpers/render-in-router';

vi.mock('../../../src/features/account/components/registration-form.view', () => ({
  RegistrationForm: ({ onOpenLogin }: { onOpenLogin: () => void }) => (
    <button type="button" onClick={onOpenLogin}>
      Back to login
    </button>
  ),
}));
vi.mock('../../../src/features/account/components/forgot-password-form.view', () => ({
  ForgotPasswordForm: () => <p>forgot password form</p>,
}));
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

const modules = new Set(['COMM3', 'MOBILEVERCODELOGIN3', 'CHNGPASSVERIF3']);

function Frame() {
  const pathname = useLocation({ select: (location) => location.pathname });
  return (
    <>
      <AccountPopups modules={modules} ageLimit={21} />
      <output aria-label="path">{pathname}</output>
    </>
  );
}

function LoginRoute() {
  useRoutePopup('login');
  return null;
}

const path = () => screen.getByRole('status', { name: 'path' }).textContent;
const settle = () => waitFor(() => expect(popupsSnapshot()?.value).toMatch(/^(open|closed)$/));

beforeEach(async () => {
  act(() => closePopup('/elsewhere'));
  await waitFor(() => expect(popupsSnapshot()?.value).toBe('closed'));
});
afterEach(() => act(() => closePopup('/elsewhere')));

describe('account popups', () => {
  it('opens the login popup with its form and locks the page scroll', async () => {
    await renderInRouter(Frame);
    act(() => openPopup('login'));
    const login = await screen.findByRole('dialog', { name: 'Login' });
    expect(await screen.findByRole('textbox', { name: 'Username' })).toBeInTheDocument();
    expect(login).toHaveTextContent('I am at least 21 years old');
    expect(isScrollLocked()).toBe(true);
    await settle();
    act(() => closePopup('/home'));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(isScrollLocked()).toBe(false));
  });

  it('shows one popup at a time: register replaces login and back', async () => {
    const { user } = await renderInRouter(Frame);
    act(() => openPopup('login'));
    await user.click(await screen.findByRole('button', { name: 'Register now' }));
    expect(await screen.findByRole('dialog', { name: 'Register' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByRole('dialog')).toHaveLength(1));
    await user.click(await screen.findByRole('button', { name: 'Back to login' }));
    expect(await screen.findByRole('dialog', { name: 'Login' })).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Forgot password?' }));
    expect(await screen.findByText('forgot password form')).toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByRole('dialog')).toHaveLength(1));
  });

  it('/m/login opens the popup, and closing it there replaces the page with /m/home', async () => {
    // The site's own basepath, so the address is /m/login as in the browser.
    const root = createRootRoute({
      component: () => (
        <>
          <Frame />
          <Outlet />
        </>
      ),
    });
    const page = (to: string, component: () => null | JSX.Element) =>
      createRoute({ getParentRoute: () => root, path: to, component });
    const history = createMemoryHistory({
      initialEntries: ['/m/help', '/m/login'],
      initialIndex: 1,
    });
    const router = createRouter({
      routeTree: root.addChildren([
        page('/help', () => null),
        page('/home', () => null),
        page('/login', LoginRoute),
      ]),
      history,
      basepath: '/m',
    });
    await router.load();
    const { user } = renderWithI18n(<RouterProvider router={router} />);
    const login = await screen.findByRole('dialog', { name: 'Login' });
    await settle();
    await user.click(within(login).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(path()).toBe('/home'));
    expect(history.location.pathname).toBe('/m/home');
    // Replaced, not pushed: back goes to the page before /m/login.
    expect(history.length).toBe(2);
  });

  it('closing elsewhere stays on the page', async () => {
    const { user } = await renderInRouter(Frame, { entries: ['/notice'], paths: ['/home'] });
    act(() => openPopup('login'));
    const login = await screen.findByRole('dialog', { name: 'Login' });
    await user.click(within(login).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(path()).toBe('/notice');
  });
});
