/**
 * Keyboard browsing of Cascader's columns: the path being browsed and the column holding the active
 * option (the last value of the path at that depth). Plain functions over the columns on screen.
 */
import { moveActive, type ActiveMove } from '../Select/options';
import type { CascaderOption } from './tree';

export type BrowseState = {
  /** Values browsed so far, one per column up to the active one (deeper ones are the current choice). */
  path: string[];
  /** Column index of the active option. */
  level: number;
};

function firstEnabled(column: readonly CascaderOption[] | undefined): CascaderOption | undefined {
  if (!column) return undefined;
  return column[moveActive(column, -1, 'first')];
}

/** Opening the list: browse the current choice, or start at the first option of the first column. */
export function startBrowse(
  columns: readonly (readonly CascaderOption[])[],
  value: readonly string[],
): BrowseState {
  if (value.length > 0) return { path: [...value], level: value.length - 1 };
  const first = firstEnabled(columns[0]);
  return first ? { path: [first.value], level: 0 } : { path: [], level: 0 };
}

export function activeValue(state: BrowseState): string | undefined {
  return state.path[state.level];
}

/** ↑ ↓ Home End within the active column; deeper columns follow the new option. */
export function moveInColumn(
  columns: readonly (readonly CascaderOption[])[],
  state: BrowseState,
  move: ActiveMove,
): BrowseState {
  const column = columns[state.level] ?? [];
  const current = column.findIndex((option) => option.value === activeValue(state));
  const next = column[moveActive(column, current, move)];
  if (!next) return state;
  return { path: [...state.path.slice(0, state.level), next.value], level: state.level };
}

/** → into the active option's children; keeps a deeper choice already on the path. */
export function enterChildren(state: BrowseState, children: readonly CascaderOption[]): BrowseState {
  const deeper = state.path[state.level + 1];
  const keep = children.some((option) => option.value === deeper && !option.disabled);
  const target = keep ? deeper : firstEnabled(children)?.value;
  if (target === undefined) return state;
  return { path: [...state.path.slice(0, state.level + 1), target], level: state.level + 1 };
}

/** ← back to the parent column. */
export function backToParent(state: BrowseState): BrowseState {
  if (state.level === 0) return state;
  return { path: state.path.slice(0, state.level), level: state.level - 1 };
}

/** A pointer pick in column `level`: the path up to there, that option active. */
export function pickAt(state: BrowseState, level: number, value: string): BrowseState {
  return { path: [...state.path.slice(0, level), value], level };
}
