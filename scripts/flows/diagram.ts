import ELK from 'elkjs/lib/elk.bundled.js';
import type { ElkExtendedEdge, ElkNode } from 'elkjs/lib/elk-api.js';
import type { BookChart, BookState } from './chart-graph.ts';
import { escapeHtml } from './html.ts';

/**
 * The chart's diagram as an SVG string, laid out at build time by ELK (layered, top to bottom, with
 * compound states as nested boxes): every state a box (`data-state`), every guarded branch to each of
 * its targets an arrow labelled with its event and guard (`data-transition`, the coverage key), a
 * transition that stays where it is a loop on its state, each start marked by a dot with an arrow to
 * the initial state, a final state drawn with a double border, the regions of a parallel state dashed.
 */

const FONT = 12;
/** Average advance of a character of the system sans font at 12 px (measured about 6.3), with a little room. */
const CHAR = 6.6;
const LEAF_HEIGHT = 34;
const HEADER = 30;
const DOT = 12;
const ANY = '(any state)';

type Drawn = ElkNode & {
  labels?: Array<{ text: string; width: number; height: number; x?: number; y?: number }>;
};
type DrawnEdge = ElkExtendedEdge & {
  container?: string;
  labels?: Array<{ text: string; width: number; height: number; x?: number; y?: number }>;
};

const nodeId = (key: string) => `n:${key}`;
const dotId = (key: string) => `i:${key}`;
const textWidth = (text: string) => Math.ceil(text.length * CHAR);

export async function chartSvg(chart: BookChart): Promise<string> {
  const children = new Map<string, BookState[]>();
  for (const state of chart.states)
    children.set(state.parent, [...(children.get(state.parent) ?? []), state]);
  const byKey = new Map(chart.states.map((s) => [s.key, s]));

  const edges: DrawnEdge[] = [];
  const label = (text: string) => [{ text, width: textWidth(text) + 8, height: FONT + 6 }];
  const nodeOf = (state: BookState): Drawn => {
    const inner = children.get(state.key) ?? [];
    const title = headerText(state);
    if (inner.length === 0) {
      return {
        id: nodeId(state.key),
        width: Math.max(72, textWidth(state.name) + 28),
        height: LEAF_HEIGHT,
      };
    }
    return {
      id: nodeId(state.key),
      layoutOptions: {
        'elk.padding': `[top=${HEADER + 8},left=14,bottom=14,right=14]`,
        'elk.nodeSize.minimum': `(${textWidth(title) + 28}, 60)`,
        'elk.nodeSize.constraints': 'MINIMUM_SIZE',
        ...(state.kind === 'parallel' ? { 'elk.direction': 'RIGHT' } : {}),
      },
      children: [...(state.kind === 'parallel' ? [] : [dotNode(state.key)]), ...inner.map(nodeOf)],
    };
  };
  const dotNode = (key: string): Drawn => ({ id: dotId(key), width: DOT, height: DOT });
  const starts = [
    { key: '', initial: chart.initial },
    ...chart.states
      .filter((s) => s.kind === 'compound')
      .map((s) => ({
        key: s.key,
        initial: (children.get(s.key) ?? []).find((c) => c.initial)?.key ?? '',
      })),
  ];
  for (const start of starts) {
    if (start.initial)
      edges.push({
        id: `start:${start.key}`,
        sources: [dotId(start.key)],
        targets: [nodeId(start.initial)],
      });
  }
  chart.transitions.forEach((t, index) => {
    const targets = t.targets.length ? t.targets : [t.source];
    targets.forEach((target, n) => {
      const text = transitionLabel(t.eventWords, t.guard);
      // A transition of the chart itself (its root) is taken in any state: it starts at an "any state" box.
      const source = nodeId(t.source);
      edges.push({
        id: `t:${index}:${n}`,
        sources: [source],
        targets: [nodeId(target)],
        labels: label(text),
      });
    });
  });

  const graph: Drawn = {
    id: 'root',
    layoutOptions: {
      'elk.algorithm': 'layered',
      'elk.direction': 'DOWN',
      'elk.hierarchyHandling': 'INCLUDE_CHILDREN',
      'elk.edgeRouting': 'ORTHOGONAL',
      'elk.edgeLabels.placement': 'CENTER',
      'elk.layered.spacing.nodeNodeBetweenLayers': '40',
      'elk.spacing.nodeNode': '28',
      'elk.spacing.edgeLabel': '4',
      'elk.spacing.edgeNode': '14',
      'elk.layered.spacing.edgeNodeBetweenLayers': '14',
      'elk.layered.mergeEdges': 'false',
      'elk.padding': '[top=16,left=16,bottom=16,right=16]',
    },
    children: [
      // A parallel chart starts in all its regions at once: no single start to mark at the top.
      ...(chart.initial ? [dotNode('')] : []),
      ...(chart.transitions.some((t) => t.source === '')
        ? [{ id: nodeId(''), width: textWidth(ANY) + 28, height: LEAF_HEIGHT }]
        : []),
      ...(children.get('') ?? []).map(nodeOf),
    ],
    edges,
  };
  const laid = (await new ELK().layout(graph)) as Drawn;
  return render(chart, laid, byKey);
}

function headerText(state: BookState): string {
  return state.kind === 'parallel' ? `${state.name} (parallel: regions run at once)` : state.name;
}

export function transitionLabel(eventWords: string, guard: string): string {
  return guard ? `${eventWords} [${guard}]` : eventWords;
}

