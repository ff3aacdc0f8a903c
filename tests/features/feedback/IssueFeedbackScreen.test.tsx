import { fireEvent, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { FEEDBACK_PATH, FEEDBACK_SUCCESS_MESSAGE, type FeedbackRequest } from '../../../contract/feedback';
import { FILE_UPLOAD_PATH } from '../../../contract/files';
import { IssueFeedbackDialog } from '../../../features/feedback/IssueFeedbackDialog';
import IssueFeedbackScreen from '../../../features/feedback/screens/IssueFeedbackScreen';
import { File as NodeFile } from 'node:buffer';
import { TINY_PNG_BYTES } from '../../../stories/fixtures/images';
import { clearBrowserState, envelope, startMockApi } from '../../app/support/mockApi';
import { landing, renderScreens } from '../support';

const server = startMockApi();
beforeEach(() => {
  clearBrowserState();
  jest.spyOn(URL, 'createObjectURL').mockReturnValue('blob:preview');
  jest.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

/** Records what reached the two endpoints, in order. */
function watchCalls() {
  const calls: string[] = [];
  const posted: FeedbackRequest[] = [];
  server.events.on('request:start', async ({ request }) => {
    const { pathname } = new URL(request.url);
    if (pathname === FILE_UPLOAD_PATH) {
      const file = (await request.clone().formData()).get('file') as File;
      calls.push(`upload ${file.name}`);
    }
    if (pathname === FEEDBACK_PATH) {
      calls.push('post');
      posted.push((await request.clone().json()) as FeedbackRequest);
    }
  });
  return { calls, posted };
}
afterEach(() => server.events.removeAllListeners());

/** The page, reached from the login page, so closing goes back there. */
function renderPage(isPhone = false) {
  const view = renderScreens(
    [{ path: '/wtfk', element: <IssueFeedbackScreen /> }, landing('/login/:xxdm/:mode')],
    { at: '/login/00000/0', preloadedState: { device: { isPhone } } },
  );
  void view.router.navigate('/wtfk');
  return view;
}

/**
 * jest-fixed-jsdom swaps in Node's Blob and FormData but keeps jsdom's File and FileReader, which
 * cannot work together: Node's FormData turns a jsdom File into the text "[object File]", jsdom's
 * FileReader refuses a Node file. A browser has one of each, so here the picked files are Node's and
 * the uploader's content check reads them through a FileReader made of Blob#arrayBuffer.
 */
const pngFile = (name: string) => new NodeFile([TINY_PNG_BYTES], name, { type: 'image/png' }) as File;

class BlobFileReader {
  result: ArrayBuffer | null = null;
  error: unknown = null;
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  readAsArrayBuffer(blob: Blob) {
    blob.arrayBuffer().then(
      (buffer) => {
        this.result = buffer;
        this.onload?.();
      },
      (error: unknown) => {
        this.error = error;
        this.onerror?.();
      },
    );
  }
}
const jsdomFileReader = window.FileReader;
beforeAll(() => {
  window.FileReader = BlobFileReader as unknown as typeof FileReader;
});
afterAll(() => {
  window.FileReader = jsdomFileReader;
});

const pick = (...files: File[]) =>
  fireEvent.change(document.querySelector<HTMLInputElement>('input[type="file"]')!, { target: { files } });

/** Opens the page, describes the problem, attaches 截图.png and submits. */
async function submitWithScreenshot() {
  const view = renderPage();
  await view.user.type(await screen.findByRole('textbox', { name: /问题描述/ }), '截图见附件');
  pick(pngFile('截图.png'));
  await screen.findByRole('button', { name: '预览第1张图片 截图.png' });
  await view.user.click(screen.getByRole('button', { name: '提交' }));
  return view;
}

describe('the issue feedback page', () => {
  it('asks for the description (desktop words) and sends nothing without it', async () => {
    const { calls } = watchCalls();
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: '提交' }));
    const description = screen.getByRole('textbox', { name: /问题描述/ });
    expect(description).toHaveAccessibleDescription(expect.stringContaining('请输入问题描述'));
    expect(description).toHaveFocus();
    expect(calls).toEqual([]);
  });

  it('asks in the phone words on phones', async () => {
    const { user } = renderPage(true);
    await user.click(await screen.findByRole('button', { name: '提交' }));
    expect(screen.getByRole('textbox', { name: /问题描述/ })).toHaveAccessibleDescription(
      expect.stringContaining('请填写问题描述'),
    );
  });

  it('uploads the images one by one, posts contact, description and paths, thanks and goes back', async () => {
    const { calls, posted } = watchCalls();
    const { user, path } = renderPage();
    await user.type(await screen.findByRole('textbox', { name: /联系方式/ }), '13800000000');
    await user.type(screen.getByRole('textbox', { name: /问题描述/ }), '发布职位时页面报错');
    pick(pngFile('第一张.png'), pngFile('第二张.png'));
    expect(await screen.findByRole('button', { name: '预览第2张图片 第二张.png' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: '提交' }));
    expect(await screen.findByText(FEEDBACK_SUCCESS_MESSAGE)).toBeInTheDocument();
    await waitFor(() => expect(path()).toBe('/login/00000/0'));
    expect(calls).toEqual(['upload 第一张.png', 'upload 第二张.png', 'post']);
    expect(posted).toHaveLength(1);
    expect(posted[0]).toMatchObject({ lxfs: '13800000000', wtms: '发布职位时页面报错' });
    expect(posted[0]!.fjlj).toMatch(/^wtfk\/mock\/\d+-第一张\.png,wtfk\/mock\/\d+-第二张\.png$/);
  });

  it('stops at a failed upload with a message, keeps everything, and succeeds on the retry', async () => {
    server.use(
      http.post(FILE_UPLOAD_PATH, () => HttpResponse.json(envelope(null, 413, '单个文件不能超过5MB')), {
        once: true,
      }),
    );
    const { calls } = watchCalls();
    const { user, path } = await submitWithScreenshot();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      '第1张图片“截图.png”上传失败：单个文件不能超过5MB。已填写的内容和选择的图片均已保留',
    );
    expect(calls).toEqual(['upload 截图.png']);
    expect(screen.getByRole('textbox', { name: /问题描述/ })).toHaveValue('截图见附件');
    expect(screen.getByRole('button', { name: '预览第1张图片 截图.png' })).toBeInTheDocument();
    expect(path()).toBe('/wtfk');

    await user.click(screen.getByRole('button', { name: '提交' }));
    await waitFor(() => expect(path()).toBe('/login/00000/0'));
    expect(calls).toEqual(['upload 截图.png', 'upload 截图.png', 'post']);
  });

  it('uploads an image again on the retry when the server answered without a stored path', async () => {
    server.use(http.post(FILE_UPLOAD_PATH, () => HttpResponse.json(envelope([])), { once: true }));
    const { calls } = watchCalls();
    const { user, path } = await submitWithScreenshot();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      '第1张图片“截图.png”上传失败：服务器未返回文件路径',
    );
    expect(calls).toEqual(['upload 截图.png']);

    await user.click(screen.getByRole('button', { name: '提交' }));
    await waitFor(() => expect(path()).toBe('/login/00000/0'));
    expect(calls).toEqual(['upload 截图.png', 'upload 截图.png', 'post']);
  });

  it('does not upload an image again when only the post failed', async () => {
    server.use(
      http.post(FEEDBACK_PATH, () => HttpResponse.json(envelope(null, 500, '服务器繁忙，请稍后再试')), {
        once: true,
      }),
    );
    const { calls } = watchCalls();
    const { user, path } = await submitWithScreenshot();
    expect(await screen.findByRole('alert')).toHaveTextContent('服务器繁忙，请稍后再试。已填写的内容');

    await user.click(screen.getByRole('button', { name: '提交' }));
    await waitFor(() => expect(path()).toBe('/login/00000/0'));
    expect(calls).toEqual(['upload 截图.png', 'post', 'post']);
  });
});

describe('the issue feedback dialog', () => {
  it('closes after the success message', async () => {
    const onClose = jest.fn();
    const { user } = renderScreens([{ path: '/', element: <IssueFeedbackDialog open onClose={onClose} /> }], {
      at: '/',
    });
    const dialog = await screen.findByRole('dialog', { name: '问题反馈' });
    await user.type(screen.getByRole('textbox', { name: /问题描述/ }), '无法上传营业执照');
    await user.click(screen.getByRole('button', { name: '提交' }));
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    expect(screen.getByText(FEEDBACK_SUCCESS_MESSAGE)).toBeInTheDocument();
    expect(dialog).toBeInTheDocument();
  });
});
