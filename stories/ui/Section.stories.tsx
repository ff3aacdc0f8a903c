import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Descriptions } from '../../ui/Descriptions';
import { Section, SectionStack } from '../../ui/Section';

const meta = {
  title: 'UI/Section',
  component: Section,
  globals: { backgrounds: { value: 'page' } },
  args: {
    title: '注册信息',
    children: (
      <Descriptions
        items={[
          { key: 'dwmc', label: '单位名称', children: '星河智能科技有限公司' },
          { key: 'lxr', label: '联系人', children: '李女士' },
        ]}
      />
    ),
  },
} satisfies Meta<typeof Section>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: '注册信息' })).toBeVisible();
  },
};

/** A page's sections one under another, titled at the level the page's outline needs. */
export const Stack: Story = {
  render: (args) => (
    <SectionStack>
      <Section title="职位信息" headingLevel={3}>
        {args.children}
      </Section>
      <Section title="审核记录" headingLevel={3}>
        提交审核 · 李女士 · 2025-03-12 09:30:00
      </Section>
    </SectionStack>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual([
      '职位信息',
      '审核记录',
    ]);
  },
};
