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

  it('shortens a long figure in the header form and keeps the whole figure for reading out', () => {
    const { rerender } = renderWithI18n(<BalanceWidget {...base} currency="" amount="1,234,567.89" compact />);
    const status = screen.getByRole('status', { name: 'Balance' });
    const seen = status.querySelector('[aria-hidden="true"]');
    expect(seen?.textContent).toBe('1.23M');
    // What assistive technology reads: everything but the hidden short form.
    expect(status.textContent?.replace(seen?.textContent ?? '', '')).toBe('1,234,567.89');
    expect(status.getAttribute('title')).toBe('1,234,567.89');
    rerender(<BalanceWidget {...base} currency="" amount="123,456,789.00" compact />);
    expect(status.querySelector('[aria-hidden="true"]')?.textContent).toBe('123.45M');
    // Figures that fit, and the mask, show as they are.
    rerender(<BalanceWidget {...base} currency="" amount="99,999.99" compact />);
    expect(shown()).toBe('99,999.99');
    expect(status.hasAttribute('title')).toBe(false);
    rerender(<BalanceWidget {...base} currency="" amount="1,234,567.89" hidden compact />);
    expect(shown()).toBe('****');
  });

  it('shows the whole figure outside the header', () => {
    renderWithI18n(<BalanceWidget {...base} amount="1,234,567.89" />);
    expect(shown()).toBe('BDT1,234,567.89');
  });
});
