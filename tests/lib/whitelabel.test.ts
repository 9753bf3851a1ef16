import { describe, expect, it } from 'vitest';
import { enabledModules, type WhitelabelNode } from '../../src/lib/whitelabel';

const node = (
  moduleId: string,
  enabled: boolean,
  children: WhitelabelNode[] = [],
): WhitelabelNode => ({ moduleId, enabled, children });

describe('whitelabel', () => {
  const tree = [
    node('COMM3', true),
    node('REG3', true, [
      node('USERNAMEREG3', true),
      node('MOBILENUMREG3', false, [node('REGMOBVERF3', true)]),
    ]),
    node('GAMELO3', false, [node('GAMELOFAV3', true, [node('GAMELOREC3', true)])]),
  ];
  const set = enabledModules(tree);

  it('enables a module only when it and every ancestor are enabled', () => {
    expect([...set].sort()).toEqual(['COMM3', 'REG3', 'USERNAMEREG3']);
  });

  it('handles an empty tree', () => {
    expect(enabledModules([]).size).toBe(0);
  });
});
