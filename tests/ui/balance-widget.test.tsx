import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { BalanceWidget, type BalanceWidgetProps } from '../../src/ui/balance-widget';
import { renderWithI18n } from '../helpers/render';

const base: BalanceWidgetProps = {
  amount: '25,380.75',
  currency: 'BDT',
  hidden: false,
  refreshing: false,
  onToggleHidden: () => undefined,
  onRefresh: () => undefined,
};
const shown = () => screen.getByRole('status', { name: 'Balance' }).textContent;

describe('BalanceWidget', () => {
  it('shows the amount with its currency', () => {
    renderWithI18n(<BalanceWidget {...base} />);
    expect(shown()).toBe('BDT25,380.75');
  });

  it('masks the amount with asterisks when hidden, while refreshing and before the first answer', () => {
    const { rerender } = renderWithI18n(<BalanceWidget {...base} hidden />);
    expect(shown()).toBe('BDT****');
    rerender(<BalanceWidget {...base} refreshing />);
    expect(shown()).toBe('BDT****');
    rerender(<BalanceWidget {...base} amount={null} />);
    expect(shown()).toBe('BDT****');
  });

  it('toggles and refreshes, and ignores refresh while a refresh runs', async () => {
    const onToggleHidden = vi.fn();
    const onRefresh = vi.fn();
    const { user, rerender } = renderWithI18n(
      <BalanceWidget {...base} onToggleHidden={onToggleHidden} onRefresh={onRefresh} />,
    );
    await user.click(screen.getByRole('button', { name: 'Hide balance' }));
    await user.click(screen.getByRole('button', { name: 'Refresh balance' }));
    expect([onToggleHidden.mock.calls.length, onRefresh.mock.calls.length]).toEqual([1, 1]);
    rerender(
      <BalanceWidget
        {...base}
        hidden
        refreshing
        onToggleHidden={onToggleHidden}
        onRefresh={onRefresh}
      />,
    );
    expect(screen.getByRole('button', { name: 'Show balance' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    await user.click(screen.getByRole('button', { name: 'Refresh balance' }));
    expect(onRefresh).toHaveBeenCalledTimes(1);
  });

  it('in the header form the figure is the hide toggle, drawn in two lengths, and read out whole', async () => {
    const onToggleHidden = vi.fn();
    const { user, rerender } = renderWithI18n(
      <BalanceWidget
        {...base}
        currency=""
        amount="1,234,567.89"
        compact
        onToggleHidden={onToggleHidden}
      />,
    );
    const toggle = screen.getByRole('button', { name: 'Hide balance' });
    const drawn = (form: string) => toggle.querySelector(`[data-figure="${form}"]`);
    expect([drawn('wide')?.textContent, drawn('narrow')?.textContent]).toEqual(['1.23M', '1.23M']);
    expect(drawn('wide')?.getAttribute('aria-hidden')).toBe('true');
    expect(drawn('narrow')?.getAttribute('aria-hidden')).toBe('true');
    // Read out and on hover: the whole figure.
    expect(shown()).toBe('1,234,567.89');
    expect(toggle.getAttribute('title')).toBe('1,234,567.89');
    await user.click(toggle);
    expect(onToggleHidden).toHaveBeenCalledTimes(1);
    // A figure the wide header holds whole, shortened for the narrow one.
    rerender(<BalanceWidget {...base} currency="" amount="25,380.75" compact />);
    expect([drawn('wide')?.textContent, drawn('narrow')?.textContent]).toEqual([
      '25,380.75',
      '25.38K',
    ]);
    // Short enough for both: no title.
    rerender(<BalanceWidget {...base} currency="" amount="999.99" compact />);
    expect(toggle.hasAttribute('title')).toBe(false);
    rerender(<BalanceWidget {...base} currency="" amount="1,234,567.89" hidden compact />);
    expect(shown()).toBe('****');
    expect(screen.getByRole('button', { name: 'Show balance' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    expect(screen.getByRole('button', { name: 'Refresh balance' })).toBeDefined();
  });

  it('shows the whole figure outside the header', () => {
    renderWithI18n(<BalanceWidget {...base} amount="1,234,567.89" />);
    expect(shown()).toBe('BDT1,234,567.89');
  });
});
