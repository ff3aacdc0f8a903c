import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { disguisedTextFile, pngFile } from '../../stories/fixtures/images';
import { FileUploader, fileProblem, type FileListItem, type FileUploaderProps } from '../../ui/FileUploader';
import { ThemeRoot } from '../../ui/theme';

const PDF = 'application/pdf';
const DOC = 'application/msword';
const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
const ACCEPT = ['image/png', PDF, DOC, DOCX];

const pdfBytes = new TextEncoder().encode('%PDF-1.7\n1 0 obj\n<<>>\nendobj\n');
const cfbBytes = new Uint8Array([
  0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0, 0, 0, 0, 0, 0, 0, 0x3e,
]);
const zipBytes = new Uint8Array([0x50, 0x4b, 0x03, 0x04, 0x14, 0, 0x06, 0, 0x08, 0, 0, 0, 0x21, 0, 0, 0, 0]);
const pdfFile = (name = '招聘简章.pdf') => new File([pdfBytes], name, { type: PDF });

function Harness({ upload, ...props }: Partial<FileUploaderProps>) {
  const [items, setItems] = useState<FileListItem[]>([]);
  return (
    <ThemeRoot>
      <FileUploader
        value={items}
        onChange={setItems}
        upload={upload ?? ((file) => Promise.resolve(`zpgg/${file.name}`))}
        accept={ACCEPT}
        typesLabel=" PDF、Word 或 PNG 文件"
        maxCount={2}
        maxSize={1024}
        hrefOf={(item) => `/download?path=${item.result ?? ''}`}
        {...props}
      />
      <output data-testid="items">
        {JSON.stringify(items.map(({ name, status, result }) => ({ name, status, result })))}
      </output>
    </ThemeRoot>
  );
}

const pick = (...files: File[]) => {
  fireEvent.change(document.querySelector<HTMLInputElement>('input[type="file"]')!, { target: { files } });
};
const list = () => screen.getByRole('list', { name: /上传附件/ });

describe('FileUploader', () => {
  it('uploads a picked file at once and lists it by name with a link to open it', async () => {
    const upload = jest.fn((file: File) => Promise.resolve(`zpgg/202506/${file.name}`));
    render(<Harness upload={upload} />);
    pick(pdfFile());
    const link = await screen.findByRole('link', { name: '招聘简章.pdf' });
    expect(link).toHaveAttribute('href', '/download?path=zpgg/202506/招聘简章.pdf');
    expect(upload).toHaveBeenCalledTimes(1);
    expect(screen.getByText('“招聘简章.pdf”上传成功')).toHaveAttribute('role', 'status');
    expect(list()).toHaveAccessibleName('上传附件（已选 1/2 个）');
  });

  it('refuses by content, size and count, each file with its own message, and uploads only the good ones', async () => {
    const upload = jest.fn((file: File) => Promise.resolve(file.name));
    render(<Harness upload={upload} />);
    pick(disguisedTextFile('简章.png'), new File([new Uint8Array(2048).fill(0x25)], '大.pdf', { type: PDF }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('“简章.png”无法上传：只能上传 PDF、Word 或 PNG 文件');
    expect(alert).toHaveTextContent('“大.pdf”无法上传');
    expect(upload).not.toHaveBeenCalled();
    pick(pdfFile('1.pdf'), pngFile('2.png'), pdfFile('3.pdf'));
    expect(await screen.findByText('最多只能上传 2 个文件')).toBeInTheDocument();
    await waitFor(() => expect(upload).toHaveBeenCalledTimes(2));
    expect(within(list()).getAllByRole('listitem')).toHaveLength(2);
    expect(screen.getByRole('button', { name: '上传附件' })).toBeDisabled();
  });

  it('keeps a failed upload in the list with the reason and uploads it again on 重新上传', async () => {
    const user = userEvent.setup();
    const upload = jest
      .fn<Promise<string>, [File]>()
      .mockRejectedValueOnce(new Error('上传的文件总量已达上限，请1小时后再试'))
      .mockResolvedValueOnce('zpgg/a.pdf');
    render(<Harness upload={upload} />);
    pick(pdfFile('a.pdf'));
    expect(await screen.findByText('上传失败：上传的文件总量已达上限，请1小时后再试')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '重新上传 a.pdf' }));
    expect(await screen.findByRole('link', { name: 'a.pdf' })).toBeInTheDocument();
    expect(screen.getByTestId('items')).toHaveTextContent(
      '[{"name":"a.pdf","status":"done","result":"zpgg/a.pdf"}]',
    );
  });

  it('removes a file and hands focus back to the add button', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    pick(pdfFile('a.pdf'));
    await screen.findByRole('link', { name: 'a.pdf' });
    await user.click(screen.getByRole('button', { name: '删除附件 a.pdf' }));
    expect(screen.getByTestId('items')).toHaveTextContent('[]');
    await waitFor(() => expect(screen.getByRole('button', { name: '上传附件' })).toHaveFocus());
  });

  it('drops the answer of an upload whose file was removed meanwhile', async () => {
    const user = userEvent.setup();
    let finish: (path: string) => void = () => {};
    render(<Harness upload={() => new Promise((resolve) => (finish = resolve))} />);
    pick(pdfFile('a.pdf'));
    await user.click(await screen.findByRole('button', { name: '删除附件 a.pdf' }));
    finish('zpgg/a.pdf');
    await waitFor(() => expect(screen.getByTestId('items')).toHaveTextContent('[]'));
  });
});

describe('fileProblem', () => {
  it.each([
    ['a PDF', { name: 'a.pdf', size: 10 }, pdfBytes, null],
    ['a .doc (OLE)', { name: 'a.doc', size: 10 }, cfbBytes, null],
    ['a .docx (ZIP named so)', { name: '简章.DOCX', size: 10 }, zipBytes, null],
    ['a plain ZIP', { name: 'a.zip', size: 10 }, zipBytes, 'type'],
    ['a ZIP renamed .pdf', { name: 'a.pdf', size: 10 }, zipBytes, 'type'],
    ['text renamed .pdf', { name: 'a.pdf', size: 10 }, new TextEncoder().encode('hello world'), 'type'],
    ['an empty file', { name: 'a.pdf', size: 0 }, new Uint8Array(), 'empty'],
    ['a PDF over the limit', { name: 'a.pdf', size: 2048 }, pdfBytes, 'size'],
  ] as const)('%s', (_, file, bytes, problem) => {
    expect(fileProblem(file, bytes, ACCEPT, 1024)).toBe(problem);
  });
});
