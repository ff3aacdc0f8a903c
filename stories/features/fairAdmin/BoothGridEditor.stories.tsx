import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { newGrid, setCellType, type BoothGrid } from '../../../features/fairAdmin/boothGrid';
import { BoothGridEditor } from '../../../features/fairAdmin/components/BoothGridEditor';
import { phoneGlobals } from '../support';

function Harness({ initial, variant }: { initial: BoothGrid; variant?: 'desktop' | 'phone' }) {
  const [grid, setGrid] = useState(initial);
  return <BoothGridEditor grid={grid} onChange={setGrid} variant={variant} />;
}

const hall = setCellType(
  setCellType(newGrid('体育馆一号馆', 3, 5), { h: 0, l: 2 }, '0'),
  { h: 0, l: 0 },
  '2',
);

const meta = {
  title: 'Features/fairAdmin/BoothGridEditor',
  component: Harness,
  args: { initial: hall },
} satisfies Meta<typeof Harness>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every cell is labelled with its number, type and place; the legend counts the types. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const grid = within(canvas.getByRole('grid', { name: '体育馆一号馆展位图' }));
    await expect(grid.getByRole('gridcell', { name: 'A1 VIP展位，第1行第1列' })).toBeVisible();
    await expect(grid.getByRole('gridcell', { name: '不可用，第1行第3列' })).toBeVisible();
    await expect(canvas.getByText(/标准展位 13 个，VIP展位 1 个，转角展位 0 个，不可用 1 格/)).toBeVisible();
  },
};

/** Arrows move, the number keys set a type, Enter paints the chosen type; numbering follows. */
export const Keyboard: Story = {
  play: async ({ canvas }) => {
    const grid = within(canvas.getByRole('grid', { name: '体育馆一号馆展位图' }));
    await userEvent.click(canvas.getByRole('radio', { name: '转角展位' }));
    grid.getByRole('gridcell', { name: 'A1 VIP展位，第1行第1列' }).focus();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}{Enter}');
    await expect(grid.getByRole('gridcell', { name: 'A3 转角展位，第1行第3列' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}0');
    await expect(grid.getByRole('gridcell', { name: '不可用，第2行第3列' })).toHaveFocus();
    await expect(grid.getByRole('gridcell', { name: 'B3 标准展位，第2行第4列' })).toBeVisible();
  },
};

/** A typed number stays; rows and columns are added after the chosen cell. */
export const NumbersAndRows: Story = {
  play: async ({ canvas }) => {
    const grid = within(canvas.getByRole('grid', { name: '体育馆一号馆展位图' }));
    await userEvent.click(grid.getByRole('gridcell', { name: 'A2 标准展位，第1行第2列' }));
    const number = canvas.getByRole('textbox', { name: /所选单元格/ });
    await userEvent.clear(number);
    await userEvent.type(number, 'M-1{Enter}');
    await expect(grid.getByRole('gridcell', { name: 'M-1 标准展位，第1行第2列' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '在第1行下方加一行' }));
    await expect(grid.getByRole('gridcell', { name: 'B1 标准展位，第2行第1列' })).toBeVisible();
    await expect(grid.getAllByRole('row')).toHaveLength(4);
  },
};

export const Phone: Story = {
  globals: phoneGlobals,
  args: { variant: 'phone' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('grid', { name: '体育馆一号馆展位图' })).toBeVisible();
  },
};
