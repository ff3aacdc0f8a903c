import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { Drawer } from '../Drawer';
import { Icon } from '../Icon';
import { ChevronRightIcon } from '../Input/icons';
import { moveActive, type ActiveMove } from '../Select/options';
import { Spinner } from '../Spinner';
import { VisuallyHidden } from '../VisuallyHidden';
import {
  StyledOptionLabel,
  StyledOptionMarker,
  StyledSheetColumn,
  StyledSheetColumnTitle,
  StyledSheetColumns,
  StyledSheetList,
  StyledSheetNote,
  StyledSheetOption,
} from './Cascader.styles';
import { columnsFor, isLeaf, pathKey, resolvePath, type CascaderOption } from './tree';
import { fetchOutcome, knownOutcome, type LazyChildren } from './useLazyChildren';

type CascaderSheetProps = {
  title: string;
  options: readonly CascaderOption[];
  value: readonly string[];
  levelLabels: readonly string[];
  lazy: LazyChildren;
  isLazy: boolean;
  onPick: (values: string[]) => void;
  onClose: () => void;
};

const keyMoves: Partial<Record<string, ActiveMove>> = {
  ArrowDown: 'next',
  ArrowUp: 'previous',
  Home: 'first',
  End: 'last',
};

/**
 * The phone picker: a bottom sheet with one list per level side by side. Tapping an option opens its
 * children in the next list; tapping a final option picks the whole path and closes the sheet.
 * Each list is a listbox whose options take focus in turn (↑ ↓ Home End, Enter or Space to choose).
 */
export function CascaderSheet({
  title,
  options,
  value,
  levelLabels,
  lazy,
  isLazy,
  onPick,
  onClose,
}: CascaderSheetProps) {
  const baseId = useId();
  // The path chosen so far in this visit (the sheet mounts per visit, starting from the field's value).
  const [draft, setDraft] = useState<string[]>(() => [...value]);
  const latestDraft = useRef(draft);
  useEffect(() => {
    latestDraft.current = draft;
  }, [draft]);
  const listRefs = useRef<(HTMLUListElement | null)[]>([]);

  const columns = columnsFor(options, draft, lazy.loaded);
  const resolved = resolvePath(options, draft, lazy.loaded);
  const lastOption = resolved[resolved.length - 1];
  const awaitingChildren =
    lastOption !== undefined && resolved.length === draft.length && lazy.loadingKey === pathKey(draft);
  const shownColumns = awaitingChildren ? [...columns, []] : columns;

  const choose = (level: number, option: CascaderOption) => {
    if (option.disabled) return;
    const path = [...draft.slice(0, level), option.value];
    setDraft(path);
    const known = knownOutcome(lazy, option, path, isLazy);
    if (known) {
      if (known === 'complete') onPick(path);
      return;
    }
    void fetchOutcome(lazy, option, path).then(({ outcome }) => {
      // Ignore a late answer when another option was tapped meanwhile.
      if (outcome === 'complete' && pathKey(latestDraft.current) === pathKey(path)) onPick(path);
    });
  };

  const focusOption = (level: number, index: number) => {
    listRefs.current[level]?.querySelectorAll<HTMLElement>('[role="option"]')[index]?.focus();
  };

  const onListKeyDown = (event: KeyboardEvent<HTMLUListElement>, level: number) => {
    const column = shownColumns[level] ?? [];
    const items = [...event.currentTarget.querySelectorAll<HTMLElement>('[role="option"]')];
    const current = items.indexOf(document.activeElement as HTMLElement);
    const move = keyMoves[event.key];
    if (move) {
      event.preventDefault();
      const next = moveActive(column, current, move);
      if (next >= 0) focusOption(level, next);
      return;
    }
    if ((event.key === 'Enter' || event.key === ' ') && current >= 0) {
      event.preventDefault();
      const option = column[current];
      if (option) choose(level, option);
    }
  };

  return (
    <Drawer open onClose={onClose} title={title} placement="bottom">
      <StyledSheetColumns data-ui="cascader-sheet">
        {shownColumns.map((column, level) => {
          const titleId = `${baseId}-level-${level}`;
          const chosen = draft[level];
          const focusIndex = Math.max(
            0,
            column.findIndex((option) => option.value === chosen),
          );
          return (
            <StyledSheetColumn key={level}>
              <StyledSheetColumnTitle id={titleId}>
                {levelLabels[level] ?? `第${level + 1}级`}
              </StyledSheetColumnTitle>
              {column.length === 0 ? (
                <StyledSheetNote role="status">
                  {lazy.loadingKey ? <Spinner size="sm" label="加载中" showLabel /> : '暂无数据'}
                </StyledSheetNote>
              ) : (
                <StyledSheetList
                  ref={(element) => {
                    listRefs.current[level] = element;
                  }}
                  role="listbox"
                  aria-labelledby={titleId}
                  onKeyDown={(event) => onListKeyDown(event, level)}
                >
                  {column.map((option, index) => {
                    const path = [...draft.slice(0, level), option.value];
                    const selected = option.value === chosen;
                    const hasChildren = !isLeaf(option, path, lazy.loaded, isLazy);
                    return (
                      <StyledSheetOption
                        key={option.value}
                        role="option"
                        aria-selected={selected}
                        aria-disabled={option.disabled || undefined}
                        tabIndex={index === focusIndex ? 0 : -1}
                        $selected={selected}
                        onClick={() => choose(level, option)}
                      >
                        <StyledOptionLabel>{option.label}</StyledOptionLabel>
                        {hasChildren && <VisuallyHidden>，可展开</VisuallyHidden>}
                        <StyledOptionMarker aria-hidden="true">
                          {selected && !hasChildren ? (
                            <Icon name="check" />
                          ) : (
                            hasChildren && <ChevronRightIcon />
                          )}
                        </StyledOptionMarker>
                      </StyledSheetOption>
                    );
                  })}
                </StyledSheetList>
              )}
            </StyledSheetColumn>
          );
        })}
      </StyledSheetColumns>
      {lazy.failedKey && <StyledSheetNote role="alert">加载失败，请重试</StyledSheetNote>}
    </Drawer>
  );
}
