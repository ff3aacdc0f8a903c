import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { disguisedTextFile, pngFile } from '../../stories/fixtures/images';
import { FormField } from '../../ui/Form';
import {
  RichTextEditor,
  linkAddressMessage,
  normalizeLinkAddress,
  isAllowedLinkHref,
  type RichTextEditorProps,
} from '../../ui/RichTextEditor';
import { ThemeRoot } from '../../ui/theme';

// ProseMirror measures the page to scroll the selection into view; jsdom has no layout.
beforeAll(() => {
  const rect = { x: 0, y: 0, top: 0, left: 0, bottom: 0, right: 0, width: 0, height: 0, toJSON: () => ({}) };
  const rects = Object.assign([rect], { item: () => rect }) as unknown as DOMRectList;
  Range.prototype.getBoundingClientRect = () => rect;
  Range.prototype.getClientRects = () => rects;
  document.elementFromPoint = () => null;
});

type Change = { html: string; text: string };

function Harness({
  initial = '',
  onChange,
  ...props
}: Partial<Omit<RichTextEditorProps, 'onChange'>> & {
  initial?: string;
  onChange?: (change: Change) => void;
}) {
  const [html, setHtml] = useState(initial);
  return (
    <ThemeRoot>
      <FormField label="公告内容" required error={props.status === 'error' ? '请输入公告内容' : undefined}>
        <RichTextEditor
          value={html}
          uploadImage={(file) =>
            Promise.resolve(`/pub/file/previewFile?path=zpgg%2F${encodeURIComponent(file.name)}`)
          }
          {...props}
          onChange={(next, text) => {
            setHtml(next);
            onChange?.({ html: next, text });
          }}
        />
      </FormField>
      <output data-testid="html">{html}</output>
      <button type="button" onClick={() => setHtml('<h2>外部载入</h2><p>草稿</p>')}>
        载入草稿
      </button>
    </ThemeRoot>
  );
}

const textbox = () => screen.getByRole('textbox', { name: '公告内容' });
const html = () => screen.getByTestId('html').textContent ?? '';

/** Puts the selection over the whole text, as a person dragging across it would. */
function selectAll() {
  const content = textbox();
  act(() => {
    content.focus();
    const range = document.createRange();
    range.selectNodeContents(content);
    const selection = window.getSelection()!;
    selection.removeAllRanges();
    selection.addRange(range);
    document.dispatchEvent(new Event('selectionchange'));
  });
}

