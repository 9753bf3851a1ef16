import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { HelpItem } from '../../../src/api/endpoints/help-center';
import { HelpContent } from '../../../src/features/help/components/help-content';
import { parseHelpSearch, selectedHelpIndex } from '../../../src/features/help/help-search';
import { renderWithI18n } from '../../helpers/render';

const item = (id: number, tag: string): HelpItem => ({ id, tag, title: `Item ${id}`, content: '' });
const items = [item(1, 'about'), item(2, 'terms'), item(3, 'privacy')];

describe('help query', () => {
  it('reads tag, index and sub-index and drops anything malformed', () => {
    expect(parseHelpSearch({ tag: 'Terms', i: '2', c: 1 })).toEqual({ tag: 'terms', i: 2, c: 1 });
    expect(parseHelpSearch({ tag: '<x>', i: '-1', c: 'a' })).toEqual({});
  });

  it('opens the tagged item first, then the index, else the first', () => {
    expect(selectedHelpIndex(items, { tag: 'terms', i: 2 })).toBe(1);
    expect(selectedHelpIndex(items, { tag: 'unknown', i: 2 })).toBe(2);
    expect(selectedHelpIndex(items, { i: 9 })).toBe(0);
    expect(selectedHelpIndex(items, {})).toBe(0);
  });
});

describe('help content', () => {
  it('renders sanitised HTML and focuses the asked section', () => {
    renderWithI18n(
      <HelpContent
        html={
          '<h3>One</h3><p>a</p><h3>Two</h3><img src="x" onerror="alert(1)"><script>alert(2)</script>'
        }
        section={1}
      />,
    );
    const two = screen.getByRole('heading', { name: 'Two' });
    expect(two).toHaveFocus();
    expect(document.querySelector('script')).toBeNull();
    expect(document.querySelector('img')?.getAttribute('onerror')).toBeNull();
  });
});
