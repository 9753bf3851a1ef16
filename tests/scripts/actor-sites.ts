import { readdirSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import ts from 'typescript';

/** The one module allowed to call xstate's `createActor` itself. */
export const HELPER = 'src/lib/inspected-actor.ts';

/** Functions that create a root actor, by the module they come from. */
const CREATORS: Record<string, readonly string[]> = {
  xstate: ['createActor', 'interpret'],
  '@xstate/react': ['useActorRef', 'useMachine', 'useActor', 'createActorContext'],
};

export interface ActorSite {
  file: string;
  line: number;
  creator: string;
  /** Whether the site goes through the helper (`createInspectedActor`, or options wrapped in `inspected(...)`). */
  inspected: boolean;
  /** The logic expression, for following it back to the chart it runs. */
  logic: ts.Expression | undefined;
}

export function sourceFiles(dir = 'src'): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter(
      (name) =>
        /\.tsx?$/.test(name) && !name.endsWith('.d.ts') && !name.endsWith('routeTree.gen.ts'),
    )
    .map((name) => join(dir, name));
}

const isInspectedCall = (node: ts.Node | undefined) =>
  !!node &&
  ts.isCallExpression(node) &&
  ts.isIdentifier(node.expression) &&
  node.expression.text === 'inspected';

/** Every place in a source file that creates a root actor, routed or not. */
export function actorSites(sourceFile: ts.SourceFile): ActorSite[] {
  const file = relative(process.cwd(), sourceFile.fileName);
  const creators = new Map<string, string>();
  for (const statement of sourceFile.statements) {
    if (!ts.isImportDeclaration(statement) || !ts.isStringLiteral(statement.moduleSpecifier))
      continue;
    const names = CREATORS[statement.moduleSpecifier.text];
    const bindings = statement.importClause?.namedBindings;
    if (!names || !bindings || !ts.isNamedImports(bindings)) continue;
    for (const element of bindings.elements) {
      const imported = (element.propertyName ?? element.name).text;
      if (names.includes(imported)) creators.set(element.name.text, imported);
    }
  }
  const sites: ActorSite[] = [];
  const lineOf = (node: ts.Node) =>
    sourceFile.getLineAndCharacterOfPosition(node.getStart(sourceFile)).line + 1;
  const visit = (node: ts.Node): void => {
    if (ts.isCallExpression(node) && ts.isIdentifier(node.expression)) {
      const creator = creators.get(node.expression.text);
      if (creator) {
        const inspected =
          creator === 'createActor' || creator === 'interpret'
            ? file === HELPER
            : isInspectedCall(node.arguments[1]);
        sites.push({ file, line: lineOf(node), creator, inspected, logic: node.arguments[0] });
      }
      if (node.expression.text === 'createInspectedActor') {
        sites.push({
          file,
          line: lineOf(node),
          creator: 'createInspectedActor',
          inspected: true,
          logic: node.arguments[0],
        });
      }
    }
    // <Context.Provider options={...}> replaces the options given to createActorContext.
    if (ts.isJsxAttribute(node) && node.name.getText(sourceFile) === 'options') {
      const element = node.parent.parent;
      const tag =
        ts.isJsxSelfClosingElement(element) || ts.isJsxOpeningElement(element)
          ? element.tagName.getText(sourceFile)
          : '';
      if (tag.endsWith('.Provider')) {
        const value =
          node.initializer && ts.isJsxExpression(node.initializer)
            ? node.initializer.expression
            : undefined;
        sites.push({
          file,
          line: lineOf(node),
          creator: `${tag} options`,
          inspected: isInspectedCall(value),
          logic: undefined,
        });
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(sourceFile);
  return sites;
}

/**
 * The charts a site runs: follows the logic expression back through the declarations it uses
 * (local and imported values, helper functions) to the machines exported by the chart modules,
 * and on through those machines to the charts they invoke or spawn.
 */
export function chartsReached(
  program: ts.Program,
  sites: ActorSite[],
  machineDeclarations: Map<ts.Declaration, string>,
): Set<string> {
  const checker = program.getTypeChecker();
  const reached = new Set<string>();
  const seen = new Set<ts.Node>();
  const follow = (node: ts.Node): void => {
    if (seen.has(node)) return;
    seen.add(node);
    if (ts.isIdentifier(node)) {
      let symbol = checker.getSymbolAtLocation(node);
      if (symbol && symbol.flags & ts.SymbolFlags.Alias) symbol = checker.getAliasedSymbol(symbol);
      for (const declaration of symbol?.declarations ?? []) {
        // A chart that invokes or spawns another runs it in its own system: walking on into the
        // chart reaches those too.
        const chart = machineDeclarations.get(declaration);
        if (chart) reached.add(chart);
        const file = declaration.getSourceFile();
        if (file.isDeclarationFile || file.fileName.includes('/node_modules/')) continue;
        // The catalogue names every chart; reaching it says nothing about which one runs.
        if (file.fileName === resolve('machines/index.ts')) continue;
        // Parameters carry what the caller passes; a chart's logic is built, not passed, here.
        if (ts.isParameter(declaration)) continue;
        // `const [logic] = useState(() => …)`: the value comes from the whole declaration's initializer.
        let whole: ts.Node = declaration;
        while (
          ts.isBindingElement(whole) ||
          ts.isArrayBindingPattern(whole) ||
          ts.isObjectBindingPattern(whole)
        )
          whole = whole.parent;
        follow(whole);
      }
      return;
    }
    ts.forEachChild(node, follow);
  };
  for (const site of sites) if (site.inspected && site.logic) follow(site.logic);
  return reached;
}
