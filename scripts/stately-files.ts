import { readdirSync, readFileSync } from 'node:fs';
import { basename, dirname, join, relative, resolve } from 'node:path';
import ts from 'typescript';

/**
 * One self-contained file per chart for the Stately visualiser and editor: the chart's own code
 * (descriptions and comments included) with every constant, helper and type it uses from the
 * other chart modules copied in, and types from the site's code written out as plain local types.
 * The result imports nothing but `xstate`, so it can be pasted or imported on its own.
 *
 * The editor's Import reads the code and does not run it, so the chart is copied as written: its
 * structure (states, events, targets, guard, action and actor names, delays, tags, descriptions)
 * must be literal in machines/, not a shared transition object or state config, a helper call that
 * returns transitions, or a spread. tests/scripts/stately-files.test.ts reads each file that way.
 */

export const STATELY_DIR = 'docs/charts';
const MACHINES_DIR = 'machines';
const INDEX = `${MACHINES_DIR}/index.ts`;
/** The contract's facts (limits, timings, member types, registration fields) that charts may read. */
const CONTRACT_FACTS_DIR = 'shared/contract';

export interface StatelyFile {
  /** Key in machines/index.ts, e.g. `gameList`. */
  chart: string;
  /** Exported name of the machine, e.g. `gameListMachine`. */
  exportName: string;
  /** Repository path of the chart's source, e.g. `machines/game-list.machine.ts`. */
  source: string;
  /** Repository path of the generated file, e.g. `docs/charts/game-list.stately.ts`. */
  path: string;
  content: string;
}

type TopLevel = ts.Statement;

/** Every chart listed in machines/index.ts, as a standalone visualiser file. */
export function statelyFiles(root = process.cwd()): StatelyFile[] {
  const indexPath = resolve(root, INDEX);
  const program = ts.createProgram([indexPath], {
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    allowImportingTsExtensions: true,
    strict: true,
    noEmit: true,
    skipLibCheck: true,
    types: [],
  });
  const checker = program.getTypeChecker();
  const index = program.getSourceFile(indexPath);
  if (!index) throw new Error(`cannot read ${INDEX}`);
  return chartsOf(index, checker).map(({ chart, exportName, declaration }) => {
    const source = relative(root, declaration.getSourceFile().fileName);
    const path = `${STATELY_DIR}/${basename(source).replace(/\.machine\.ts$/, '')}.stately.ts`;
    return {
      chart,
      exportName,
      source,
      path,
      content: new ChartFile(checker, root, declaration).render(source),
    };
  });
}

/** The generated files that no longer belong to a listed chart. */
export function strayStatelyFiles(files: StatelyFile[], root = process.cwd()): string[] {
  const wanted = new Set(files.map((f) => f.path));
  let present: string[] = [];
  try {
    present = readdirSync(join(root, STATELY_DIR))
      .filter((name) => name.endsWith('.stately.ts'))
      .map((name) => `${STATELY_DIR}/${name}`);
  } catch {
    return [];
  }
  return present.filter((p) => !wanted.has(p));
}

function chartsOf(index: ts.SourceFile, checker: ts.TypeChecker) {
  const machinesObject = index.statements
    .filter(ts.isVariableStatement)
    .flatMap((s) => [...s.declarationList.declarations])
    .find((d) => d.name.getText() === 'machines');
  let literal = machinesObject?.initializer;
  while (
    literal &&
    (ts.isAsExpression(literal) ||
      ts.isSatisfiesExpression(literal) ||
      ts.isParenthesizedExpression(literal))
  )
    literal = literal.expression;
  if (!literal || !ts.isObjectLiteralExpression(literal))
    throw new Error(`${INDEX} has no \`machines\` object literal`);
  return literal.properties.map((property) => {
    const chart = property.name?.getText() ?? '';
    const valueNode = ts.isPropertyAssignment(property)
      ? property.initializer
      : ts.isShorthandPropertyAssignment(property)
        ? property.name
        : undefined;
    const symbol = valueNode && resolveSymbol(checker, valueNode);
    const declaration = symbol?.declarations?.find(ts.isVariableDeclaration);
    if (!declaration) throw new Error(`${INDEX}: cannot find the declaration of chart "${chart}"`);
    return { chart, exportName: declaration.name.getText(), declaration };
  });
}

