import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Icon, iconNames } from '../../ui/Icon';
import { color, fontSize, space } from '../../ui/theme';

const meta = {
  title: 'UI/Icon',
  component: Icon,
  args: { name: 'search', size: 24 },
  argTypes: { name: { control: 'select', options: iconNames } },
} satisfies Meta<typeof Icon>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Gallery: Story = {
  render: () => (
    <ul
      style={{
        display: 'grid',
        gridTemplateColumns: 'repeat(auto-fill, minmax(112px, 1fr))',
        gap: space(2),
        padding: 0,
        listStyle: 'none',
      }}
    >
      {iconNames.map((name) => (
        <li
          key={name}
          style={{
            display: 'flex',
            flexDirection: 'column',
            alignItems: 'center',
            gap: space(2),
            padding: space(3),
            border: `1px solid ${color.border}`,
            borderRadius: 4,
          }}
        >
          <Icon name={name} size={24} />
          <code style={{ fontSize: fontSize.xs, color: color.textSecondary }}>{name}</code>
        </li>
      ))}
    </ul>
  ),
  play: async ({ canvasElement }) => {
    const svgs = canvasElement.querySelectorAll('svg[data-ui="icon"]');
    await expect(svgs).toHaveLength(iconNames.length);
    // Decorative by default: hidden from assistive technology, never a tab stop.
    for (const svg of svgs) {
      await expect(svg).toHaveAttribute('aria-hidden', 'true');
      await expect(svg).toHaveAttribute('focusable', 'false');
    }
  },
};

export const Titled: Story = {
  args: { name: 'warning', title: '资料未完善', size: 20 },
  render: (args) => (
    <span style={{ color: color.warning }}>
      <Icon {...args} />
    </span>
  ),
  play: async ({ canvas }) => {
    const icon = canvas.getByRole('img', { name: '资料未完善' });
    await expect(icon).not.toHaveAttribute('aria-hidden');
  },
};

export const InheritsTextColourAndSize: Story = {
  render: () => (
    <p style={{ display: 'flex', gap: space(6), fontSize: fontSize.lg }}>
      <span style={{ color: color.success }}>
        <Icon name="success" /> 已通过
      </span>
      <span style={{ color: color.danger }}>
        <Icon name="error" /> 未通过
      </span>
      <span style={{ color: color.primaryText }}>
        <Icon name="clock" /> 待审核
      </span>
    </p>
  ),
  play: async ({ canvasElement }) => {
    const svg = canvasElement.querySelector('svg[data-icon="success"]')!;
    // 1em of the 16 px text it sits in.
    await expect(svg.getBoundingClientRect().width).toBe(16);
  },
};
