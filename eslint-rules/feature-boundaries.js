// @ts-check
import { dirname, relative, resolve, sep } from 'node:path';

/**
 * Features never import each other (docs/architecture.md). `no-restricted-imports` sees only the
 * written specifier, so a relative `../../status/...` would slip through: this rule resolves the
 * specifier against the importing file and compares the feature folders.
 *
 * @type {import('eslint').Rule.RuleModule}
 */
export default {
  meta: {
    type: 'problem',
    docs: {
      description:
        'A feature may not import another feature; shared code moves to ui/, lib/ or api/.',
    },
    schema: [],
    messages: {
      crossFeature:
        'Feature "{{from}}" may not import feature "{{to}}" (move shared code to ui/, lib/ or api/).',
    },
  },
  create(context) {
    const featuresRoot = resolve(context.cwd, 'src', 'features');
    const featureOf = (/** @type {string} */ file) => {
      const rel = relative(featuresRoot, file);
      return rel.startsWith('..') || rel === '' ? null : (rel.split(sep)[0] ?? null);
    };
    const from = featureOf(context.filename);
    if (!from) return {};
    /** @param {import('estree').Node & { source?: import('estree').Literal | null }} node */
    const check = (node) => {
      const spec = node.source?.value;
      if (typeof spec !== 'string' || !spec.startsWith('.')) return;
      const to = featureOf(resolve(dirname(context.filename), spec));
      if (to && to !== from)
        context.report({ node, messageId: 'crossFeature', data: { from, to } });
    };
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
    };
  },
};
