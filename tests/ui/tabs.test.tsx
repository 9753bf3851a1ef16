import { useState } from 'react';
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Tabs, type TabItem } from '../../src/ui/tabs';
import { renderWithI18n } from '../helpers/render';

type Method = 'username' | 'mobile' | 'email';
const items: TabItem<Method>[] = [
  { value: 'username', label: 'Username' },
  { value: 'mobile', label: 'Mobile number' },
  { value: 'email', label: 'E-mail' },
];

function Harness({
  list = items,
  onChange,
}: {
  list?: TabItem<Method>[];
  onChange?: (v: Method) => void;
}) {
  const [value, setValue] = useState<Method>('username');
  return (
    <Tabs
      label="Login method"
      items={list}
      value={value}
      onChange={(v) => {
        onChange?.(v);
        setValue(v);
      }}
    >
      <p>Form for {value}</p>
    </Tabs>
  );
}

describe('Tabs', () => {
  it('exposes a named tablist with the selected tab and a labelled panel', () => {
    renderWithI18n(<Harness />);
    expect(screen.getByRole('tablist', { name: 'Login method' })).toBeInTheDocument();
    const selected = screen.getByRole('tab', { name: 'Username' });
    expect(selected).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Mobile number' })).toHaveAttribute(
      'aria-selected',
      'false',
    );
    const panel = screen.getByRole('tabpanel', { name: 'Username' });
    expect(panel).toHaveTextContent('Form for username');
    expect(selected).toHaveAttribute('aria-controls', panel.id);
  });

  it('only the selected tab is in the tab order', () => {
    renderWithI18n(<Harness />);
    expect(screen.getByRole('tab', { name: 'Username' })).toHaveAttribute('tabindex', '0');
    expect(screen.getByRole('tab', { name: 'Mobile number' })).toHaveAttribute('tabindex', '-1');
  });

  it('selects on click', async () => {
    const { user } = renderWithI18n(<Harness />);
    await user.click(screen.getByRole('tab', { name: 'E-mail' }));
    expect(screen.getByRole('tab', { name: 'E-mail' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'E-mail' })).toHaveTextContent('Form for email');
  });

  it('arrow keys move and select, wrapping; Home and End jump', async () => {
    const { user } = renderWithI18n(<Harness />);
    await user.tab();
    expect(screen.getByRole('tab', { name: 'Username' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Mobile number' })).toHaveFocus();
    expect(screen.getByRole('tab', { name: 'Mobile number' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Username' })).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'E-mail' })).toHaveFocus();
    await user.keyboard('{Home}');
    expect(screen.getByRole('tab', { name: 'Username' })).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{End}');
    expect(screen.getByRole('tab', { name: 'E-mail' })).toHaveAttribute('aria-selected', 'true');
  });

  it('skips disabled tabs', async () => {
    const onChange = vi.fn();
    const { user } = renderWithI18n(
      <Harness
        onChange={onChange}
        list={[items[0]!, { ...items[1]!, disabled: true }, items[2]!]}
      />,
    );
    await user.tab();
    await user.keyboard('{ArrowRight}');
    expect(onChange).toHaveBeenLastCalledWith('email');
    expect(screen.getByRole('tab', { name: 'E-mail' })).toHaveFocus();
  });

  it('without children it is a tab bar only', () => {
    renderWithI18n(<Tabs label="Category" items={items} value="mobile" onChange={() => {}} />);
    expect(screen.queryByRole('tabpanel')).not.toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Mobile number' })).not.toHaveAttribute('aria-controls');
  });
});
