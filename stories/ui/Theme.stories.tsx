import type { Meta, StoryObj } from '@storybook/react-vite';
import { useLayoutEffect, useRef, useState } from 'react';
import { UPDATE_GLOBALS } from 'storybook/internal/core-events';
import { addons } from 'storybook/preview-api';
import { expect, userEvent, waitFor } from 'storybook/test';
import { schoolColours } from '../../.storybook/schoolColours';
import { Button } from '../../ui/Button';
import { Link } from '../../ui/Link';
import {
  DEFAULT_PRIMARY,
  applyPalette,
  color,
  colorRoles,
  colorVariableName,
  contrastRatio,
  derivePalette,
  fontSize,
  parseHex,
  radius,
  space,
  type ColorRole,
} from '../../ui/theme';

/** `rgb(r, g, b)` as computed by the browser, for contrast checks on what is really painted. */
function parseComputedRgb(value: string) {
  const [r = 0, g = 0, b = 0] = (value.match(/\d+(\.\d+)?/g) ?? []).map(Number);
  return { r, g, b };
}

function paintedContrast(element: Element): number {
  const style = getComputedStyle(element);
  return contrastRatio(parseComputedRgb(style.color), parseComputedRgb(style.backgroundColor));
}

function computedRgbOf(hex: string): string {
  const { r, g, b } = parseHex(hex)!;
  return `rgb(${r}, ${g}, ${b})`;
}

/** The story's school colour: the wzzsd arg when picked in Controls, else the toolbar global. */
function storyWzzsd(args: { wzzsd?: string }, globals: Record<string, unknown>): string {
  if (args.wzzsd) return args.wzzsd;
  return typeof globals.wzzsd === 'string' ? globals.wzzsd : DEFAULT_PRIMARY;
}

function Swatch({ role, value }: { role: ColorRole; value: string }) {
  return (
    <li style={{ display: 'flex', alignItems: 'center', gap: space(3) }}>
      <span
        aria-hidden="true"
        style={{
          flex: 'none',
          width: 40,
          height: 40,
          borderRadius: radius.md,
          border: `1px solid ${color.border}`,
          background: color[role],
        }}
      />
      <span style={{ display: 'grid', fontSize: fontSize.sm }}>
        <strong>{role}</strong>
        <code style={{ color: color.textSecondary }}>
          {colorVariableName(role)} · {value}
        </code>
      </span>
    </li>
  );
}

function PaletteView({ wzzsd }: { wzzsd: string }) {
  const palette = derivePalette(wzzsd);
  return (
    <div style={{ display: 'grid', gap: space(6) }}>
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: space(3), alignItems: 'center' }}>
        <Button variant="primary">主要操作</Button>
        <Button>次要操作</Button>
        <Button variant="link">链接按钮</Button>
        <Link to="/zhgl/dwxxwh">维护单位信息</Link>
      </div>
      <ul
        aria-label={`由 ${wzzsd} 派生的调色板`}
        style={{
          display: 'grid',
          gridTemplateColumns: 'repeat(auto-fill, minmax(260px, 1fr))',
          gap: space(3),
          margin: 0,
          padding: 0,
          listStyle: 'none',
        }}
      >
        {colorRoles.map((role) => (
          <Swatch key={role} role={role} value={palette[role]} />
        ))}
      </ul>
    </div>
  );
}

type ThemeArgs = { wzzsd?: string };

const meta = {
  title: 'UI/Theme',
  argTypes: {
    wzzsd: { control: 'color', description: '任意十六进制学校主题色；不填时用工具栏的 wzzsd' },
  },
  render: (args, { globals }) => <PaletteView wzzsd={storyWzzsd(args, globals)} />,
} satisfies Meta<ThemeArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Palette: Story = {
  play: async ({ canvas, globals, args }) => {
    const expected = derivePalette(storyWzzsd(args, globals));
    const primary = canvas.getByRole('button', { name: '主要操作' });
    await expect(getComputedStyle(primary).backgroundColor).toBe(computedRgbOf(expected.primary));
    await expect(canvas.getAllByRole('listitem')).toHaveLength(colorRoles.length);
  },
};

