import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import styled, { css } from 'styled-components';
import { BOOTH_TYPES, MAX_GRID_COLS, MAX_GRID_ROWS, type BoothType } from '../../../contract/fairs';
import { Button } from '../../../ui/Button';
import { FormField } from '../../../ui/Form';
import { Input } from '../../../ui/Input';
import { RadioGroup } from '../../../ui/Radio';
import { VisuallyHidden } from '../../../ui/VisuallyHidden';
import { color, fontSize, radius, space } from '../../../ui/theme';
import {
  TYPE_CYCLE,
  addColumn,
  addRow,
  columnCount,
  moveFocus,
  removeColumn,
  removeRow,
  resetNumbers,
  rowLetter,
  setCellNumber,
  setCellType,
  typeCounts,
  typeOfKey,
  type BoothGrid,
  type CellPosition,
  type EditorCell,
} from '../boothGrid';

const TYPE_STYLES: Record<BoothType, ReturnType<typeof css>> = {
  '1': css`
    background: ${color.primarySubtle};
    border-color: ${color.primaryBorder};
  `,
  '2': css`
    background: ${color.warningSubtle};
    border-color: ${color.warning};
  `,
  '3': css`
    background: ${color.infoSubtle};
    border-color: ${color.info};
  `,
  '0': css`
    background: ${color.backgroundMuted};
    border-style: dashed;
    color: ${color.textSecondary};
  `,
};

/**
 * A cell shows its number and a short type mark (so the type does not rest on colour alone); its
 * name goes on with the rest of the type's name and the place.
 */
const TYPE_WORDS: Record<BoothType, { shown: string; spoken: string }> = {
  '1': { shown: '', spoken: '标准展位' },
  '2': { shown: 'VIP', spoken: '展位' },
  '3': { shown: '转角', spoken: '展位' },
  '0': { shown: '不可用', spoken: '' },
};

const StyledEditor = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${space(3)};
`;

const StyledToolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${space(2)};
`;

const StyledScroller = styled.div`
  overflow: auto;
  max-height: 60vh;
  padding: ${space(1)};
  border: 1px solid ${color.border};
  border-radius: ${radius.md};
`;

const StyledGrid = styled.div<{ $cols: number }>`
  display: grid;
  grid-template-columns: 28px repeat(${(props) => props.$cols}, 56px);
  gap: ${space(1)};
  width: max-content;
`;

/** Rows hold their cells for assistive technology only; the cells sit on the grid's own tracks. */
const StyledRow = styled.div`
  display: contents;
`;

const StyledRowHead = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
  color: ${color.textSecondary};
  font-size: ${fontSize.sm};
`;

const StyledCell = styled.div<{ $type: BoothType; $active: boolean }>`
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  height: 48px;
  border: 1px solid;
  border-radius: ${radius.sm};
  font-size: ${fontSize.xs};
  line-height: 1.2;
  cursor: pointer;
  user-select: none;
  color: ${color.text};
  ${(props) => TYPE_STYLES[props.$type]}
  ${(props) =>
    props.$active &&
    css`
      outline: 2px solid ${color.primary};
      outline-offset: 1px;
    `}

  &:focus-visible {
    outline: 3px solid ${color.focusRing};
    outline-offset: 1px;
  }

  strong {
    font-size: ${fontSize.sm};
  }
`;

const StyledLegend = styled.p`
  margin: 0;
  color: ${color.textSecondary};
  font-size: ${fontSize.sm};