describe('RichTextEditor', () => {
  it('is a labelled, multi-line text box wired to its field: required, invalid, described by the message and the counter', () => {
    render(<Harness limit={200} status="error" />);
    const content = textbox();
    expect(content).toHaveAttribute('aria-multiline', 'true');
    expect(content).toHaveAttribute('aria-required', 'true');
    expect(content).toHaveAttribute('aria-invalid', 'true');
    expect(content).toHaveAccessibleDescription(/请输入公告内容.*0\/200/);
    expect(screen.getByRole('toolbar', { name: '格式工具栏' })).toHaveAttribute('aria-controls', content.id);
  });

  it('shows the HTML it is given and counts its text by the spec measure (ASCII 1, others 2)', () => {
    render(<Harness initial="<h2>招聘简章</h2><p>Java 工程师</p>" limit={100} />);
    expect(screen.getByRole('heading', { level: 2, name: '招聘简章' })).toBeInTheDocument();
    // 招聘简章 = 8, newline = 1, "Java " = 5, 工程师 = 6
    expect(screen.getByText('20/100')).toBeInTheDocument();
  });

  it('takes a new value from outside (a loaded draft) without reporting it back as an edit', async () => {
    const onChange = jest.fn();
    const user = userEvent.setup();
    render(<Harness initial="<p>旧内容</p>" onChange={onChange} />);
    await user.click(screen.getByRole('button', { name: '载入草稿' }));
    expect(await screen.findByRole('heading', { name: '外部载入' })).toBeInTheDocument();
    expect(onChange).not.toHaveBeenCalled();
  });

  it('drops scripts, event handlers, javascript: links and data: images from the HTML it is given', () => {
    render(
      <Harness
        initial={
          '<p onclick="alert(1)">正文<script>alert(1)</script><a href="javascript:alert(1)">坏链接</a>' +
          '<a href="https://www.example.com">好链接</a></p><img src="data:image/png;base64,AAAA">' +
          '<img src="/pub/file/previewFile?path=zpgg%2Fa.png" alt="合影">'
        }
      />,
    );
    const content = textbox();
    expect(content.querySelector('script')).toBeNull();
    expect(content.querySelector('[onclick]')).toBeNull();
    expect(content).toHaveTextContent('正文坏链接好链接');
    expect(within(content).getAllByRole('link')).toHaveLength(1);
    expect(screen.getByRole('link', { name: '好链接' })).toHaveAttribute('href', 'https://www.example.com');
    expect(screen.getByRole('link', { name: '好链接' })).toHaveAttribute('rel', 'noopener noreferrer');
    const images = content.querySelectorAll('img');
    expect(images).toHaveLength(1);
    expect(images[0]).toHaveAttribute('src', '/pub/file/previewFile?path=zpgg%2Fa.png');
  });

  it('keeps only the image addresses the form allows', () => {
    render(
      <Harness
        initial={
          '<img src="https://elsewhere.example.com/x.png"><img src="/pub/file/previewFile?path=zpgg%2Fb.png">'
        }
        isAllowedImageSrc={(src) => src.startsWith('/pub/file/previewFile?path=')}
      />,
    );
    const images = textbox().querySelectorAll('img');
    expect(images).toHaveLength(1);
    expect(images[0]).toHaveAttribute('src', '/pub/file/previewFile?path=zpgg%2Fb.png');
  });

  it('toggles marks from the toolbar and says which are on with aria-pressed', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn<void, [Change]>();
    render(<Harness initial="<p>急聘</p>" onChange={onChange} />);
    selectAll();
    const bold = screen.getByRole('button', { name: '加粗' });
    expect(bold).toHaveAttribute('aria-pressed', 'false');
    await user.click(bold);
    expect(html()).toBe('<p><strong>急聘</strong></p>');
    expect(onChange).toHaveBeenLastCalledWith({ html: '<p><strong>急聘</strong></p>', text: '急聘' });
    await waitFor(() => expect(bold).toHaveAttribute('aria-pressed', 'true'));
    await user.click(screen.getByRole('button', { name: '二级标题' }));
    expect(html()).toBe('<h2><strong>急聘</strong></h2>');
    await user.click(screen.getByRole('button', { name: '有序列表' }));
    expect(html()).toBe('<ol><li><p><strong>急聘</strong></p></li></ol>');
    expect(screen.getByRole('button', { name: '有序列表' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('inserts a 3×3 table with a header row, then adds and removes rows and columns inside it', async () => {
    const user = userEvent.setup();
    render(<Harness initial="<p>岗位</p>" />);
    selectAll();
    expect(screen.queryByRole('button', { name: '删除表格' })).toBeNull();
    await user.click(screen.getByRole('button', { name: '插入表格' }));
    const table = textbox().querySelector('table')!;
    expect(table.querySelectorAll('tr')).toHaveLength(3);
    expect(table.querySelectorAll('tr:first-child th')).toHaveLength(3);
    expect(screen.getByRole('button', { name: '插入表格' })).toBeDisabled();
    await user.click(await screen.findByRole('button', { name: '在下方插入行' }));
    expect(textbox().querySelectorAll('tr')).toHaveLength(4);
    await user.click(screen.getByRole('button', { name: '在右侧插入列' }));
    expect(textbox().querySelectorAll('tr:first-child th')).toHaveLength(4);
    await user.click(screen.getByRole('button', { name: '删除当前列' }));
    expect(textbox().querySelectorAll('tr:first-child th')).toHaveLength(3);
    await user.click(screen.getByRole('button', { name: '删除表格' }));
    expect(textbox().querySelector('table')).toBeNull();
  });

  it('uploads a picked image and inserts it with the address uploadImage answered', async () => {
    const uploadImage = jest.fn(() => Promise.resolve('/pub/file/previewFile?path=zpgg%2F1.png'));
    render(<Harness uploadImage={uploadImage} />);
    const input = document.querySelector<HTMLInputElement>('input[type="file"]')!;
    fireEvent.change(input, { target: { files: [pngFile('宣讲现场.png')] } });
    await waitFor(() =>
      expect(html()).toContain('<img src="/pub/file/previewFile?path=zpgg%2F1.png" alt="宣讲现场">'),
    );
    expect(uploadImage).toHaveBeenCalledTimes(1);
  });

  it('refuses a file that is not really an image and says why, uploading nothing', async () => {
    const uploadImage = jest.fn(() => Promise.resolve('/x'));
    render(<Harness uploadImage={uploadImage} />);
    const input = document.querySelector<HTMLInputElement>('input[type="file"]')!;
    fireEvent.change(input, { target: { files: [disguisedTextFile('简章.png')] } });
    expect(await screen.findByText(/“简章.png”无法上传/)).toBeInTheDocument();
    expect(uploadImage).not.toHaveBeenCalled();
    expect(textbox()).toHaveAccessibleDescription(/无法上传/);
  });

  it('reports a failed upload with the server reason and keeps the text', async () => {
    render(
      <Harness
        initial="<p>正文</p>"
        uploadImage={() => {
          return Promise.reject(new Error('上传的文件总量已达上限，请1小时后再试'));
        }}
      />,
    );
    const input = document.querySelector<HTMLInputElement>('input[type="file"]')!;
    fireEvent.change(input, { target: { files: [pngFile('a.png')] } });
    expect(
      await screen.findByText('“a.png”上传失败：上传的文件总量已达上限，请1小时后再试'),
    ).toBeInTheDocument();
    expect(textbox()).toHaveTextContent('正文');
  });

  it('links the selection through the dialog, refusing javascript: addresses', async () => {
    const user = userEvent.setup();
    render(<Harness initial="<p>官网</p>" />);
    selectAll();
    await user.click(screen.getByRole('button', { name: '链接' }));
    const dialog = screen.getByRole('dialog', { name: '插入链接' });
    const address = screen.getByRole('textbox', { name: '链接地址' });
    await user.type(address, 'javascript:alert(1)');
    await user.click(screen.getByRole('button', { name: '确定' }));
    expect(dialog).toHaveTextContent(linkAddressMessage.protocol);
    await user.clear(address);
    await user.type(address, 'www.example.com{Enter}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(html()).toBe(
      '<p><a target="_blank" rel="noopener noreferrer" href="https://www.example.com">官网</a></p>',
    );
  });

  it('has one tab stop in the toolbar and moves between buttons with the arrow keys', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.tab();
    expect(screen.getByRole('button', { name: '二级标题' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('button', { name: '三级标题' })).toHaveFocus();
    await user.keyboard('{End}');
    expect(screen.getByRole('button', { name: '插入表格' })).toHaveFocus();
    await user.tab();
    expect(textbox()).toHaveFocus();
  });

  it('cannot be edited when disabled', () => {
    render(<Harness initial="<p>只读</p>" disabled />);
    expect(textbox()).toHaveAttribute('contenteditable', 'false');
    expect(screen.getByRole('button', { name: '加粗' })).toBeDisabled();
  });
});

describe('normalizeLinkAddress', () => {
  it.each([
    ['https://www.example.com/a?b=1', 'https://www.example.com/a?b=1'],
    ['http://example.com', 'http://example.com'],
    ['www.example.com', 'https://www.example.com'],
    ['example.com:8080/jobs', 'https://example.com:8080/jobs'],
    ['hr@example.com', 'mailto:hr@example.com'],
    ['mailto:hr@example.com', 'mailto:hr@example.com'],
  ])('accepts %s as %s', (typed, href) => {
    expect(normalizeLinkAddress(typed)).toEqual({ href, error: null });
  });

  it.each([
    ['', linkAddressMessage.required],
    ['   ', linkAddressMessage.required],
    ['javascript:alert(1)', linkAddressMessage.protocol],
    ['data:text/html,<b>x</b>', linkAddressMessage.protocol],
    ['ftp://example.com', linkAddressMessage.protocol],
    ['abc', linkAddressMessage.format],
    ['exa mple.com', linkAddressMessage.format],
    ['mailto:nobody', linkAddressMessage.format],
  ])('refuses %j', (typed, error) => {
    expect(normalizeLinkAddress(typed)).toEqual({ href: null, error });
  });

  it('allows only absolute http, https and mailto addresses in pasted links', () => {
    expect(isAllowedLinkHref('https://a.cn')).toBe(true);
    expect(isAllowedLinkHref('mailto:a@b.cn')).toBe(true);
    expect(isAllowedLinkHref('javascript:alert(1)')).toBe(false);
    expect(isAllowedLinkHref('/relative')).toBe(false);
  });
});
