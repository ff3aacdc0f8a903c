import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { disguisedTextFile, pngFile } from '../../stories/fixtures/images';
import { ThemeRoot } from '../../ui/theme';
import {
  NOT_AN_IMAGE_MESSAGE,
  Uploader,
  uploadSequentially,
  type UploaderProps,
  type UploadItem,
} from '../../ui/Uploader';

let urlCount = 0;
beforeEach(() => {
  urlCount = 0;
  jest.spyOn(URL, 'createObjectURL').mockImplementation(() => {
    urlCount += 1;
    return `blob:preview-${urlCount}`;
  });
  jest.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
});
afterEach(() => {
  jest.restoreAllMocks();
});

const onChangeSpy = jest.fn<void, [UploadItem[]]>();

function Harness(props: Partial<UploaderProps>) {
  const [items, setItems] = useState<UploadItem[]>([]);
  return (
    <ThemeRoot>
      <Uploader
        value={items}
        onChange={(next) => {
          onChangeSpy(next);
          setItems(next);
        }}
        {...props}
      />
    </ThemeRoot>
  );
}

const fileInput = () => document.querySelector<HTMLInputElement>('input[type="file"]')!;
const pick = (...files: File[]) => {
  fireEvent.change(fileInput(), { target: { files } });
};
const thumbnails = () => screen.queryAllByRole('button', { name: /^预览/ });

describe('Uploader', () => {
  it('opens the file picker from a real, focusable add button', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const click = jest.spyOn(fileInput(), 'click');
    await user.tab();
    expect(screen.getByRole('button', { name: '上传图片' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(click).toHaveBeenCalledTimes(1);
  });

  it('accepts a real PNG and shows it with a local preview', async () => {
    render(<Harness />);
    pick(pngFile('截图.png'));
    expect(await screen.findByRole('button', { name: '预览第1张图片 截图.png' })).toBeInTheDocument();
    await waitFor(() => expect(document.querySelector('img')).toHaveAttribute('src', 'blob:preview-1'));
    expect(screen.queryByText(/无法上传|最多只能/)).not.toBeInTheDocument();
  });

  it('refuses a text file renamed .png with a clear message', async () => {
    render(<Harness />);
    pick(disguisedTextFile('简历.png'));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(NOT_AN_IMAGE_MESSAGE));
    expect(screen.getByRole('alert')).toHaveTextContent('简历.png');
    expect(thumbnails()).toHaveLength(0);
  });

  it('takes only the kinds it is given, and says which', async () => {
    render(<Harness kinds={['jpeg', 'png', 'webp']} maxCount={1} />);
    expect(screen.getByText('支持 JPG、PNG、WEBP，单张不超过 5MB，最多 1 张')).toBeInTheDocument();
    expect(fileInput()).toHaveAttribute('accept', 'image/jpeg,image/png,image/webp');
    const gif = new File([new TextEncoder().encode('GIF89a\u0001\u0000\u0001\u0000')], '动图.gif', {
      type: 'image/gif',
    });
    pick(gif);
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent(
        '“动图.gif”无法上传：只能上传图片文件（JPG、PNG、WEBP）',
      ),
    );
    pick(pngFile('执照.png'));
    expect(await screen.findByRole('button', { name: '预览第1张图片 执照.png' })).toBeInTheDocument();
  });

  it('refuses a file over the size limit', async () => {
    render(<Harness maxSize={10} />);
    pick(pngFile('大图.png'));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('单张图片不能超过 10B'));
    expect(thumbnails()).toHaveLength(0);
  });

  it('stops at the maximum count, says so and hides the add button', async () => {
    render(<Harness maxCount={2} />);
    pick(pngFile('1.png'), pngFile('2.png'), pngFile('3.png'));
    await waitFor(() => expect(thumbnails()).toHaveLength(2));
    expect(screen.getByRole('alert')).toHaveTextContent('最多只能上传 2 张图片');
    expect(screen.queryByRole('button', { name: '上传图片' })).not.toBeInTheDocument();
    expect(screen.getByRole('list', { name: '上传图片（已选 2/2 张）' })).toBeInTheDocument();
  });

  it('removes an image with its own button, frees its preview URL and focuses the add button', async () => {
    const user = userEvent.setup();
    render(<Harness maxCount={1} />);
    pick(pngFile('截图.png'));
    await user.click(await screen.findByRole('button', { name: '删除第1张图片 截图.png' }));
    expect(thumbnails()).toHaveLength(0);
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:preview-1');
    await waitFor(() => expect(screen.getByRole('button', { name: '上传图片' })).toHaveFocus());
  });

  it('frees every preview URL when it unmounts', async () => {
    const { unmount } = render(<Harness />);
    pick(pngFile('1.png'), pngFile('2.png'));
    await waitFor(() => expect(thumbnails()).toHaveLength(2));
    unmount();
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:preview-1');
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:preview-2');
  });

  it('previews an image in a dialog', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    pick(pngFile('截图.png'));
    await user.click(await screen.findByRole('button', { name: '预览第1张图片 截图.png' }));
    const dialog = screen.getByRole('dialog', { name: '图片预览' });
    expect(dialog.querySelector('img')).toHaveAttribute('alt', '截图.png');
    await user.click(screen.getByRole('button', { name: '关闭' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('hands the form the held File objects themselves', async () => {
    render(<Harness />);
    const file = pngFile('截图.png');
    pick(file);
    await waitFor(() => expect(onChangeSpy).toHaveBeenCalled());
    const [held] = onChangeSpy.mock.lastCall ?? [];
    expect(held?.map((item) => item.file)).toEqual([file]);
  });

  it.each([
    ['desktop', 'image/jpeg,image/png,image/gif,image/webp'],
    ['phone', 'image/*'],
  ] as const)('on %s accepts %s, several at a time', (variant, accept) => {
    render(<Harness variant={variant} />);
    expect(fileInput()).toHaveAttribute('accept', accept);
    expect(fileInput()).toHaveAttribute('multiple');
  });
});

describe('uploadSequentially', () => {
  const items = (names: string[]): UploadItem[] =>
    names.map((name, index) => ({ uid: String(index), file: pngFile(name) }));

  it('uploads one file at a time, in order, and returns the results in that order', async () => {
    const log: string[] = [];
    const upload = async (file: File) => {
      log.push(`start ${file.name}`);
      await new Promise((resolve) => setTimeout(resolve, 5));
      log.push(`end ${file.name}`);
      return `/wtfk/${file.name}`;
    };
    await expect(uploadSequentially(items(['a.png', 'b.png']), upload)).resolves.toEqual([
      '/wtfk/a.png',
      '/wtfk/b.png',
    ]);
    expect(log).toEqual(['start a.png', 'end a.png', 'start b.png', 'end b.png']);
  });

  it('stops at the first failure', async () => {
    const upload = jest.fn((file: File) =>
      file.name === 'a.png' ? Promise.reject(new Error('上传失败')) : Promise.resolve(file.name),
    );
    await expect(uploadSequentially(items(['a.png', 'b.png']), upload)).rejects.toThrow('上传失败');
    expect(upload).toHaveBeenCalledTimes(1);
  });
});
