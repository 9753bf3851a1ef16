import ts from 'typescript';
import type { AnyStateMachine } from 'xstate';

type Node = AnyStateMachine['root'];

interface TransitionLike {
  eventType: string;
  target?: ReadonlyArray<Node>;
  guard?: unknown;
  actions: ReadonlyArray<unknown>;
  reenter: boolean;
  description?: string;
}

/**
 * Everything a chart's diagram and behaviour names, as plain data: states with their ids, kinds,
 * initial states, tags, descriptions and meta, entry and exit actions, invoked actors, and every
 * transition with its event, targets, guard, actions and re-entry; plus the names the chart
 * expects to be provided and its delays. Two charts with equal graphs draw and step alike.
 */
export function chartGraph(machine: AnyStateMachine) {
  const { actors, actions, guards, delays } = machine.implementations;
  return {
    id: machine.id,
    events: [...machine.events].sort(),
    states: nodesOf(machine.root).map(nodeGraph),
    actors: Object.keys(actors).sort(),
    actions: Object.keys(actions).sort(),
    guards: Object.keys(guards).sort(),
    delays: Object.fromEntries(
      Object.entries(delays).map(([name, value]) => [
        name,
        typeof value === 'number' ? value : 'computed',
      ]),
    ),
  };
}

function nodesOf(node: Node): Node[] {
  return [node, ...(Object.values(node.states) as Node[]).flatMap(nodesOf)];
}

function nodeGraph(node: Node) {
  const transitions = [...(node.transitions as Map<string, TransitionLike[]>).values()].flat();
  return {
    id: node.id,
    type: node.type,
    initial:
      (node.initial as unknown as { target: Node[] } | undefined)?.target.map((t) => t.id) ?? null,
    tags: [...node.tags].sort(),
    description: node.description ?? null,
    meta: plain(node.meta),
    output: node.output === undefined ? null : typeof node.output,
    entry: node.entry.map(actionName),
    exit: node.exit.map(actionName),
    invoke: node.invoke.map((i) => ({
      id: i.id,
      src: typeof i.src === 'string' ? i.src : 'inline',
    })),
    transitions: [...transitions, ...((node.always ?? []) as TransitionLike[])].map(
      transitionGraph,
    ),
  };
}

function transitionGraph(t: TransitionLike) {
  return {
    event: t.eventType,
    targets: t.target?.map((n) => n.id) ?? null,
    guard: guardName(t.guard),
    actions: t.actions.map(actionName),
    reenter: t.reenter,
    description: t.description ?? null,
  };
}

/** A named action by name (with its params when they are data), a built-in by its kind. */
function actionName(action: unknown): unknown {
  if (typeof action === 'string') return action;
  if (typeof action === 'function') return (action as { type?: string }).type ?? 'inline';
  if (action && typeof action === 'object' && 'type' in action) {
    const { type, params } = action as { type: unknown; params?: unknown };
    return {
      type: actionName(type),
      params: typeof params === 'function' ? 'computed' : plain(params),
    };
  }
  return 'unknown';
}

function guardName(guard: unknown): unknown {
  if (guard === undefined) return null;
  if (typeof guard === 'string') return guard;
  if (typeof guard === 'function') {
    const g = guard as { type?: string; name: string; check?: unknown; guards?: unknown[] };
    // xstate's own guards (and, or, not, stateIn) carry no type: their function's name says which.
    const kind = g.type ?? (g.check ? `xstate.${g.name}` : 'inline');
    return g.guards ? { kind, guards: g.guards.map(guardName) } : kind;
  }
  if (guard && typeof guard === 'object' && 'type' in guard) {
    const { type, params } = guard as { type: unknown; params?: unknown };
    return {
      type: guardName(type),
      params: typeof params === 'function' ? 'computed' : plain(params),
    };
  }
  return 'unknown';
}

/** JSON-like data with functions named, so values from two module realms compare equal. */
function plain(value: unknown): unknown {
  if (value === undefined) return null;
  return JSON.parse(
    JSON.stringify(value, (_, v: unknown) => (typeof v === 'function' ? 'function' : v)),
  );
}

/**
 * The part of a chart's graph that a static importer (the Stately editor's Import) reads from the
 * code without running it: states with their ids, kinds, initial states, tags and descriptions,
 * entry and exit actions and invoked actors by name, and every transition with its event,
 * targets, guard, actions by name, re-entry and description. Action and guard params are left
 * out: they are data for the implementations, not part of the diagram.
 */
export type ChartStructure = ReturnType<typeof chartStructure>;

