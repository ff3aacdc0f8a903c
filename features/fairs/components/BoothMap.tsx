import { useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { Button } from '../../../ui/Button';
import {
  BOOTH_VIEW_LABELS,
  boothName,
  gridSize,
  isArrowKey,
  isChoosable,
  legend,
  neighbour,
  shownView,
  type BoothView,
  type MapBooth,
} from '../boothMap';
import {
  StyledAisle,
  StyledBooth,
  StyledCell,
  StyledGrid,
  StyledLegend,
  StyledLegendItem,
  StyledMapFrame,
  StyledRow,
  StyledScroller,
  StyledSwatch,
  StyledZoomBar,
} from './BoothMap.styles';

export type BoothMapProps = {
  booths: readonly MapBooth[];
  /** Nothing can be chosen (before the opening minute, a suspended employer, a hold in progress). */
  disabled?: boolean;
  /** Why this employer may book none (暂停预订): free booths are drawn unavailable and named with it. */
  pausedReason?: string;
  onChoose: (booth: MapBooth) => void;
  /** Phones start with smaller cells. */
  phone?: boolean;
};

const ZOOM_STEPS = [32, 40, 48, 60, 76] as const;
const VIEWS: BoothView[] = ['free', 'taken', 'mine', 'unavailable'];

/**
 * The fair's booth map: one button per booth on a CSS grid, named for screen readers ("A12 标准展位 免费
 * 空闲"); one tab stop, the arrow keys move between booths and Enter chooses a free one. Zoom buttons
 * change the cell size inside a scrolling frame, so a phone can enlarge and pan a big hall.
 */
export function BoothMap({ booths, disabled = false, pausedReason, onChoose, phone = false }: BoothMapProps) {
  const [zoom, setZoom] = useState(phone ? 1 : 2);
  const [focusedId, setFocusedId] = useState<string | null>(null);
  const buttons = useRef(new Map<string, HTMLButtonElement>());
  const { rows, cols } = gridSize(booths);
  // Aisles are drawn but not stopped at: the arrow keys move between booths only.
  const navigable = useMemo(() => booths.filter((booth) => booth.kind !== 'unavailable'), [booths]);
  const byRow = useMemo(() => {
    const grouped = new Map<number, MapBooth[]>();
    for (const booth of booths) grouped.set(booth.row, [...(grouped.get(booth.row) ?? []), booth]);
    return [...grouped.entries()].sort(([a], [b]) => a - b);
  }, [booths]);
  const tabStop =
    (focusedId && navigable.some((booth) => booth.id === focusedId) ? focusedId : null) ??
    navigable.find(isChoosable)?.id ??
    navigable[0]?.id;

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (!isArrowKey(event.key) || !tabStop) return;
    event.preventDefault();
    const next = neighbour(navigable, tabStop, event.key);
    setFocusedId(next);
    const button = buttons.current.get(next);
    button?.focus();
    button?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  };

  return (
    <StyledMapFrame data-ui="booth-map">
      <StyledLegend aria-label="图例">
        {VIEWS.map((view) => (
          <StyledLegendItem key={view}>
            <StyledSwatch $view={view} aria-hidden="true" />
            {BOOTH_VIEW_LABELS[view]}
          </StyledLegendItem>
        ))}
        {legend(booths).map((entry) => (
          <StyledLegendItem key={entry.kind}>
            <StyledSwatch $view="free" $vip={entry.kind === 'vip'} aria-hidden="true" />
            {`${entry.label} ${entry.price}（空闲 ${entry.free}/${entry.total}）`}
          </StyledLegendItem>
        ))}
      </StyledLegend>
      <StyledZoomBar>
        <Button
          size={phone ? 'phone' : 'sm'}
          aria-label="缩小展位图"
          disabled={zoom === 0}
          onClick={() => setZoom((value) => Math.max(0, value - 1))}
        >
          缩小
        </Button>
        <Button
          size={phone ? 'phone' : 'sm'}
          aria-label="放大展位图"
          disabled={zoom === ZOOM_STEPS.length - 1}
          onClick={() => setZoom((value) => Math.min(ZOOM_STEPS.length - 1, value + 1))}
        >
          放大
        </Button>
        <span>方向键在展位间移动，回车选择</span>
      </StyledZoomBar>
      <StyledScroller>
        <StyledGrid
          role="grid"
          aria-label="展位图"
          aria-rowcount={rows}
          aria-colcount={cols}
          $cols={cols}
          $cell={ZOOM_STEPS[zoom] ?? 48}
          onKeyDown={onKeyDown}
        >
          {byRow.map(([row, rowBooths]) => (
            <StyledRow role="row" key={row} aria-rowindex={row}>
              {rowBooths.map((booth) => {
                if (booth.kind === 'unavailable')
                  return (
                    <StyledCell
                      role="gridcell"
                      key={booth.id}
                      aria-colindex={booth.col}
                      $row={row}
                      $col={booth.col}
                    >
                      <StyledAisle title="通道" />
                    </StyledCell>
                  );
                const choosable = !disabled && !pausedReason && isChoosable(booth);
                const name = boothName(booth, pausedReason);
                const view = shownView(booth, pausedReason);
                return (
                  <StyledCell
                    role="gridcell"
                    key={booth.id}
                    aria-colindex={booth.col}
                    $row={row}
                    $col={booth.col}
                  >
                    <StyledBooth
                      ref={(element) => {
                        if (element) buttons.current.set(booth.id, element);
                        else buttons.current.delete(booth.id);
                      }}
                      type="button"
                      data-booth={booth.number}
                      data-view={view}
                      aria-label={name}
                      title={name}
                      aria-disabled={!choosable || undefined}
                      tabIndex={booth.id === tabStop ? 0 : -1}
                      $view={view}
                      $vip={booth.kind === 'vip'}
                      onFocus={() => setFocusedId(booth.id)}
                      onClick={() => {
                        if (choosable) onChoose(booth);
                      }}
                    >
                      {booth.number}
                    </StyledBooth>
                  </StyledCell>
                );
              })}
            </StyledRow>
          ))}
        </StyledGrid>
      </StyledScroller>
    </StyledMapFrame>
  );
}
