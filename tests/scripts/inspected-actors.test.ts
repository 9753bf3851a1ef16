import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { machines } from '../../machines/index.ts';
import { actorSites, chartsReached, HELPER, sourceFiles } from './actor-sites.ts';

/** The declarations of the charts listed in machines/index.ts, by chart name. */
function chartDeclarations(program: ts.Program): Map<ts.Declaration, string> {
  const checker = program.getTypeChecker();
  const index = program.getSourceFile(resolve('machines/index.ts'));
  if (!index) throw new Error('machines/index.ts is not in the program');
  const exported = checker.getSymbolAtLocation(index);
  const byName = new Map<ts.Declaration, string>();
  for (const property of checker.getExportsOfModule(exported!)) {
    if (property.name !== 'machines') continue;
    const literal =
      property.valueDeclaration && ts.isVariableDeclaration(property.valueDeclaration)
        ? property.valueDeclaration.initializer
        : undefined;
    const object = literal && ts.isAsExpression(literal) ? literal.expression : literal;
    if (!object || !ts.isObjectLiteralExpression(object))
      throw new Error('machines/index.ts: `machines` is not an object literal');
    for (const entry of object.properties) {
      if (!ts.isPropertyAssignment(entry)) continue;
      let symbol = checker.getSymbolAtLocation(entry.initializer);
      if (symbol && symbol.flags & ts.SymbolFlags.Alias) symbol = checker.getAliasedSymbol(symbol);
      for (const declaration of symbol?.declarations ?? [])
        byName.set(declaration, entry.name.getText());
    }
  }
  return byName;
}

describe('one inspector for every chart (src/lib/inspected-actor.ts)', () => {
  const files = sourceFiles();

  it('every actor the site creates goes through the helper', () => {
    const sites = files.flatMap((file) =>
      actorSites(
        ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true),
      ),
    );
    const stray = sites
      .filter((site) => !site.inspected)
      .map((site) => `${site.file}:${site.line} ${site.creator}`);
    expect(
      stray,
      `create actors with createInspectedActor, or pass inspected(options) to the hook (${HELPER})`,
    ).toEqual([]);
    expect(sites.filter((site) => site.inspected).length).toBeGreaterThan(0);
  });

  it('every chart of machines/index.ts is started through the helper somewhere in src/', () => {
    const program = ts.createProgram([...files, resolve('machines/index.ts')], {
      target: ts.ScriptTarget.ES2022,
      module: ts.ModuleKind.ESNext,
      moduleResolution: ts.ModuleResolutionKind.Bundler,
      jsx: ts.JsxEmit.ReactJSX,
      allowImportingTsExtensions: true,
      noEmit: true,
      skipLibCheck: true,
      types: [],
    });
    // Binding the files (which the checker does) gives their nodes the parent links the walk reads.
    program.getTypeChecker();
    const sites = files.flatMap((file) => actorSites(program.getSourceFile(resolve(file))!));
    const reached = chartsReached(program, sites, chartDeclarations(program));
    expect([...reached].sort()).toEqual(Object.keys(machines).sort());
  }, 120_000);
});
