import { apiErrorMessage, SERVER_FAILURE_MESSAGE } from '../../app/api/apiErrorMessage';
import { AttachmentUploadError } from '../../features/feedback/submitFeedback';
import { NETWORK_ERROR_MESSAGE } from '../../ui/Feedback';

describe('apiErrorMessage (the one wording of a failed call, for every feature)', () => {
  it.each([
    [{ status: 'ENVELOPE_ERROR', code: 400, message: '手机号或密码错误' }, '手机号或密码错误'],
    [
      { status: 'ENVELOPE_ERROR', code: 400, message: '', data: { code: 400, message: '' } },
      SERVER_FAILURE_MESSAGE,
    ],
    [{ status: 'FETCH_ERROR', error: 'TypeError: Failed to fetch' }, NETWORK_ERROR_MESSAGE],
    [{ status: 'TIMEOUT_ERROR', error: 'AbortError' }, NETWORK_ERROR_MESSAGE],
    [{ status: 413, data: { code: 413, message: '请求内容过大', result: null } }, '请求内容过大'],
    [{ status: 500, data: '<html>' }, SERVER_FAILURE_MESSAGE],
    [{ status: 502, data: null }, SERVER_FAILURE_MESSAGE],
    [{ status: 'PARSING_ERROR', error: 'Unexpected token' }, SERVER_FAILURE_MESSAGE],
    [new Error('当前浏览器无法安全加密密码'), '当前浏览器无法安全加密密码'],
    [new AttachmentUploadError('a.png', 0, '文件过大'), '第1张图片“a.png”上传失败：文件过大'],
    [null, SERVER_FAILURE_MESSAGE],
    ['boom', SERVER_FAILURE_MESSAGE],
  ])('%p reads %p', (error, expected) => {
    expect(apiErrorMessage(error)).toBe(expected);
  });

  it('names a network failure in the words of the network toast', () => {
    expect(NETWORK_ERROR_MESSAGE).toBe('网络异常，请检查网络连接后重试');
  });
});
