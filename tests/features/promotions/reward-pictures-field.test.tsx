import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import {
  RewardPicturesField,
  type RewardPicturesFieldProps,
} from '../../../src/features/promotions/components/reward-pictures-field.tsx';
import { renderWithI18n } from '../../helpers/render.tsx';

function renderField(props: Partial<RewardPicturesFieldProps> = {}) {
  const onChoose = vi.fn();
  const onRemove = vi.fn();
  const result = renderWithI18n(
    <RewardPicturesField
      pictures={[]}
      pendingFiles={[]}
      reading={false}
      error={null}
      disabled={false}
      onChoose={onChoose}
      onRemove={onRemove}
      {...props}
    />,
  );
  return { ...result, onChoose, onRemove };
}

const fileInput = (container: HTMLElement) =>
  container.querySelector<HTMLInputElement>('input[type="file"]')!;

describe('reward pictures field', () => {
  it('offers a translated button instead of the browser file input, whose words follow the browser language', async () => {
    const { container, user } = renderField();
    const choose = screen.getByRole('button', { name: 'Choose pictures' });
    expect(choose).toHaveAccessibleDescription('jpeg, jpg or png, at most 5 MB each, at most 3');
    expect(screen.getByRole('group', { name: 'Upload pictures' })).toContainElement(choose);
    const input = fileInput(container);
    expect(input).not.toBeVisible();
    expect(input.tabIndex).toBe(-1);
    expect(screen.getByRole('status')).toHaveTextContent('No pictures chosen');

    await user.tab();
    expect(choose).toHaveFocus();
    const opened = vi.spyOn(input, 'click');
    await user.keyboard('{Enter}');
    expect(opened).toHaveBeenCalledTimes(1);
  });

  it('hands the chosen files over and lets the same file be chosen again', async () => {
    const { container, user, onChoose } = renderField();
    const picture = new File(['png'], 'receipt.png', { type: 'image/png' });
    await user.upload(fileInput(container), picture);
    expect(onChoose).toHaveBeenCalledWith([picture]);
    expect(fileInput(container).value).toBe('');
  });

  it('shows the pictures being read, by name, while the form waits', () => {
    renderField({
      reading: true,
      disabled: true,
      pendingFiles: [{ name: 'receipt.png', type: 'image/png', size: 3 }],
    });
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('Reading pictures…');
    expect(status).toHaveTextContent('receipt.png');
    expect(screen.getByRole('button', { name: 'Choose pictures' })).toBeDisabled();
  });

  it('lists the chosen pictures with a remove button each, and the picture error as an alert', async () => {
    const { user, onRemove } = renderField({
      pictures: [{ name: 'receipt.png', dataUrl: 'data:image/png;base64,AA==' }],
      error: 'At most 3 pictures can be uploaded',
    });
    const list = screen.getByRole('list', { name: 'Chosen pictures' });
    expect(list).toContainElement(screen.getByRole('img', { name: 'receipt.png' }));
    expect(screen.queryByText('No pictures chosen')).not.toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('At most 3 pictures can be uploaded');
    await user.click(screen.getByRole('button', { name: 'Remove receipt.png' }));
    expect(onRemove).toHaveBeenCalledWith(0);
  });
});