function resolveSymbol(checker: ts.TypeChecker, node: ts.Node): ts.Symbol | undefined {
  const symbol =
    node.parent && ts.isShorthandPropertyAssignment(node.parent) && node.parent.name === node
      ? checker.getShorthandAssignmentValueSymbol(node.parent)
      : checker.getSymbolAtLocation(node);
  if (!symbol) return undefined;
  return symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol;
}

/** The top-level statement a declaration belongs to, if it is one. */
function topLevelStatement(declaration: ts.Declaration): TopLevel | undefined {
  let node: ts.Node = declaration;
  if (ts.isVariableDeclaration(node)) node = node.parent.parent;
  if (!node.parent || !ts.isSourceFile(node.parent)) return undefined;
  if (
    ts.isVariableStatement(node) ||
    ts.isFunctionDeclaration(node) ||
    ts.isInterfaceDeclaration(node) ||
    ts.isTypeAliasDeclaration(node) ||
    ts.isClassDeclaration(node) ||
    ts.isEnumDeclaration(node)
  ) {
    return node;
  }
  return undefined;
}

function importedFrom(
  symbol: ts.Symbol,
): { module: string; name: string; local: string; typeOnly: boolean } | undefined {
  const specifier = symbol.declarations?.find(ts.isImportSpecifier);
  if (!specifier) return undefined;
  const declaration = specifier.parent.parent.parent;
  const module = (declaration.moduleSpecifier as ts.StringLiteral).text;
  const typeOnly = specifier.isTypeOnly || !!declaration.importClause?.isTypeOnly;
  return {
    module,
    name: (specifier.propertyName ?? specifier.name).text,
    local: specifier.name.text,
    typeOnly,
  };
}

class ChartFile {
  private readonly ordered: TopLevel[] = [];
  /** Which modules each module takes statements from. */
  private readonly fileUses = new Map<ts.SourceFile, Set<ts.SourceFile>>();
  private readonly seen = new Set<TopLevel>();
  /** Types from the site's code (src/), written out as local types. */
  private readonly outsideTypes = new Map<string, ts.Symbol>();
  private readonly outsideTypeTexts = new Map<string, string>();
  private readonly xstateValues = new Set<string>();
  private readonly xstateTypes = new Set<string>();

  constructor(
    private readonly checker: ts.TypeChecker,
    private readonly root: string,
    private readonly machine: ts.VariableDeclaration,
  ) {}

  render(source: string): string {
    const statement = topLevelStatement(this.machine);
    if (!statement) throw new Error(`${source}: the chart is not a top-level declaration`);
    this.visit(statement);
    // Writing a type out can name further types of the site's code (a recursive node type).
    for (
      let pending = this.unwrittenOutsideType();
      pending;
      pending = this.unwrittenOutsideType()
    ) {
      const [name, symbol] = pending;
      this.outsideTypeTexts.set(
        name,
        this.typeText(this.checker.getDeclaredTypeOfSymbol(symbol), 0, false, true),
      );
    }
    this.assertNoClashes(source);

    const imports = [...this.xstateValues].sort().concat(
      [...this.xstateTypes]
        .filter((n) => !this.xstateValues.has(n))
        .sort()
        .map((n) => `type ${n}`),
    );
    const parts: string[] = [
      `// Generated by \`npm run charts\` from ${source}; do not edit by hand.`,
      '// Self-contained: it imports nothing but xstate. To see the chart, import this whole file in the',
      '// Stately editor (https://stately.ai/editor: Code panel, Import). Effects are placeholders; the',
      '// site provides the real ones.',
      '',
      `import { ${imports.join(', ')} } from 'xstate';`,
    ];
    const chartDoc = this.chartDocComments();
    if (chartDoc) parts.push('', chartDoc);
    for (const [name, symbol] of [...this.outsideTypes].sort(([a], [b]) => a.localeCompare(b))) {
      parts.push(
        '',
        `/** Stands for the site's \`${name}\` (${this.originOf(symbol)}). */`,
        `type ${name} = ${this.outsideTypeTexts.get(name)};`,
      );
    }
    for (const file of this.fileOrder(statement.getSourceFile())) {
      const statements = this.ordered
        .filter((node) => node.getSourceFile() === file)
        .sort((a, b) => a.pos - b.pos);
      const name = relative(this.root, file.fileName);
      if (name !== source) parts.push('', `// From ${name}`);
      for (const node of statements) parts.push('', this.statementText(node, node === statement));
    }
    return `${parts.join('\n')}\n`;
  }

