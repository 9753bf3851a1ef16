// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { sanitizeHtml } from '../../src/lib/sanitize-html';
import { XSS_CORPUS } from './xss-corpus';

/** Drops whitespace and control characters, which browsers skip inside a URL scheme. */
function withoutControls(value: string): string {
  return [...value].filter((c) => c.charCodeAt(0) > 0x20 && c.charCodeAt(0) !== 0x7f).join('');
}

/** Parses sanitised output and lists what could still run. */
function dangers(html: string): string[] {
  const root = document.createElement('div');
  root.innerHTML = html;
  const found: string[] = [];
  for (const element of root.querySelectorAll('*')) {
    const tag = element.tagName.toLowerCase();
    if (['script', 'iframe', 'object', 'embed', 'form', 'style', 'meta', 'base'].includes(tag))
      found.push(`<${tag}>`);
    for (const attribute of element.attributes) {
      if (/^on/i.test(attribute.name)) found.push(`${tag}[${attribute.name}]`);
      if (attribute.name === 'style') found.push(`${tag}[style]`);
      const value = withoutControls(attribute.value);
      if (/^(javascript|vbscript|data):/i.test(value))
        found.push(`${tag}[${attribute.name}=${value.slice(0, 12)}]`);
    }
  }
  return found;
}

describe('sanitizeHtml', () => {
  it('holds a corpus of at least 30 vectors', () => {
    expect(XSS_CORPUS.length).toBeGreaterThanOrEqual(30);
  });

  it.each(XSS_CORPUS.map((vector) => [vector] as const))(
    'leaves nothing that runs: %s',
    (vector) => {
      expect(dangers(sanitizeHtml(vector))).toEqual([]);
    },
  );

  it('keeps ordinary formatting, pictures and links', () => {
    const html = sanitizeHtml(
      '<h3>Title</h3><p><strong>Bold</strong> <a href="/m/home">home</a></p><img src="/content/art/a.png" alt="A">',
    );
    expect(html).toBe(
      '<h3>Title</h3><p><strong>Bold</strong> <a href="/m/home">home</a></p><img src="/content/art/a.png" alt="A">',
    );
  });

  it('opens links to other sites in a new tab without the opener', () => {
    const root = document.createElement('div');
    root.innerHTML = sanitizeHtml(
      '<a href="https://example.com/x">out</a><a href="/m/activity" target="_top">in</a>',
    );
    const [outside, inside] = root.querySelectorAll('a');
    expect(outside?.getAttribute('target')).toBe('_blank');
    expect(outside?.getAttribute('rel')).toBe('noopener noreferrer');
    expect(inside?.hasAttribute('target')).toBe(false);
  });

  it('keeps the text of removed elements readable', () => {
    expect(sanitizeHtml('<p onclick="alert(1)">tap</p>')).toBe('<p>tap</p>');
    expect(sanitizeHtml('<a href="javascript:alert(1)">click</a>')).toBe('<a>click</a>');
  });
});