/** Each school's palette written onto its own panel: CSS variables cascade, so panels differ. */
function SchoolPanel({ value, title }: { value: string; title: string }) {
  const panel = useRef<HTMLElement>(null);
  useLayoutEffect(() => {
    if (panel.current) applyPalette(derivePalette(value), panel.current);
  }, [value]);
  return (
    <section
      ref={panel}
      aria-label={title}
      style={{
        display: 'grid',
        gap: space(3),
        padding: space(4),
        border: `1px solid ${color.border}`,
        borderRadius: radius.lg,
        background: color.background,
      }}
    >
      <strong style={{ color: color.primaryText }}>
        {title} <code style={{ color: color.textSecondary }}>{value}</code>
      </strong>
      <div style={{ display: 'flex', gap: space(2), flexWrap: 'wrap', alignItems: 'center' }}>
        <Button variant="primary">发布职位</Button>
        <Button>预览</Button>
        <Link to="/zpxx/zpzwgl">职位管理</Link>
      </div>
    </section>
  );
}

export const SchoolColours: Story = {
  render: () => (
    <div
      style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(280px, 1fr))', gap: space(4) }}
    >
      {schoolColours.map(({ value, title }) => (
        <SchoolPanel key={value} value={value} title={title} />
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    for (const { value, title } of schoolColours) {
      const panel = canvas.getByRole('region', { name: title });
      const button = panel.querySelector('button')!;
      await expect(getComputedStyle(button).backgroundColor).toBe(computedRgbOf(value));
      await expect(paintedContrast(button)).toBeGreaterThanOrEqual(4.5);
    }
  },
};

function ClickCounter() {
  const [clicks, setClicks] = useState(0);
  return (
    <Button variant="primary" onClick={() => setClicks((count) => count + 1)}>
      已点击 {clicks} 次
    </Button>
  );
}

/** A globals change re-runs the story's loaders before it repaints, slow on a busy dev server. */
const rerenderTimeout = 5000;

/**
 * Changes wzzsd the way the toolbar does (an updateGlobals event on the channel) and checks that the
 * mounted button, with its state, is the same DOM node, only repainted.
 */
export const RecolourWithoutRemount: Story = {
  render: () => <ClickCounter />,
  play: async ({ canvas, globals }) => {
    const original = typeof globals.wzzsd === 'string' ? globals.wzzsd : DEFAULT_PRIMARY;
    const target = original.toLowerCase() === '#94070a' ? '#005826' : '#94070a';
    const channel = addons.getChannel();
    const button = canvas.getByRole('button', { name: '已点击 0 次' });
    await userEvent.click(button);
    await expect(button).toHaveTextContent('已点击 1 次');
    try {
      channel.emit(UPDATE_GLOBALS, { globals: { wzzsd: target } });
      await waitFor(() => expect(getComputedStyle(button).backgroundColor).toBe(computedRgbOf(target)), {
        timeout: rerenderTimeout,
      });
      await expect(button.isConnected).toBe(true);
      await expect(canvas.getByRole('button', { name: '已点击 1 次' })).toBe(button);
    } finally {
      channel.emit(UPDATE_GLOBALS, { globals: { wzzsd: original } });
    }
    await waitFor(() => expect(getComputedStyle(button).backgroundColor).toBe(computedRgbOf(original)), {
      timeout: rerenderTimeout,
    });
  },
};

const readablePrimary: Story['play'] = async ({ canvas }) => {
  const primary = canvas.getByRole('button', { name: '主要操作' });
  await expect(paintedContrast(primary)).toBeGreaterThanOrEqual(4.5);
  const linkButton = canvas.getByRole('button', { name: '链接按钮' });
  await expect(
    contrastRatio(parseComputedRgb(getComputedStyle(linkButton).color), { r: 255, g: 255, b: 255 }),
  ).toBeGreaterThanOrEqual(4.5);
};

export const VeryLightBrand: Story = {
  globals: { wzzsd: '#ffe14d' },
  play: readablePrimary,
};

export const VeryDarkBrand: Story = {
  globals: { wzzsd: '#111111' },
  play: readablePrimary,
};
