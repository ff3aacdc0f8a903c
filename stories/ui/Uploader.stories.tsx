import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fireEvent, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../../ui/Button';
import {
  NOT_AN_IMAGE_MESSAGE,
  Uploader,
  uploadSequentially,
  type UploaderProps,
  type UploadItem,
} from '../../ui/Uploader';
import { disguisedTextFile, drawnPngFile, pngFile } from '../fixtures/images';

const page = () => within(document.body);
const fileInput = (root: HTMLElement) => root.querySelector<HTMLInputElement>('input[type="file"]')!;
const thumbnails = (root: HTMLElement) => within(root).queryAllByRole('button', { name: /^预览/ });

async function sampleItems(count: number): Promise<UploadItem[]> {
  const files = await Promise.all(
    Array.from({ length: count }, (_, index) => drawnPngFile(`现场照片${index + 1}.png`, index * 70)),
  );
  return files.map((file, index) => ({ uid: `sample-${index}`, file }));
}

const samplesOf = (loaded: Record<string, unknown>) => loaded.samples as UploadItem[];

/** Holds the list as a form would: in state, until submit. */
function ControlledUploader({ value: initial, onChange, ...props }: UploaderProps) {
  const [items, setItems] = useState<UploadItem[]>([...initial]);
  return (
    <div style={{ maxWidth: 640 }}>
      <Uploader
        {...props}
        value={items}
        onChange={(next) => {
          onChange(next);
          setItems(next);
        }}
      />
    </div>
  );
}

const meta = {
  title: 'UI/Uploader',
  component: Uploader,
  args: { value: [], onChange: fn(), maxCount: 3 },
  argTypes: {
    variant: { control: 'inline-radio', options: ['desktop', 'phone'] },
    value: { control: false },
  },
  loaders: [async () => ({ samples: await sampleItems(3) })],
  render: (args) => <ControlledUploader {...args} />,
} satisfies Meta<typeof Uploader>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: '上传图片' })).toBeVisible();
    await expect(canvas.getByText('支持 JPG、PNG、GIF、WEBP，单张不超过 5MB，最多 3 张')).toBeVisible();
  },
};

export const AcceptsRealPng: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    await fireEvent.change(fileInput(canvasElement), { target: { files: [pngFile('营业执照.png')] } });
    const preview = await canvas.findByRole('button', { name: '预览第1张图片 营业执照.png' });
    await waitFor(() => expect(preview.querySelector('img')?.getAttribute('src')).toMatch(/^blob:/));
    await expect(args.onChange).toHaveBeenCalledTimes(1);
    await expect(canvas.queryByText(/无法上传/)).toBeNull();
  },
};

export const RefusesRenamedTextFile: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    await fireEvent.change(fileInput(canvasElement), { target: { files: [disguisedTextFile('简历.png')] } });
    const alert = await canvas.findByText(`“简历.png”无法上传：${NOT_AN_IMAGE_MESSAGE}`);
    await expect(alert).toBeVisible();
    await expect(thumbnails(canvasElement)).toHaveLength(0);
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

/** A bucket that takes fewer kinds (business licences: JPG, PNG, WEBP) says so and refuses a GIF. */
export const FewerKinds: Story = {
  args: { kinds: ['jpeg', 'png', 'webp'], maxCount: 1, label: '上传营业执照' },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('支持 JPG、PNG、WEBP，单张不超过 5MB，最多 1 张')).toBeVisible();
    const gif = new File([new TextEncoder().encode('GIF89a\u0001\u0000\u0001\u0000')], '执照.gif', {
      type: 'image/gif',
    });
    await fireEvent.change(fileInput(canvasElement), { target: { files: [gif] } });
    await expect(
      await canvas.findByText('“执照.gif”无法上传：只能上传图片文件（JPG、PNG、WEBP）'),
    ).toBeVisible();
    await expect(thumbnails(canvasElement)).toHaveLength(0);
  },
};

export const RefusesOversizedFile: Story = {
  args: { maxSize: 50 },
  play: async ({ canvas, canvasElement }) => {
    await fireEvent.change(fileInput(canvasElement), { target: { files: [pngFile('大图.png')] } });
    await expect(await canvas.findByText('“大图.png”无法上传：单张图片不能超过 50B')).toBeVisible();
  },
};

export const WithImages: Story = {
  render: (args, { loaded }) => <ControlledUploader {...args} value={samplesOf(loaded).slice(0, 2)} />,
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(thumbnails(canvasElement)).toHaveLength(2));
  },
};

