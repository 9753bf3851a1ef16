// @ts-check

/**
 * A finding is switched off only with the reason written beside it (`-- why`), so a reader can
 * judge whether the rule is wrong for the case or the code should change. The directive names
 * the rules it disables: a bare `eslint-disable` would hide every rule, future ones included.
 * (A bare file-wide block comment silences this rule too; the generated files that carry one are ignored.)
 *
 * @type {import('eslint').Rule.RuleModule}
 */
export default {
  meta: {
    type: 'suggestion',
    docs: {
      description: 'An eslint-disable directive names its rules and gives a reason after "--".',
    },
    schema: [],
    messages: {
      noReason: 'Say why the rule is wrong here: "{{directive}} <rule> -- <reason>".',
      noRules: 'Name the rules to disable: "{{directive}} <rule> -- <reason>".',
    },
  },
  create(context) {
    return {
      Program() {
        for (const comment of context.sourceCode.getAllComments()) {
          const text = comment.value.trim();
          const match = /^(eslint-disable(?:-next-line|-line)?)(?:\s|$)/.exec(text);
          if (!match) continue;
          const directive = match[1] ?? 'eslint-disable';
          const [rules = '', reason = ''] = text.slice(directive.length).split(/\s--\s/, 2);
          if (rules.trim() === '')
            context.report({
              loc: comment.loc ?? { line: 1, column: 0 },
              messageId: 'noRules',
              data: { directive },
            });
          else if (reason.trim() === '')
            context.report({
              loc: comment.loc ?? { line: 1, column: 0 },
              messageId: 'noReason',
              data: { directive },
            });
        }
      },
    };
  },
};
