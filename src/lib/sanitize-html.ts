import DOMPurify, { type Config } from 'dompurify';

/**
 * Promotion and announcement HTML comes from the operator's back office (and anyone who got into
 * it): issue 7 requires that no script, event handler or `javascript:` link survives. DOMPurify
 * removes scripts, handlers and dangerous URLs; the hook below also drops `data:` and `vbscript:`
 * links and makes links to other sites open in a new tab without handing over the opener.
 */

// Our own instance: hooks added here do not leak into other users of the global DOMPurify.
const purify = DOMPurify(window);

const CONFIG: Config = {
  USE_PROFILES: { html: true },
  // Forms, frames and styles could phish or restyle the page; content never needs them.
  FORBID_TAGS: [
    'style',
    'form',
    'input',
    'button',
    'textarea',
    'select',
    'iframe',
    'frame',
    'object',
    'embed',
    'base',
    'meta',
    'link',
  ],
  FORBID_ATTR: ['style', 'srcset', 'formaction', 'action'],
  ADD_ATTR: ['target'],
  ALLOW_DATA_ATTR: false,
};

/** Drops whitespace and control characters, which browsers skip inside a URL scheme. */
function withoutControls(value: string): string {
  return [...value].filter((c) => c.charCodeAt(0) > 0x20 && c.charCodeAt(0) !== 0x7f).join('');
}

const UNSAFE_LINK = /^\s*(?:javascript|vbscript|data):/i;

purify.addHook('afterSanitizeAttributes', (node) => {
  for (const name of ['href', 'src', 'xlink:href'] as const) {
    const value = node.getAttribute(name);
    // Browsers ignore control characters and whitespace inside the scheme; so does this check.
    if (value !== null && UNSAFE_LINK.test(withoutControls(value))) node.removeAttribute(name);
  }
  if (node.tagName !== 'A') return;
  const href = node.getAttribute('href');
  if (href === null) {
    node.removeAttribute('target');
    return;
  }
  if (isOtherSite(href)) {
    node.setAttribute('target', '_blank');
    node.setAttribute('rel', 'noopener noreferrer');
  } else if (node.getAttribute('target') === '_blank') {
    node.setAttribute('rel', 'noopener noreferrer');
  } else {
    node.removeAttribute('target');
  }
});

function isOtherSite(href: string): boolean {
  try {
    return new URL(href, window.location.href).origin !== window.location.origin;
  } catch {
    return false;
  }
}

/** Safe HTML for `dangerouslySetInnerHTML`; the only way content HTML reaches the page. */
export function sanitizeHtml(html: string): string {
  return purify.sanitize(html, CONFIG);
}
