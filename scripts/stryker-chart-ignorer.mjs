import { PluginKind, declareValuePlugin } from '@stryker-mutator/api/plugin';

/**
 * Parts of a chart no player or view can notice, skipped for every chart:
 * - `types: {...}` of `setup(...)`: TypeScript types, erased at run time.
 * - the name given to a `notProvidedActor(...)` / `notProvidedAction(...)` placeholder: it only
 *   appears in the error thrown when the site forgot to provide that effect.
 */
const chartIgnorer = {
  shouldIgnore(path) {
    const node = path.node;
    if (
      node.type === 'ObjectProperty' &&
      node.key.type === 'Identifier' &&
      node.key.name === 'types'
    ) {
      const call = path.parentPath?.parentPath?.node;
      if (
        call?.type === 'CallExpression' &&
        call.callee.type === 'Identifier' &&
        call.callee.name === 'setup'
      ) {
        return 'types only: erased at run time';
      }
    }
    if (
      node.type === 'CallExpression' &&
      node.callee.type === 'Identifier' &&
      /^notProvided(Actor|Action)$/.test(node.callee.name)
    ) {
      return 'placeholder name: only in the error of an effect the site did not provide';
    }
    return undefined;
  },
};

export const strykerPlugins = [declareValuePlugin(PluginKind.Ignore, 'charts', chartIgnorer)];
