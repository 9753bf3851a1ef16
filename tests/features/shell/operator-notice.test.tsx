import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { OperatorNotice } from '../../../src/features/shell/components/operator-notice';
import { renderInRouter } from '../../helpers/render-in-router';

describe('OperatorNotice', () => {
  it('says honestly who provides the function and offers the way home', async () => {
    const { user, router } = await renderInRouter(() => <OperatorNotice path="/withdraw" />, {
      entries: ['/withdraw'],
      paths: ['/home'],
    });
    expect(
      screen.getByRole('heading', { name: "Provided by the operator's member centre" }),
    ).toBeTruthy();
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
    await user.click(screen.getByRole('link', { name: 'Back to home' }));
    expect(router.state.location.pathname).toBe('/home');
  });
});