/** The real chart's structure, from its running graph. */
export function chartStructure(machine: AnyStateMachine) {
  const graph = chartGraph(machine);
  return {
    id: graph.id,
    states: graph.states.map((node) => ({
      id: node.id,
      type: node.type,
      initial: node.initial ?? [],
      tags: node.tags,
      description: node.description,
      entry: node.entry.map(withoutParams),
      exit: node.exit.map(withoutParams),
      invoke: node.invoke,
      transitions: byEvent(
        node.transitions.map((t) => ({
          event: t.event,
          targets: t.targets,
          guard: withoutParams(t.guard),
          actions: t.actions.map(withoutParams),
          reenter: t.reenter,
          description: t.description,
        })),
      ),
    })),
  };
}

type StructureTransition = ChartStructure['states'][number]['transitions'][number];
type StateKind = ChartStructure['states'][number]['type'];
const STATE_KINDS: readonly StateKind[] = ['atomic', 'compound', 'parallel', 'final', 'history'];

/**
 * Transitions grouped by event, each event's in their order (the order their guards are tried
 * in); the order of the events themselves is not part of the chart.
 */
function byEvent<T extends { event: string }>(transitions: T[]): T[] {
  const events = [...new Set(transitions.map((t) => t.event))].sort();
  return events.flatMap((event) => transitions.filter((t) => t.event === event));
}

function withoutParams(named: unknown): unknown {
  if (named && typeof named === 'object') {
    if ('guards' in named) {
      const { kind, guards } = named as { kind: unknown; guards: unknown[] };
      return { kind, guards: guards.map(withoutParams) };
    }
    if ('type' in named) return withoutParams((named as { type: unknown }).type);
  }
  return named;
}

/** Built-in actions and guards of xstate that the importer knows by name, with their kind. */
const XSTATE_ACTIONS = new Set([
  'assign',
  'raise',
  'sendTo',
  'sendParent',
  'log',
  'cancel',
  'stopChild',
  'spawnChild',
  'emit',
  'enqueueActions',
  'forwardTo',
]);
const XSTATE_GUARDS = new Set(['and', 'or', 'not', 'stateIn']);

export interface LiteralChart {
  /** The structure as the code spells it; undefined when the chart cannot be found at all. */
  structure: ChartStructure | undefined;
  /** Every place where the structure is not a literal, as `file:line:column what`. */
  problems: string[];
}

interface LiteralNode {
  key: string;
  id: string;
  config: Map<string, ts.Expression>;
  parent: LiteralNode | undefined;
  children: LiteralNode[];
}

/**
 * Reads a chart the way a static importer does, WITHOUT running it: finds the
 * `….createMachine({ … })` call that initialises `exportName` and walks its object literal.
 * Anything in a structural place that is not written out (a reference to a shared object or
 * state config, a call that returns transitions, a spread, a computed key) is a problem, since
 * the importer cannot see what it stands for. Implementations may stay code: inline actions
 * and guards, params, inputs, context and output.
 */
