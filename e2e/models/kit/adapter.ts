import type { APIRequestContext, Page } from '@playwright/test';
import type { AnyStateMachine, EventObject } from 'xstate';

/** A model event: a plain event, or an invoke's done/error event with its output or error. */
export type ModelEvent = EventObject & {
  output?: unknown;
  error?: unknown;
  [key: string]: unknown;
};

export type Lang = 'bn' | 'en';

/** What every step of a path gets: the page, the server's request context and the run's language. */
export interface BaseWorld {
  page: Page;
  request: APIRequestContext;
  lang: Lang;
  /** The visible text of an English message in the run's language (from the site's catalogues). */
  t(english: string): string;
}

/**
 * What the player sees in one state of the chart.
 * `see` checks it with web-first assertions (`active`: every state key active in this step, for a
 * region whose view depends on its sibling's); a state with no view of its own (a state the site
 * leaves within the same task, or a parent shown through its children) gives `unseen`: the reason.
 */
export type StateEntry<W> =
  | { words: string; see(world: W, active: string[]): Promise<void>; unseen?: never }
  | { words: string; unseen: string; see?: never };

/** How the player or the world causes one event of the chart. */
export interface EventEntry<W> {
  words: (event: ModelEvent) => string;
  cause(world: W, event: ModelEvent): Promise<void>;
}

/** A generated path: the chart's state keys after each event (the first event is `xstate.init`). */
export interface ModelPath {
  /** The scenario the path belongs to ('' when the adapter has one event list). */
  scenario: string;
  events: ModelEvent[];
  /** Per step, the active state keys (path below the root joined by dots), parents first. */
  states: string[][];
}

/**
 * One chart's adapter: the events the site can be driven with, what each state looks like and how
 * each event is caused. Paths come from the chart (`xstate/graph`), never from the adapter.
 */
export interface ChartAdapter<W extends BaseWorld = BaseWorld> {
  /** Short name, used in test titles, shot folders and `--grep`. */
  chart: string;
  machine: AnyStateMachine;
  input?: unknown;
  /** A scenario's own input, where it differs from `input` (e.g. a visitor beside a signed-in member). */
  scenarioInputs?: Record<string, unknown>;
  /**
   * The event variants the end-to-end run drives (payloads included), tried in every state: one list,
   * or one per scenario (e.g. over the home page, on the popup's own page), each its own model.
   */
  events: ModelEvent[] | Record<string, ModelEvent[]>;
  /** Events the player cannot send in a state (the view offers no control for it there). */
  canSend?: (stateKeys: string[], event: ModelEvent, context: never) => boolean;
  /**
   * Extra event sequences from the start, walked besides the generated paths (loops, retries): in
   * the first scenario, or per scenario.
   */
  sequences?: ModelEvent[][] | Record<string, ModelEvent[][]>;
  /** Events of the chart this run does not drive, each with the reason. */
  notDriven: Record<string, string>;
  states: Record<string, StateEntry<W>>;
  on: Record<string, EventEntry<W>>;
  /** Arranges the world for the whole path (routes, storage) and opens the first page. */
  setUp(base: BaseWorld, path: ModelPath): Promise<W>;
}

/** Any chart's adapter (its world type is its own business). */
export type AnyChartAdapter = ChartAdapter<BaseWorld>;

/** Identity with inference: `defineAdapter({...})` keeps the world type of `setUp`. */
export function defineAdapter<W extends BaseWorld>(adapter: ChartAdapter<W>): ChartAdapter<W> {
  return adapter;
}