  /**
   * Modules a module uses come before it, and each module's statements keep their order, so
   * a constant is always declared before a module-level expression reads it.
   */
  private fileOrder(chart: ts.SourceFile): ts.SourceFile[] {
    const order: ts.SourceFile[] = [];
    const done = new Set<ts.SourceFile>();
    const visit = (file: ts.SourceFile) => {
      if (done.has(file)) return;
      done.add(file);
      for (const used of this.fileUses.get(file) ?? []) visit(used);
      order.push(file);
    };
    visit(chart);
    return order;
  }

  /** A depth-first walk: what a statement uses is written before it. */
  private visit(statement: TopLevel): void {
    if (this.seen.has(statement)) return;
    this.seen.add(statement);
    const walk = (node: ts.Node): void => {
      if (ts.isIdentifier(node)) this.use(node);
      ts.forEachChild(node, walk);
    };
    ts.forEachChild(statement, walk);
    this.ordered.push(statement);
  }

  private use(identifier: ts.Identifier): void {
    const direct =
      identifier.parent &&
      ts.isShorthandPropertyAssignment(identifier.parent) &&
      identifier.parent.name === identifier
        ? this.checker.getShorthandAssignmentValueSymbol(identifier.parent)
        : this.checker.getSymbolAtLocation(identifier);
    if (!direct) return;
    const imported = direct.flags & ts.SymbolFlags.Alias ? importedFrom(direct) : undefined;
    if (direct.flags & ts.SymbolFlags.Alias && !imported) {
      throw new Error(
        `${identifier.getSourceFile().fileName}: "${identifier.text}" comes from a default or namespace import; a chart module may use named imports only`,
      );
    }
    if (imported && imported.local !== imported.name) {
      throw new Error(
        `${identifier.getSourceFile().fileName}: renamed import "${imported.name} as ${imported.local}" is not supported`,
      );
    }
    if (imported?.module === 'xstate') {
      (imported.typeOnly ? this.xstateTypes : this.xstateValues).add(imported.name);
      return;
    }
    const symbol =
      direct.flags & ts.SymbolFlags.Alias ? this.checker.getAliasedSymbol(direct) : direct;
    for (const declaration of symbol.declarations ?? []) {
      const file = declaration.getSourceFile();
      if (file.isDeclarationFile || file.fileName.includes('/node_modules/')) {
        if (imported)
          throw new Error(
            `${identifier.getSourceFile().fileName}: "${imported.name}" comes from "${imported.module}"; a chart may import only xstate and chart modules`,
          );
        continue;
      }
      const statement = topLevelStatement(declaration);
      if (!statement) continue;
      if (this.isChartModule(file.fileName)) {
        const user = identifier.getSourceFile();
        if (file !== user)
          this.fileUses.set(user, (this.fileUses.get(user) ?? new Set()).add(file));
        this.visit(statement);
      } else if (symbol.flags & (ts.SymbolFlags.TypeAlias | ts.SymbolFlags.Interface)) {
        this.outsideTypes.set(symbol.name, symbol);
      } else {
        throw new Error(
          `${identifier.getSourceFile().fileName}: "${symbol.name}" is a value from ${relative(this.root, file.fileName)}; a chart may use only types from the site's code`,
        );
      }
    }
  }

  private unwrittenOutsideType(): [string, ts.Symbol] | undefined {
    return [...this.outsideTypes].find(([name]) => !this.outsideTypeTexts.has(name));
  }

  /** A named, non-generic type declared in the site's code: written once under its own name. */
  private namedOutsideType(type: ts.Type): string | undefined {
    const symbol = type.aliasSymbol ?? type.getSymbol();
    if (!symbol || symbol.name.startsWith('__')) return undefined;
    if (
      type.aliasSymbol
        ? type.aliasTypeArguments?.length
        : (type as ts.TypeReference).typeArguments?.length
    )
      return undefined;
    if (!(symbol.flags & (ts.SymbolFlags.TypeAlias | ts.SymbolFlags.Interface))) return undefined;
    const file = symbol.declarations?.[0]?.getSourceFile();
    if (
      !file ||
      file.isDeclarationFile ||
      file.fileName.includes('/node_modules/') ||
      this.isChartModule(file.fileName)
    )
      return undefined;
    const known = this.outsideTypes.get(symbol.name);
    if (known && known !== symbol) return undefined;
    this.outsideTypes.set(symbol.name, symbol);
    return symbol.name;
  }