`;

const BRUSH_OPTIONS = TYPE_CYCLE.map((type) => ({ value: type, label: BOOTH_TYPES[type] }));

export type BoothGridEditorProps = {
  grid: BoothGrid;
  onChange: (grid: BoothGrid) => void;
  variant?: 'desktop' | 'phone';
};

/** A1 VIP展位，第1行第1列: the cell's shown text first, as its name must hold what it shows. */
function cellName(cell: EditorCell, h: number, l: number): string {
  const words = TYPE_WORDS[cell.lx];
  const shown = [cell.lx === '0' ? '' : cell.bh, words.shown].filter(Boolean).join(' ');
  const type = words.shown === '' ? ` ${words.spoken}` : words.spoken;
  return `${shown}${type}，第${h + 1}行第${l + 1}列`;
}

function CellText({ cell }: { cell: EditorCell }) {
  const { shown } = TYPE_WORDS[cell.lx];
  return (
    <>
      {cell.lx !== '0' && <strong>{cell.bh}</strong>}
      {cell.lx !== '0' && shown !== '' && ' '}
      {shown !== '' && <span>{shown}</span>}
    </>
  );
}

/**
 * One hall's booth grid: a cell is a booth (standard, VIP, corner) or an aisle. A click or Enter
 * paints the chosen type on the cell, the keys 1/2/3/0 set a type directly, the arrows (Home/End)
 * move between cells; the chosen cell's number can be typed over (empty: automatic again), and rows
 * and columns are added after or removed at the chosen cell.
 */
export function BoothGridEditor({ grid, onChange, variant = 'desktop' }: BoothGridEditorProps) {
  const [brush, setBrush] = useState<BoothType>('1');
  const [active, setActive] = useState<CellPosition>({ h: 0, l: 0 });
  const cellRefs = useRef(new Map<string, HTMLDivElement>());
  const moved = useRef(false);
  const rows = grid.rows.length;
  const cols = columnCount(grid);
  const at = { h: Math.min(active.h, rows - 1), l: Math.min(active.l, cols - 1) };
  const activeCell = grid.rows[at.h]?.[at.l];
  const [number, setNumber] = useState(activeCell?.bh ?? '');
  const size = variant === 'phone' ? 'phone' : 'sm';

  useEffect(() => setNumber(activeCell?.bh ?? ''), [activeCell?.bh, at.h, at.l]);
  useEffect(() => {
    if (!moved.current) return;
    moved.current = false;
    cellRefs.current.get(`${at.h},${at.l}`)?.focus();
  }, [at.h, at.l]);

  const focusCell = (next: CellPosition) => {
    moved.current = true;
    setActive(next);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>, position: CellPosition) => {
    const next = moveFocus(position, event.key, { rows, cols }, event.ctrlKey || event.metaKey);
    if (next !== null) {
      event.preventDefault();
      focusCell(next);
      return;
    }
    const type = event.key === 'Enter' || event.key === ' ' ? brush : typeOfKey(event.key);
    if (type === null) return;
    event.preventDefault();
    onChange(setCellType(grid, position, type));
  };

  const commitNumber = () => {
    if (activeCell !== undefined && number.trim().toUpperCase() !== activeCell.bh)
      onChange(setCellNumber(grid, at, number));
  };

  const counts = typeCounts(grid);
  return (
    <StyledEditor data-ui="booth-grid-editor">
      <FormField label="点击单元格设为" layout="vertical" variant={variant}>
        <RadioGroup<BoothType> value={brush} onChange={setBrush} options={BRUSH_OPTIONS} variant={variant} />
      </FormField>
      <StyledToolbar role="group" aria-label="行列">
        <Button size={size} disabled={rows >= MAX_GRID_ROWS} onClick={() => onChange(addRow(grid, at.h))}>
          {`在第${at.h + 1}行下方加一行`}
        </Button>
        <Button size={size} disabled={rows <= 1} onClick={() => onChange(removeRow(grid, at.h))}>
          {`删除第${at.h + 1}行`}
        </Button>
        <Button size={size} disabled={cols >= MAX_GRID_COLS} onClick={() => onChange(addColumn(grid, at.l))}>
          {`在第${at.l + 1}列右侧加一列`}
        </Button>
        <Button size={size} disabled={cols <= 1} onClick={() => onChange(removeColumn(grid, at.l))}>
          {`删除第${at.l + 1}列`}
        </Button>
        <Button size={size} variant="link" onClick={() => onChange(resetNumbers(grid))}>
          全部自动编号
        </Button>
      </StyledToolbar>
      <StyledLegend>
        {`${rows} 行 × ${cols} 列：标准展位 ${counts['1']} 个，VIP展位 ${counts['2']} 个，转角展位 ${counts['3']} 个，不可用 ${counts['0']} 格。方向键移动，回车按所选类型设置，数字键 1 标准、2 VIP、3 转角、0 不可用。`}
      </StyledLegend>
      <StyledScroller>
        <StyledGrid
          $cols={cols}
          role="grid"
          aria-label={`${grid.hcmc || '会场'}展位图`}
          aria-rowcount={rows}
          aria-colcount={cols}
        >
          {grid.rows.map((row, h) => (
            <StyledRow role="row" key={h} aria-rowindex={h + 1}>
              <StyledRowHead role="rowheader">
                {rowLetter(h)}
                <VisuallyHidden>排</VisuallyHidden>
              </StyledRowHead>
              {row.map((cell, l) => {
                const isActive = h === at.h && l === at.l;
                return (
                  <StyledCell
                    key={l}
                    ref={(element) => {
                      if (element) cellRefs.current.set(`${h},${l}`, element);
                      else cellRefs.current.delete(`${h},${l}`);
                    }}
                    role="gridcell"
                    aria-colindex={l + 1}
                    aria-selected={isActive}
                    aria-label={cellName(cell, h, l)}
                    tabIndex={isActive ? 0 : -1}
                    $type={cell.lx}
                    $active={isActive}
                    onFocus={() => setActive({ h, l })}
                    onClick={() => {
                      focusCell({ h, l });
                      onChange(setCellType(grid, { h, l }, brush));
                    }}
                    onKeyDown={(event) => onKeyDown(event, { h, l })}
                  >
                    <CellText cell={cell} />
                  </StyledCell>
                );
              })}
            </StyledRow>
          ))}
        </StyledGrid>
      </StyledScroller>
      <FormField
        label={`所选单元格（第${at.h + 1}行第${at.l + 1}列）的展位号`}
        layout="vertical"
        variant={variant}
        help={
          activeCell?.lx === '0'
            ? '不可用的格子没有展位号'
            : activeCell?.manual
              ? '已手动指定；清空后恢复自动编号'
              : '自动编号，可改为其他编号'
        }
      >
        <Input
          value={number}
          onChange={setNumber}
          onBlur={commitNumber}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              commitNumber();
            }
          }}
          maxLength={10}
          disabled={activeCell?.lx === '0'}
          autoComplete="off"
        />
      </FormField>
    </StyledEditor>
  );
}
