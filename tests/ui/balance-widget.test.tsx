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
    const { user, rerender } = renderWithI18n(<BalanceWidget {...base} onToggleHidden={onToggleHidden} onRefresh={onRefresh} />);
    await user.click(screen.getByRole('button', { name: 'Hide balance' }));
    await user.click(screen.getByRole('button', { name: 'Refresh balance' }));
    expect([onToggleHidden.mock.calls.length, onRefresh.mock.calls.length]).toEqual([1, 1]);
    rerender(<BalanceWidget {...base} hidden refreshing onToggleHidden={onToggleHidden} onRefresh={onRefresh} />);
    expect(screen.getByRole('button', { name: 'Show balance' }).getAttribute('aria-pressed')).toBe('true');
    await user.click(screen.getByRole('button', { name: 'Refresh balance' }));
    expect(onRefresh).toHaveBeenCalledTimes(1);
  });
});