  /**
   * Modules whose statements are copied in: the charts' own, and the contract's facts the charts
   * read (shared/contract/*.ts: plain constants and functions without imports). The call schemas
   * below it are not: a chart takes only types from them, written out like the site's.
   */
  private isChartModule(fileName: string): boolean {
    // Any module of machines/, so a chart in a folder (machines/cashier/) may use the shared
    // helpers above it (machines/not-provided.ts) as a top-level chart does.
    if (!relative(join(this.root, MACHINES_DIR), fileName).startsWith('..')) return true;
    return dirname(relative(this.root, fileName)) === CONTRACT_FACTS_DIR;
  }

  private assertNoClashes(source: string): void {
    const names = new Map<string, string>();
    const add = (name: string, where: string) => {
      const other = names.get(name);
      if (other && other !== where)
        throw new Error(
          `${source}: "${name}" is declared in both ${other} and ${where}; rename one`,
        );
      names.set(name, where);
    };
    for (const name of this.outsideTypes.keys()) add(name, 'the site');
    for (const node of this.ordered) {
      const where = relative(this.root, node.getSourceFile().fileName);
      for (const name of declaredNames(node)) add(`${name}`, where);
    }
    for (const name of [...this.xstateValues, ...this.xstateTypes]) add(name, 'xstate');
  }

  /** The chart module's own doc comments that sit on statements the file leaves out (re-exports). */
  private chartDocComments(): string {
    const file = this.machine.getSourceFile();
    const text = file.getFullText();
    const comments: string[] = [];
    for (const statement of file.statements) {
      if (this.seen.has(statement) || ts.isImportDeclaration(statement)) continue;
      for (const range of ts.getLeadingCommentRanges(text, statement.pos) ?? []) {
        const comment = text.slice(range.pos, range.end);
        if (comment.startsWith('/**')) comments.push(comment);
      }
    }
    return comments.join('\n\n');
  }

  /** The statement with its doc comment, without `export` unless it is the chart itself. */
  private statementText(node: TopLevel, isChart: boolean): string {
    const file = node.getSourceFile();
    const text = file.getFullText();
    const comments = (ts.getLeadingCommentRanges(text, node.pos) ?? []).map((r) =>
      text.slice(r.pos, r.end),
    );
    const exported = ts.canHaveModifiers(node)
      ? ts.getModifiers(node)?.find((m) => m.kind === ts.SyntaxKind.ExportKeyword)
      : undefined;
    const body =
      exported && !isChart ? text.slice(exported.end, node.end).trimStart() : node.getText();
    const withExport = isChart && !exported ? `export ${body}` : body;
    return [...comments, withExport].join('\n');
  }

  private originOf(symbol: ts.Symbol): string {
    const file = symbol.declarations?.[0]?.getSourceFile().fileName;
    return file ? relative(this.root, file) : 'unknown';
  }

