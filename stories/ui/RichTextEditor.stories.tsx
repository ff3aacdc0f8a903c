import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fireEvent, fn, userEvent, waitFor, within } from 'storybook/test';
import { FormField } from '../../ui/Form';
import { RichTextEditor, linkAddressMessage, type RichTextEditorProps } from '../../ui/RichTextEditor';
import { disguisedTextFile, drawnPngFile } from '../fixtures/images';

const page = () => within(document.body);
const fileInput = (root: HTMLElement) => root.querySelector<HTMLInputElement>('input[type="file"]')!;

const SAMPLE =
  '<h2>公司简介</h2><p>示例科技有限公司专注于企业软件，现有员工<strong>600余人</strong>。</p>' +
  '<h3>招聘岗位</h3><table><tbody><tr><th><p>岗位</p></th><th><p>人数</p></th></tr>' +
  '<tr><td><p>Java 开发</p></td><td><p>5</p></td></tr></tbody></table>' +
  '<ul><li><p>五险一金</p></li><li><p>带薪年假</p></li></ul>' +
  '<p>详见<a target="_blank" rel="noopener noreferrer" href="https://www.example.com">公司官网</a>。</p>';

/** Uploads "succeed" after a moment with a local address for the picked file. */
const uploadLocally = (file: File) =>
  new Promise<string>((resolve) => setTimeout(() => resolve(URL.createObjectURL(file)), 300));

/** The editor inside a labelled form field, holding its HTML as a form would. */
function EditorField({
  value: initial,
  onChange,
  label = '公告内容',
  error,
  ...props
}: RichTextEditorProps & { label?: string; error?: string }) {
  const [html, setHtml] = useState(initial);
  return (
    <div style={{ maxWidth: 760 }}>
      <FormField label={label} required error={error} variant={props.variant}>
        <RichTextEditor
          {...props}
          value={html}
          onChange={(next, text) => {
            setHtml(next);
            onChange(next, text);
          }}
        />
      </FormField>
      <output data-testid="html" hidden>
        {html}
      </output>
    </div>
  );
}

const meta = {
  title: 'UI/RichTextEditor',
  component: RichTextEditor,
  args: {
    value: '',
    onChange: fn(),
    uploadImage: uploadLocally,
    limit: 2000,
    placeholder: '介绍单位概况、招聘岗位、应聘方式等',
  },
  argTypes: {
    variant: { control: 'inline-radio', options: ['desktop', 'phone'] },
    value: { control: false },
  },
  render: (args) => <EditorField {...args} />,
} satisfies Meta<typeof RichTextEditor>;

export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];

const textbox = (canvas: Canvas) => canvas.getByRole('textbox', { name: /公告内容/ });
const html = (root: HTMLElement) => root.querySelector('[data-testid="html"]')?.textContent ?? '';

export const Empty: Story = {
  play: async ({ canvas }) => {
    await expect(textbox(canvas)).toBeVisible();
    await expect(canvas.getByText('介绍单位概况、招聘岗位、应聘方式等')).toBeVisible();
    await expect(canvas.getByText('0/2000')).toBeVisible();
    await expect(canvas.getByRole('toolbar', { name: '格式工具栏' })).toBeVisible();
    // Table operations appear inside a table only.
    await expect(canvas.queryByRole('button', { name: '删除表格' })).toBeNull();
  },
};

export const WithContent: Story = {
  args: { value: SAMPLE },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: '公司简介', level: 2 })).toBeVisible();
    await expect(within(textbox(canvas)).getByRole('table')).toBeVisible();
    await expect(canvas.getByText(/\/2000$/)).toBeVisible();
  },
};

/** Typing, then marks and headings from the toolbar; the buttons say which are on. */
export const Formatting: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    const content = textbox(canvas);
    await userEvent.click(content);
    await userEvent.keyboard('校园招聘');
    await waitFor(() => expect(html(canvasElement)).toBe('<p>校园招聘</p>'));
    await userEvent.tripleClick(within(content).getByText('校园招聘'));
    const bold = canvas.getByRole('button', { name: '加粗' });
    await userEvent.click(bold);
    await waitFor(() => expect(bold).toHaveAttribute('aria-pressed', 'true'));
    await userEvent.click(canvas.getByRole('button', { name: '二级标题' }));
    await waitFor(() => expect(html(canvasElement)).toBe('<h2><strong>校园招聘</strong></h2>'));
    await expect(args.onChange.mock.lastCall?.[1]).toBe('校园招聘');
    await expect(canvas.getByText('8/2000')).toBeVisible();
  },
};