export function literalChartStructure(
  text: string,
  fileName: string,
  exportName: string,
): LiteralChart {
  const file = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
  const problems: string[] = [];
  const problem = (node: ts.Node, what: string) => {
    const { line, character } = file.getLineAndCharacterOfPosition(node.getStart(file));
    problems.push(
      `${fileName}:${line + 1}:${character + 1} ${what}: \`${node.getText(file).split('\n')[0]!.slice(0, 60)}\``,
    );
  };

  /** Names imported from xstate, by their local name. */
  const xstateImports = new Map<string, string>();
  for (const statement of file.statements) {
    if (
      ts.isImportDeclaration(statement) &&
      ts.isStringLiteral(statement.moduleSpecifier) &&
      statement.moduleSpecifier.text === 'xstate'
    ) {
      const bindings = statement.importClause?.namedBindings;
      if (bindings && ts.isNamedImports(bindings))
        for (const element of bindings.elements)
          xstateImports.set(element.name.text, (element.propertyName ?? element.name).text);
    }
  }

  const declaration = file.statements
    .filter(ts.isVariableStatement)
    .flatMap((s) => [...s.declarationList.declarations])
    .find((d) => ts.isIdentifier(d.name) && d.name.text === exportName);
  const call = declaration?.initializer && unwrap(declaration.initializer);
  const isCreateMachine =
    call &&
    ts.isCallExpression(call) &&
    (ts.isPropertyAccessExpression(call.expression)
      ? call.expression.name.text === 'createMachine'
      : ts.isIdentifier(call.expression) &&
        xstateImports.get(call.expression.text) === 'createMachine');
  if (!call || !isCreateMachine) {
    problems.push(`${fileName}: \`${exportName}\` is not initialised by a createMachine(…) call`);
    return { structure: undefined, problems };
  }
  const rootConfig = (call as ts.CallExpression).arguments[0];

  const literalString = (expression: ts.Expression, what: string): string | undefined => {
    const e = unwrapParentheses(expression);
    if (ts.isStringLiteral(e) || ts.isNoSubstitutionTemplateLiteral(e)) return e.text;
    problem(e, `${what} is not a string literal`);
    return undefined;
  };

  /** The properties of a structural object literal, each with a literal key. */
  const literalObject = (
    expression: ts.Expression,
    what: string,
  ): Map<string, ts.Expression> | undefined => {
    const e = unwrapParentheses(expression);
    if (!ts.isObjectLiteralExpression(e)) {
      problem(e, `${what} is not an object literal`);
      return undefined;
    }
    const properties = new Map<string, ts.Expression>();
    for (const property of e.properties) {
      if (ts.isSpreadAssignment(property)) problem(property, `spread in ${what}`);
      else if (ts.isShorthandPropertyAssignment(property))
        problem(property, `reference (shorthand property) in ${what}`);
      else if (!ts.isPropertyAssignment(property))
        problem(property, `method or accessor in ${what}`);
      else if (ts.isComputedPropertyName(property.name))
        problem(property.name, `computed key in ${what}`);
      else if (ts.isPrivateIdentifier(property.name))
        problem(property.name, `private name in ${what}`);
      else properties.set(property.name.text, property.initializer);
    }
    return properties;
  };

  /** One value or a literal array of them, each element read by `read`. */
  const oneOrMany = <T>(
    expression: ts.Expression,
    what: string,
    read: (e: ts.Expression) => T | undefined,
  ): T[] => {
    const e = unwrapParentheses(expression);
    if (!ts.isArrayLiteralExpression(e)) {
      const one = read(e);
      return one === undefined ? [] : [one];
    }
    const all: T[] = [];
    for (const element of e.elements) {
      if (ts.isSpreadElement(element)) problem(element, `spread in ${what}`);
      else {
        const one = read(element);
        if (one !== undefined) all.push(one);
      }
    }
    return all;
  };

  const xstateCall = (e: ts.Expression, known: Set<string>): string | undefined =>
    ts.isCallExpression(e) && ts.isIdentifier(e.expression)
      ? [xstateImports.get(e.expression.text)].find((name) => name && known.has(name))
      : undefined;

  const actionOf = (expression: ts.Expression): unknown => {
    const e = unwrapParentheses(expression);
    if (ts.isStringLiteral(e) || ts.isNoSubstitutionTemplateLiteral(e)) return e.text;
    if (ts.isArrowFunction(e) || ts.isFunctionExpression(e)) return 'inline';
    const builtin = xstateCall(e, XSTATE_ACTIONS);
    if (builtin)
      return `xstate.${builtin === 'sendParent' || builtin === 'forwardTo' ? 'sendTo' : builtin}`;
    if (ts.isObjectLiteralExpression(e)) {
      const type = literalObject(e, 'an action')?.get('type');
      if (type) return literalString(type, "an action's type");
      problem(e, 'an action object without a type');
      return undefined;
    }
    problem(e, 'an action that is neither a name, an action object nor an inline action');
    return undefined;
  };

  const guardOf = (expression: ts.Expression): unknown => {
    const e = unwrapParentheses(expression);
    if (ts.isStringLiteral(e) || ts.isNoSubstitutionTemplateLiteral(e)) return e.text;
    if (ts.isArrowFunction(e) || ts.isFunctionExpression(e)) return 'inline';
    const builtin = xstateCall(e, XSTATE_GUARDS);
    if (builtin && ts.isCallExpression(e)) {
      if (builtin === 'stateIn') return 'xstate.stateIn';
      const argument = e.arguments[0];
      if (!argument) {
        problem(e, 'a guard combinator without guards');
        return undefined;
      }
      return {
        kind: `xstate.${builtin}`,
        guards: oneOrMany(argument, 'a guard combinator', guardOf),
      };
    }
    if (ts.isObjectLiteralExpression(e)) {
      const type = literalObject(e, 'a guard')?.get('type');
      if (type) return literalString(type, "a guard's type");
      problem(e, 'a guard object without a type');
      return undefined;
    }
    problem(e, 'a guard that is neither a name, a guard object nor an inline guard');
    return undefined;
  };

  const rootProperties = rootConfig && literalObject(rootConfig, 'the chart');
  if (!rootProperties) return { structure: undefined, problems };
  const machineId = rootProperties.has('id')
    ? (literalString(rootProperties.get('id')!, "the chart's id") ?? '(machine)')
    : '(machine)';

  // First every state with its id, so a target can name any state (`#id`).
  const nodes: LiteralNode[] = [];
  const readNode = (
    key: string,
    path: string[],
    config: Map<string, ts.Expression>,
    parent: LiteralNode | undefined,
  ): LiteralNode => {
    const ownId = parent && config.get('id');
    const node: LiteralNode = {
      key,
      id: (ownId && literalString(ownId, "a state's id")) ?? [machineId, ...path].join('.'),
      config,
      parent,
      children: [],
    };
    nodes.push(node);
    const states = config.get('states');
    const children = states && literalObject(states, `the states of ${node.id}`);
    for (const [childKey, childConfig] of children ?? []) {
      const childProperties = literalObject(childConfig, `state ${node.id}.${childKey}`);
      if (childProperties)
        node.children.push(readNode(childKey, [...path, childKey], childProperties, node));
    }
    return node;
  };
  const root = readNode(machineId, [], rootProperties, undefined);
  const byId = new Map(nodes.map((n) => [n.id, n]));

  const byPath = (from: LiteralNode, path: string[]): LiteralNode | undefined =>
    path.reduce<LiteralNode | undefined>(
      (node, key) => node?.children.find((c) => c.key === key),
      from,
    );

  const targetOf = (source: LiteralNode, at: ts.Expression, target: string): string | undefined => {
    let found: LiteralNode | undefined;
    if (target.startsWith('#')) {
      const [id, ...path] = target.slice(1).split('.');
      const start = byId.get(id!);
      found = start && byPath(start, path);
    } else if (target.startsWith('.')) {
      found = byPath(source, target.slice(1).split('.'));
    } else if (source.parent) {
      found = byPath(source.parent, target.split('.'));
    }
    if (!found) problem(at, `target "${target}" names no state from ${source.id}`);
    return found?.id;
  };

  const transitionsOf = (
    source: LiteralNode,
    event: string,
    expression: ts.Expression,
    what: string,
  ): StructureTransition[] =>
    oneOrMany(expression, what, (element): StructureTransition | undefined => {
      const e = unwrapParentheses(element);
      if (ts.isStringLiteral(e) || ts.isNoSubstitutionTemplateLiteral(e)) {
        const target = targetOf(source, e, e.text);
        return {
          event,
          targets: target === undefined ? null : [target],
          guard: null,
          actions: [],
          reenter: false,
          description: null,
        };
      }
      const config = literalObject(e, what);
      if (!config) return undefined;
      const transition: StructureTransition = {
        event,
        targets: null,
        guard: null,
        actions: [],
        reenter: false,
        description: null,
      };
      for (const [key, value] of config) {
        if (key === 'target') {
          const targets = oneOrMany(value, `the targets of ${what}`, (t) => {
            const name = literalString(t, 'a target');
            return name === undefined ? undefined : targetOf(source, t, name);
          });
          transition.targets = targets;
        } else if (key === 'guard') transition.guard = guardOf(value);
        else if (key === 'actions')
          transition.actions = oneOrMany(value, `the actions of ${what}`, actionOf);
        else if (key === 'reenter') {
          const v = unwrapParentheses(value);
          if (v.kind === ts.SyntaxKind.TrueKeyword) transition.reenter = true;
          else if (v.kind !== ts.SyntaxKind.FalseKeyword)
            problem(v, '`reenter` is not true or false');
        } else if (key === 'description')
          transition.description = literalString(value, "a transition's description") ?? null;
        else if (key !== 'meta') problem(value, `unknown key "${key}" in ${what}`);
      }
      return transition;
    });

  const states = nodes.map((node) => {
    const { config } = node;
    const transitions: StructureTransition[] = [];
    const invoke: { id: string; src: string }[] = [];
    let type: StateKind = node.children.length > 0 ? 'compound' : 'atomic';
    let initial: string[] = [];
    let tags: string[] = [];
    let description: string | null = null;
    let entry: unknown[] = [];
    let exit: unknown[] = [];
    for (const [key, value] of config) {
      switch (key) {
        case 'type': {
          const kind = literalString(value, "a state's type");
          if (kind && STATE_KINDS.includes(kind as StateKind)) type = kind as StateKind;
          else if (kind) problem(value, `"${kind}" is not a kind of state`);
          break;
        }
        case 'initial': {
          const name = literalString(value, 'an initial state');
          const child = name === undefined ? undefined : byPath(node, name.split('.'));
          if (name !== undefined && !child) problem(value, `initial "${name}" names no child`);
          if (child) initial = [child.id];
          break;
        }
        case 'tags':
          tags = oneOrMany(value, 'tags', (t) => literalString(t, 'a tag')).sort();
          break;
        case 'description':
          description = literalString(value, "a state's description") ?? null;
          break;
        case 'entry':
          entry = oneOrMany(value, 'entry actions', actionOf);
          break;
        case 'exit':
          exit = oneOrMany(value, 'exit actions', actionOf);
          break;
        case 'on':
          for (const [event, transition] of literalObject(value, `the events of ${node.id}`) ?? [])
            transitions.push(...transitionsOf(node, event, transition, `"${event}" of ${node.id}`));
          break;
        case 'after':
          for (const [delay, transition] of literalObject(value, `the delays of ${node.id}`) ?? [])
            transitions.push(
              ...transitionsOf(
                node,
                `xstate.after.${delay}.${node.id}`,
                transition,
                `after ${delay} of ${node.id}`,
              ),
            );
          break;
        case 'always':
          transitions.push(...transitionsOf(node, '', value, `always of ${node.id}`));
          break;
        case 'onDone':
          transitions.push(
            ...transitionsOf(node, `xstate.done.state.${node.id}`, value, `onDone of ${node.id}`),
          );
          break;
        case 'invoke':
          oneOrMany(value, `the invocations of ${node.id}`, (i) => i).forEach((element, index) => {
            const properties = literalObject(element, `an invocation of ${node.id}`);
            if (!properties) return;
            const idValue = properties.get('id');
            const id =
              (idValue && literalString(idValue, "an invocation's id")) ?? `${index}.${node.id}`;
            const srcValue = properties.get('src');
            const src = srcValue && literalString(srcValue, "an invocation's src (actor name)");
            if (!srcValue) problem(element, 'an invocation without src');
            invoke.push({ id, src: src ?? 'inline' });
            for (const [key, v] of properties) {
              const events: Record<string, string> = {
                onDone: `xstate.done.actor.${id}`,
                onError: `xstate.error.actor.${id}`,
                onSnapshot: `xstate.snapshot.${id}`,
              };
              if (events[key])
                transitions.push(...transitionsOf(node, events[key], v, `${key} of ${id}`));
              else if (!['id', 'src', 'input', 'systemId'].includes(key))
                problem(v, `unknown key "${key}" in an invocation of ${node.id}`);
            }
          });
          break;
        case 'states':
        case 'id':
        case 'meta':
        case 'output':
        case 'history':
          break;
        case 'context':
        case 'types':
        case 'input':
        case 'version':
          if (node === root) break;
          problem(value, `unknown key "${key}" in state ${node.id}`);
          break;
        default:
          problem(value, `unknown key "${key}" in state ${node.id}`);
      }
    }
    // Each delay is started on entry (a raised event, after the state's own entry actions) and
    // cancelled on exit.
    const delays = literalKeys(config.get('after')).length;
    entry = [...entry, ...Array<string>(delays).fill('xstate.raise')];
    exit = [...exit, ...Array<string>(delays).fill('xstate.cancel')];
    return {
      id: node.id,
      type,
      initial,
      tags,
      description,
      entry,
      exit,
      invoke,
      transitions: byEvent(transitions),
    };
  });
  return { structure: { id: machineId, states }, problems };
}

/** The keys of an object literal (already checked where it is read). */
function literalKeys(expression: ts.Expression | undefined): string[] {
  const e = expression && unwrapParentheses(expression);
  if (!e || !ts.isObjectLiteralExpression(e)) return [];
  return e.properties.flatMap((p) =>
    ts.isPropertyAssignment(p) && !ts.isComputedPropertyName(p.name) ? [p.name.getText()] : [],
  );
}

function unwrapParentheses(e: ts.Expression): ts.Expression {
  return ts.isParenthesizedExpression(e) ? unwrapParentheses(e.expression) : e;
}

function unwrap(e: ts.Expression): ts.Expression {
  return ts.isParenthesizedExpression(e) || ts.isAsExpression(e) || ts.isSatisfiesExpression(e)
    ? unwrap(e.expression)
    : e;
}