  /**
   * A structural rendering of a type from the site's code, so the file needs none of it.
   * `optional`: the type of an optional property, whose `undefined` the `?` already says.
   */
  private typeText(type: ts.Type, depth: number, optional = false, declaring = false): string {
    const { checker } = this;
    const F = ts.TypeFlags;
    if (depth > 6) return 'unknown';
    const named = declaring ? undefined : this.namedOutsideType(type);
    if (named) return named;
    if (
      type.flags &
      (F.Any |
        F.Unknown |
        F.String |
        F.Number |
        F.Boolean |
        F.BigInt |
        F.ESSymbol |
        F.Void |
        F.Undefined |
        F.Null |
        F.Never |
        F.Literal |
        F.TemplateLiteral)
    ) {
      return checker.typeToString(
        type,
        undefined,
        ts.TypeFormatFlags.UseSingleQuotesForStringLiteralType,
      );
    }
    if (type.isUnion()) {
      const members = optional ? type.types.filter((t) => !(t.flags & F.Undefined)) : type.types;
      const parts = members.map((t) => this.typeText(t, depth));
      const booleans = parts.includes('true') && parts.includes('false');
      const merged = booleans
        ? ['boolean', ...parts.filter((p) => p !== 'true' && p !== 'false')]
        : parts;
      return [...new Set(merged)].map(parenthesise).join(' | ');
    }
    if (type.isIntersection())
      return type.types.map((t) => parenthesise(this.typeText(t, depth))).join(' & ');
    if (type.flags & F.TypeParameter) return 'unknown';
    if (!(type.flags & F.Object)) return 'unknown';
    const declaredIn = type.getSymbol()?.declarations?.[0]?.getSourceFile();
    if (checker.isTupleType(type)) {
      return `[${checker
        .getTypeArguments(type as ts.TypeReference)
        .map((t) => this.typeText(t, depth))
        .join(', ')}]`;
    }
    if (checker.isArrayType(type)) {
      const element = this.typeText(checker.getTypeArguments(type as ts.TypeReference)[0]!, depth);
      return `${type.getSymbol()?.name === 'ReadonlyArray' ? 'ReadonlyArray' : 'Array'}<${element}>`;
    }
    // Date, Map, Promise and the like are the same everywhere: keep their names.
    if (declaredIn && isLibFile(declaredIn))
      return checker.typeToString(type, undefined, ts.TypeFormatFlags.NoTruncation);
    const signatures = type.getCallSignatures();
    if (signatures.length > 0) {
      const signature = signatures[0]!;
      const params = signature
        .getParameters()
        .map(
          (p, i) =>
            `${/^[A-Za-z_$][\w$]*$/.test(p.name) ? p.name : `arg${i}`}: ${this.typeText(checker.getTypeOfSymbol(p), depth + 1)}`,
        );
      return `(${params.join(', ')}) => ${this.typeText(signature.getReturnType(), depth + 1)}`;
    }
    const members: string[] = [];
    for (const info of checker.getIndexInfosOfType(type)) {
      members.push(
        `${info.isReadonly ? 'readonly ' : ''}[key: ${checker.typeToString(info.keyType)}]: ${this.typeText(info.type, depth + 1)}`,
      );
    }
    for (const property of checker.getPropertiesOfType(type)) {
      const optional = property.flags & ts.SymbolFlags.Optional ? '?' : '';
      const declaration = property.declarations?.[0];
      const readonly =
        declaration &&
        ts.canHaveModifiers(declaration) &&
        ts.getModifiers(declaration)?.some((m) => m.kind === ts.SyntaxKind.ReadonlyKeyword)
          ? 'readonly '
          : '';
      const name = /^[A-Za-z_$][\w$]*$/.test(property.name)
        ? property.name
        : JSON.stringify(property.name);
      members.push(
        `${readonly}${name}${optional}: ${this.typeText(checker.getTypeOfSymbol(property), depth + 1, !!optional)}`,
      );
    }
    if (members.length === 0) return 'Record<string, never>';
    const inline = `{ ${members.join('; ')} }`;
    if (inline.length <= 100 && !inline.includes('\n')) return inline;
    const indent = '  '.repeat(depth);
    return `{\n${members.map((m) => `${indent}  ${m};`).join('\n')}\n${indent}}`;
  }
}

function isLibFile(file: ts.SourceFile): boolean {
  return (
    file.isDeclarationFile && /[\\/]typescript[\\/]lib[\\/]lib\.[^\\/]*\.d\.ts$/.test(file.fileName)
  );
}

function parenthesise(text: string): string {
  return text.includes('=>') ? `(${text})` : text;
}

function declaredNames(node: TopLevel): string[] {
  if (ts.isVariableStatement(node))
    return node.declarationList.declarations.flatMap((d) =>
      ts.isIdentifier(d.name) ? [d.name.text] : [],
    );
  const name = (node as ts.DeclarationStatement).name;
  return name && ts.isIdentifier(name) ? [name.text] : [];
}

/** The text of a generated file on disk, or undefined when it is missing. */
export function readStatelyFile(path: string, root = process.cwd()): string | undefined {
  try {
    return readFileSync(join(root, path), 'utf8');
  } catch {
    return undefined;
  }
}