export const Table: Story = {
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(textbox(canvas));
    await userEvent.click(canvas.getByRole('button', { name: '插入表格' }));
    const table = () => within(textbox(canvas)).getByRole('table');
    await waitFor(() => expect(table().querySelectorAll('tr')).toHaveLength(3));
    await expect(table().querySelectorAll('th')).toHaveLength(3);
    // Header cells are named by their text: fill them (axe checks the end state).
    await userEvent.keyboard('岗位{Tab}人数{Tab}地点');
    await waitFor(() => expect(table().querySelector('tr')).toHaveTextContent('岗位人数地点'));
    await userEvent.click(await canvas.findByRole('button', { name: '在下方插入行' }));
    await waitFor(() => expect(table().querySelectorAll('tr')).toHaveLength(4));
    await userEvent.click(canvas.getByRole('button', { name: '在右侧插入列' }));
    await waitFor(() => expect(table().querySelectorAll('tr:first-child th')).toHaveLength(4));
    await userEvent.keyboard('{Tab}待遇');
    await waitFor(() => expect(table().querySelector('tr')).toHaveTextContent('岗位人数地点待遇'));
    await expect(html(canvasElement)).toContain('<p>岗位</p></th>');
  },
};

export const Link: Story = {
  args: { value: '<p>公司官网</p>' },
  play: async ({ canvas, canvasElement }) => {
    // Select the whole text, again until it holds: the editor may still settle its first selection.
    await waitFor(async () => {
      await userEvent.click(textbox(canvas));
      await userEvent.keyboard('{Control>}a{/Control}');
      await expect(document.getSelection()?.toString()).toBe('公司官网');
    });
    await userEvent.click(canvas.getByRole('button', { name: '链接' }));
    const dialog = await page().findByRole('dialog', { name: '插入链接' });
    const address = within(dialog).getByRole('textbox', { name: /链接地址/ });
    await userEvent.type(address, 'javascript:alert(1)');
    await userEvent.click(within(dialog).getByRole('button', { name: '确定' }));
    await expect(await within(dialog).findByText(linkAddressMessage.protocol)).toBeVisible();
    await userEvent.clear(address);
    await userEvent.type(address, 'www.example.com{Enter}');
    await waitFor(() => expect(page().queryByRole('dialog')).toBeNull());
    await expect(within(textbox(canvas)).getByRole('link', { name: '公司官网' })).toHaveAttribute(
      'href',
      'https://www.example.com',
    );
    await expect(html(canvasElement)).toContain('href="https://www.example.com"');
  },
};

export const Image: Story = {
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(textbox(canvas));
    await fireEvent.change(fileInput(canvasElement), {
      target: { files: [await drawnPngFile('宣讲会现场.png', 200)] },
    });
    await expect(await canvas.findByText('图片上传中…')).toBeVisible();
    const image = await within(textbox(canvas)).findByRole('img', { name: '宣讲会现场' });
    await expect(image.getAttribute('src')).toMatch(/^blob:/);
  },
};

export const RefusedImage: Story = {
  play: async ({ canvas, canvasElement }) => {
    await fireEvent.change(fileInput(canvasElement), { target: { files: [disguisedTextFile('简章.png')] } });
    await expect(await canvas.findByText(/“简章.png”无法上传/)).toBeVisible();
    await expect(within(textbox(canvas)).queryByRole('img')).toBeNull();
  },
};

export const Invalid: Story = {
  args: { status: 'error' },
  render: (args) => <EditorField {...args} error="请输入公告内容" />,
  play: async ({ canvas }) => {
    await expect(textbox(canvas)).toHaveAttribute('aria-invalid', 'true');
    await expect(textbox(canvas)).toHaveAccessibleDescription(/请输入公告内容/);
  },
};

export const OverLimit: Story = {
  args: { value: `<p>${'招'.repeat(30)}</p>`, limit: 50 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('60/50')).toBeVisible();
  },
};

export const Disabled: Story = {
  args: { value: SAMPLE, disabled: true },
  play: async ({ canvas }) => {
    await expect(textbox(canvas)).toHaveAttribute('contenteditable', 'false');
    await expect(canvas.getByRole('button', { name: '加粗' })).toBeDisabled();
  },
};

/** One tab stop for the toolbar; arrow keys move between its buttons. */
export const Keyboard: Story = {
  play: async ({ canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: '二级标题' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    await expect(canvas.getByRole('button', { name: '加粗' })).toHaveFocus();
    await userEvent.tab();
    await expect(textbox(canvas)).toHaveFocus();
  },
};

export const Phone: Story = {
  args: { value: SAMPLE, variant: 'phone', minHeight: '200px' },
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvas }) => {
    const bold = canvas.getByRole('button', { name: '加粗' });
    await expect(bold.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    await expect(textbox(canvas)).toBeVisible();
  },
};
