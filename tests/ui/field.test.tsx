import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Field } from '../../src/ui/field';
import { PasswordField } from '../../src/ui/password-field';
import { renderWithI18n } from '../helpers/render';

describe('Field', () => {
  it('labels the input', async () => {
    const onChange = vi.fn();
    const { user } = renderWithI18n(<Field label="Username" name="username" onChange={onChange} />);
    const input = screen.getByRole('textbox', { name: 'Username' });
    expect(input).toHaveAttribute('name', 'username');
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(input).not.toHaveAttribute('aria-describedby');
    await user.type(input, 'abc');
    expect(onChange).toHaveBeenCalledTimes(3);
  });

  it('wires the error with aria-invalid and aria-describedby', () => {
    renderWithI18n(<Field label="Mobile number" error="Enter a valid mobile number" />);
    const input = screen.getByRole('textbox', { name: 'Mobile number' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Enter a valid mobile number');
    expect(input).toBeInvalid();
  });

  it('describes by the hint and the error together, keeping an outside description', () => {
    renderWithI18n(
      <>
        <p id="outside">Numbers only.</p>
        <Field
          label="Mobile number"
          hint="Please enter your 11 digit mobile number"
          error="mobile number not valid"
          aria-describedby="outside"
        />
      </>,
    );
    expect(screen.getByRole('textbox', { name: 'Mobile number' })).toHaveAccessibleDescription(
      'Numbers only. Please enter your 11 digit mobile number mobile number not valid',
    );
  });

  it('removes the error wiring when the error goes away', () => {
    const { rerender } = renderWithI18n(<Field label="Captcha" error="write the code" />);
    rerender(<Field label="Captcha" />);
    const input = screen.getByRole('textbox', { name: 'Captcha' });
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(input).not.toHaveAccessibleDescription();
  });

  it('keeps a hidden label accessible and uses a given id', () => {
    renderWithI18n(<Field label="Search games" hideLabel id="search" placeholder="Search games" />);
    expect(screen.getByRole('textbox', { name: 'Search games' })).toHaveAttribute('id', 'search');
  });

  it('forwards the ref to the input', () => {
    let node: HTMLInputElement | null = null;
    renderWithI18n(<Field label="Nickname" ref={(el) => void (node = el)} />);
    expect(node).toBe(screen.getByRole('textbox', { name: 'Nickname' }));
  });
});

describe('PasswordField', () => {
  it('hides the password until the toggle is pressed', async () => {
    const { user } = renderWithI18n(<PasswordField label="Password" />);
    const input = screen.getByLabelText('Password');
    const toggle = screen.getByRole('button', { name: 'Show password' });
    expect(input).toHaveAttribute('type', 'password');
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await user.click(toggle);
    expect(input).toHaveAttribute('type', 'text');
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await user.click(toggle);
    expect(input).toHaveAttribute('type', 'password');
  });

  it('passes errors through', () => {
    renderWithI18n(
      <PasswordField label="Confirm password" error="Confirmation password not matched" />,
    );
    expect(screen.getByLabelText('Confirm password')).toHaveAccessibleDescription(
      'Confirmation password not matched',
    );
  });
});