function render(chart: BookChart, laid: Drawn, byKey: Map<string, BookState>): string {
  const origin = new Map<string, { x: number; y: number }>();
  const boxes: string[] = [];
  const walk = (node: Drawn, ox: number, oy: number) => {
    for (const child of (node.children ?? []) as Drawn[]) {
      const x = ox + (child.x ?? 0);
      const y = oy + (child.y ?? 0);
      origin.set(child.id, { x, y });
      boxes.push(box(child, x, y, byKey));
      walk(child, x, y);
    }
  };
  origin.set('root', { x: 0, y: 0 });
  walk(laid, 0, 0);
  const arrows = ((laid.edges ?? []) as DrawnEdge[]).map((edge) => {
    const at = origin.get(edge.container ?? 'root') ?? { x: 0, y: 0 };
    return arrow(edge, at.x, at.y, chart);
  });
  const width = Math.ceil(laid.width ?? 0);
  const height = Math.ceil(laid.height ?? 0);
  const titleId = `diagram-${chart.name}-title`;
  return [
    `<svg class="diagram" role="img" aria-labelledby="${titleId}" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}" font-family="system-ui, sans-serif" font-size="${FONT}">`,
    `<title id="${titleId}">State diagram of the ${escapeHtml(chart.name)} chart: ${chart.states.length} states, ${chart.transitions.length} transitions. The same states and transitions are listed as text below.</title>`,
    '<defs><marker id="arrowhead" viewBox="0 0 10 10" refX="9" refY="5" markerWidth="7" markerHeight="7" orient="auto-start-reverse"><path d="M0 0L10 5L0 10z" fill="#334155"/></marker></defs>',
    ...boxes,
    ...arrows,
    '</svg>',
  ].join('\n');
}

function box(node: Drawn, x: number, y: number, byKey: Map<string, BookState>): string {
  const w = node.width ?? 0;
  const h = node.height ?? 0;
  if (node.id.startsWith('i:')) {
    const key = node.id.slice(2);
    return `<circle class="start" data-start="${escapeHtml(key)}" cx="${x + w / 2}" cy="${y + h / 2}" r="${DOT / 2}" fill="#0f172a"><title>start${key ? ` of ${escapeHtml(key)}` : ''}</title></circle>`;
  }
  if (node.id === nodeId('')) {
    return `<g class="state any" data-state=""><title>Any state of the chart: these transitions are taken whatever state it is in.</title><rect x="${x}" y="${y}" width="${w}" height="${h}" rx="8" fill="#ffffff" stroke="#334155" stroke-dasharray="2 3"/><text x="${x + w / 2}" y="${y + h / 2 + 4}" text-anchor="middle" fill="#0f172a">${ANY}</text></g>`;
  }
  const state = byKey.get(node.id.slice(2));
  if (!state) return '';
  const compound = (node.children ?? []).length > 0;
  const dashed = state.region ? ' stroke-dasharray="6 4"' : '';
  const fill = compound ? (state.kind === 'parallel' ? '#eef2ff' : '#f8fafc') : '#ffffff';
  const parts = [
    `<g class="state ${state.kind}" data-state="${escapeHtml(state.key)}">`,
    `<title>${escapeHtml(state.key)}${state.description ? `: ${escapeHtml(state.description)}` : ''}</title>`,
    `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="8" fill="${fill}" stroke="#334155" stroke-width="1.5"${dashed}/>`,
  ];
  if (state.kind === 'final')
    parts.push(
      `<rect x="${x + 3}" y="${y + 3}" width="${w - 6}" height="${h - 6}" rx="6" fill="none" stroke="#334155"/>`,
    );
  if (compound) {
    parts.push(
      `<text x="${x + 10}" y="${y + 19}" font-weight="700" fill="#0f172a">${escapeHtml(headerText(state))}</text>`,
    );
  } else {
    parts.push(
      `<text x="${x + w / 2}" y="${y + h / 2 + 4}" text-anchor="middle" fill="#0f172a">${escapeHtml(state.name)}</text>`,
    );
  }
  parts.push('</g>');
  return parts.join('');
}

function arrow(edge: DrawnEdge, ox: number, oy: number, chart: BookChart): string {
  const points = (edge.sections ?? []).flatMap((s) => [
    s.startPoint,
    ...(s.bendPoints ?? []),
    s.endPoint,
  ]);
  const d = points.map((p, i) => `${i ? 'L' : 'M'}${round(p.x + ox)} ${round(p.y + oy)}`).join(' ');
  if (edge.id.startsWith('start:')) {
    return `<path class="start-edge" data-initial="${escapeHtml(edge.id.slice(6))}" d="${d}" fill="none" stroke="#334155" stroke-width="1.5" marker-end="url(#arrowhead)"/>`;
  }
  const index = Number(edge.id.split(':')[1]);
  const t = chart.transitions[index];
  if (!t) return '';
  const lab = edge.labels?.[0];
  const text = lab
    ? `<rect x="${round((lab.x ?? 0) + ox)}" y="${round((lab.y ?? 0) + oy)}" width="${lab.width}" height="${lab.height}" rx="3" fill="#fffbeb" fill-opacity="0.92"/><text x="${round((lab.x ?? 0) + ox + 4)}" y="${round((lab.y ?? 0) + oy + FONT + 1)}" fill="#7c2d12">${escapeHtml(lab.text)}</text>`
    : '';
  return `<g class="transition" data-transition="${escapeHtml(t.key)}"><path d="${d}" fill="none" stroke="#334155" stroke-width="1.2" marker-end="url(#arrowhead)"/>${text}</g>`;
}

const round = (n: number) => Math.round(n * 10) / 10;
