import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fireEvent, fn, userEvent, waitFor } from 'storybook/test';
import { FileUploader, type FileListItem, type FileUploaderProps } from '../../ui/FileUploader';
import { FormField } from '../../ui/Form';
import { disguisedTextFile, pngFile } from '../fixtures/images';

const PDF = 'application/pdf';
const ACCEPT = ['image/jpeg', 'image/png', PDF, 'application/msword'];
const pdfFile = (name: string) =>
  new File([new TextEncoder().encode('%PDF-1.7\n1 0 obj\n<<>>\nendobj\n%%EOF\n')], name, { type: PDF });

const fileInput = (root: HTMLElement) => root.querySelector<HTMLInputElement>('input[type="file"]')!;

/** Holds the list as a form would. */
function Field({ value: initial, onChange, ...props }: FileUploaderProps) {
  const [items, setItems] = useState<FileListItem[]>([...initial]);
  return (
    <div style={{ maxWidth: 560 }}>
      <FormField label="附件" variant={props.variant}>
        <FileUploader
          {...props}
          value={items}
          onChange={(next) => {
            onChange(next);
            setItems(next);
          }}
        />
      </FormField>
    </div>
  );
}

const meta = {
  title: 'UI/FileUploader',
  component: FileUploader,
  args: {
    value: [],
    onChange: fn(),
    upload: (file: File) =>
      new Promise<string>((resolve) => setTimeout(() => resolve(`zpgg/${file.name}`), 300)),
    accept: ACCEPT,
    typesLabel: ' PDF、Word 或 JPG、PNG 图片',
    maxCount: 3,
    maxSize: 1024 * 1024,
    hrefOf: (item: FileListItem) => `#${item.result ?? ''}`,
  },
  argTypes: {
    variant: { control: 'inline-radio', options: ['desktop', 'phone'] },
    value: { control: false },
  },
  render: (args) => <Field {...args} />,
} satisfies Meta<typeof FileUploader>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: '上传附件' })).toBeVisible();
    await expect(
      canvas.getByText('支持 PDF、Word 或 JPG、PNG 图片，单个文件不超过 1MB，最多 3 个'),
    ).toBeVisible();
  },
};

export const Uploads: Story = {
  play: async ({ canvas, canvasElement }) => {
    await fireEvent.change(fileInput(canvasElement), { target: { files: [pdfFile('招聘简章.pdf')] } });
    await expect(await canvas.findByText('上传中')).toBeVisible();
    await expect(await canvas.findByRole('link', { name: '招聘简章.pdf' })).toHaveAttribute(
      'href',
      '#zpgg/招聘简章.pdf',
    );
  },
};

export const Stored: Story = {
  args: {
    value: [
      { uid: '1', name: '2025届春季校园招聘简章.pdf', status: 'done', result: 'zpgg/1.pdf' },
      { uid: '2', name: '岗位一览表.doc', size: 48_128, status: 'done', result: 'zpgg/2.doc' },
    ],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('list', { name: '上传附件（已选 2/3 个）' })).toBeVisible();
    await expect(canvas.getByText('47KB')).toBeVisible();
  },
};

export const Refused: Story = {
  play: async ({ canvas, canvasElement }) => {
    await fireEvent.change(fileInput(canvasElement), {
      target: {
        files: [
          disguisedTextFile('简章.png'),
          pdfFile('1.pdf'),
          pdfFile('2.pdf'),
          pngFile('3.png'),
          pdfFile('4.pdf'),
        ],
      },
    });
    await expect(
      await canvas.findByText('“简章.png”无法上传：只能上传 PDF、Word 或 JPG、PNG 图片'),
    ).toBeVisible();
    await expect(canvas.getByText('最多只能上传 3 个文件')).toBeVisible();
    await waitFor(() => expect(canvas.getByRole('button', { name: '上传附件' })).toBeDisabled());
  },
};

export const FailedUpload: Story = {
  args: { upload: () => Promise.reject(new Error('上传的文件总量已达上限，请1小时后再试')) },
  play: async ({ canvas, canvasElement }) => {
    await fireEvent.change(fileInput(canvasElement), { target: { files: [pdfFile('简章.pdf')] } });
    await expect(await canvas.findByText('上传失败：上传的文件总量已达上限，请1小时后再试')).toBeVisible();
    await expect(canvas.getByRole('button', { name: '重新上传 简章.pdf' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '删除附件 简章.pdf' }));
    await waitFor(() => expect(canvas.queryByText('简章.pdf')).toBeNull());
  },
};

export const Phone: Story = {
  args: {
    variant: 'phone',
    value: [{ uid: '1', name: '2025届春季校园招聘简章.pdf', status: 'done', result: 'zpgg/1.pdf' }],
  },
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvas }) => {
    const remove = canvas.getByRole('button', { name: '删除附件 2025届春季校园招聘简章.pdf' });
    await expect(remove.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
  },
};