export const FullHidesAddButton: Story = {
  render: (args, { loaded }) => <ControlledUploader {...args} value={samplesOf(loaded)} />,
  play: async ({ canvas, canvasElement }) => {
    await waitFor(() => expect(thumbnails(canvasElement)).toHaveLength(3));
    await expect(canvas.queryByRole('button', { name: '上传图片' })).toBeNull();
    await expect(canvas.getByRole('list', { name: '上传图片（已选 3/3 张）' })).toBeVisible();
  },
};

export const ExceedingMaxCount: Story = {
  play: async ({ canvas, canvasElement }) => {
    const files = ['1.png', '2.png', '3.png', '4.png'].map((name) => pngFile(name));
    await fireEvent.change(fileInput(canvasElement), { target: { files } });
    await expect(await canvas.findByText('最多只能上传 3 张图片')).toBeVisible();
    await expect(thumbnails(canvasElement)).toHaveLength(3);
  },
};

export const RemoveAndKeyboard: Story = {
  render: (args, { loaded }) => <ControlledUploader {...args} value={samplesOf(loaded)} />,
  play: async ({ canvas, canvasElement }) => {
    await waitFor(() => expect(thumbnails(canvasElement)).toHaveLength(3));
    await userEvent.click(canvas.getByRole('button', { name: '删除第2张图片 现场照片2.png' }));
    await expect(thumbnails(canvasElement)).toHaveLength(2);
    const add = canvas.getByRole('button', { name: '上传图片' });
    await waitFor(() => expect(add).toHaveFocus());
  },
};

export const Preview: Story = {
  render: (args, { loaded }) => <ControlledUploader {...args} value={samplesOf(loaded).slice(0, 1)} />,
  play: async ({ canvas }) => {
    const thumbnail = await canvas.findByRole('button', { name: '预览第1张图片 现场照片1.png' });
    await userEvent.click(thumbnail);
    const dialog = await page().findByRole('dialog', { name: '图片预览' });
    await expect(within(dialog).getByRole('img', { name: '现场照片1.png' })).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await expect(page().queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(thumbnail).toHaveFocus());
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  render: (args, { loaded }) => <ControlledUploader {...args} value={samplesOf(loaded).slice(0, 1)} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: '上传图片' })).toBeDisabled();
    await expect(canvas.queryByRole('button', { name: /^删除/ })).toBeNull();
  },
};

export const Phone: Story = {
  args: { variant: 'phone', maxCount: 9 },
  globals: { viewport: { value: 'phone', isRotated: false } },
  render: (args, { loaded }) => <ControlledUploader {...args} value={samplesOf(loaded)} />,
  play: async ({ canvas, canvasElement }) => {
    await waitFor(() => expect(thumbnails(canvasElement)).toHaveLength(3));
    await expect(fileInput(canvasElement)).toHaveAttribute('accept', 'image/*');
    await expect(fileInput(canvasElement)).toHaveAttribute('multiple');
    const remove = canvas.getByRole('button', { name: '删除第1张图片 现场照片1.png' });
    await expect(remove.getBoundingClientRect().height).toBe(44);
    await expect(
      canvas.getByRole('button', { name: '上传图片' }).getBoundingClientRect().height,
    ).toBeGreaterThanOrEqual(44);
  },
};

/** How a form uses the held files at submit: one upload after another, then the paths. */
function SubmitDemo({ upload }: { upload: (file: File) => Promise<string> }) {
  const [items, setItems] = useState<UploadItem[]>([]);
  const [paths, setPaths] = useState<string[] | null>(null);
  return (
    <form
      style={{ display: 'grid', gap: 12, maxWidth: 640 }}
      onSubmit={(event) => {
        event.preventDefault();
        void uploadSequentially(items, upload).then(setPaths);
      }}
    >
      <Uploader value={items} onChange={setItems} label="问题截图" />
      <div>
        <Button htmlType="submit" variant="primary">
          提交
        </Button>
      </div>
      {paths && <output>已上传：{paths.join('、')}</output>}
    </form>
  );
}

export const UploadsOnSubmit: Story = {
  render: () => <SubmitDemo upload={(file) => Promise.resolve(`/wtfk/${file.name}`)} />,
  play: async ({ canvas, canvasElement }) => {
    await fireEvent.change(fileInput(canvasElement), {
      target: { files: [pngFile('a.png'), pngFile('b.png')] },
    });
    await waitFor(() => expect(thumbnails(canvasElement)).toHaveLength(2));
    await userEvent.click(canvas.getByRole('button', { name: '提交' }));
    await expect(await canvas.findByText('已上传：/wtfk/a.png、/wtfk/b.png')).toBeVisible();
  },
};
