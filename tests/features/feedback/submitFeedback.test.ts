import type { FeedbackRequest } from '../../../contract/feedback';
import { checkFeedbackContact, contactTooLongMessage } from '../../../features/feedback/feedbackRules';
import {
  AttachmentUploadError,
  NO_STORED_PATH_MESSAGE,
  submitFeedback,
} from '../../../features/feedback/submitFeedback';

const image = (name: string) => ({ uid: name, file: new File([new Uint8Array([0x89, 0x50])], name) });

/** A transport recording the order of every call. */
function transport({ failOn, emptyFor }: { failOn?: string; emptyFor?: string } = {}) {
  const calls: string[] = [];
  const posted: FeedbackRequest[] = [];
  return {
    calls,
    posted,
    upload: jest.fn(async (file: File) => {
      calls.push(`upload ${file.name}`);
      await new Promise((resolve) => setTimeout(resolve, file.name === 'a.png' ? 20 : 0));
      if (file.name === failOn) throw new Error('单个文件不能超过5MB');
      return file.name === emptyFor ? '' : `wtfk/${file.name}`;
    }),
    post: jest.fn((request: FeedbackRequest) => {
      calls.push('post');
      posted.push(request);
      return Promise.resolve('fk-1');
    }),
  };
}

describe('submitFeedback', () => {
  it('uploads the images one after another in the order shown, then posts their paths joined by commas', async () => {
    const calls = transport();
    const result = await submitFeedback(
      {
        files: [image('a.png'), image('b.jpg'), image('c.gif')],
        contact: ' 13800000000 ',
        description: ' 无法发布职位 ',
      },
      calls,
    );
    expect(result).toBe('fk-1');
    // a.png is the slowest upload, yet b.jpg starts only after it finished.
    expect(calls.calls).toEqual(['upload a.png', 'upload b.jpg', 'upload c.gif', 'post']);
    expect(calls.posted).toEqual([
      { lxfs: '13800000000', wtms: '无法发布职位', fjlj: 'wtfk/a.png,wtfk/b.jpg,wtfk/c.gif' },
    ]);
  });

  it('posts an empty fjlj when no image was picked', async () => {
    const calls = transport();
    await submitFeedback({ files: [], contact: '', description: '页面打不开' }, calls);
    expect(calls.upload).not.toHaveBeenCalled();
    expect(calls.posted).toEqual([{ lxfs: '', wtms: '页面打不开', fjlj: '' }]);
  });

  it('stops at the first failed upload: the later images are not uploaded and nothing is posted', async () => {
    const calls = transport({ failOn: 'b.jpg' });
    const attempt = submitFeedback(
      { files: [image('a.png'), image('b.jpg'), image('c.gif')], contact: '', description: '截图见附件' },
      calls,
    );
    await expect(attempt).rejects.toEqual(new AttachmentUploadError('b.jpg', 1, '单个文件不能超过5MB'));
    await expect(attempt).rejects.toThrow('第2张图片“b.jpg”上传失败：单个文件不能超过5MB');
    expect(calls.calls).toEqual(['upload a.png', 'upload b.jpg']);
    expect(calls.post).not.toHaveBeenCalled();
  });

  it('treats an upload that names no stored path as failed', async () => {
    const calls = transport({ emptyFor: 'a.png' });
    await expect(
      submitFeedback({ files: [image('a.png')], contact: '', description: '截图见附件' }, calls),
    ).rejects.toThrow(`第1张图片“a.png”上传失败：${NO_STORED_PATH_MESSAGE}`);
    expect(calls.post).not.toHaveBeenCalled();
  });

  it('words an upload failure with the describe function given', async () => {
    const calls = transport({ failOn: 'a.png' });
    await expect(
      submitFeedback({ files: [image('a.png')], contact: '', description: '截图' }, calls, () => '网络异常'),
    ).rejects.toThrow('第1张图片“a.png”上传失败：网络异常');
  });

  it('lets a failed post reject as it is, after every upload went through', async () => {
    const calls = transport();
    calls.post.mockRejectedValueOnce(new Error('服务器繁忙，请稍后再试'));
    await expect(
      submitFeedback({ files: [image('a.png')], contact: '', description: '截图' }, calls),
    ).rejects.toThrow('服务器繁忙，请稍后再试');
    expect(calls.upload).toHaveBeenCalledTimes(1);
  });
});

describe('checkFeedbackContact', () => {
  it.each([
    ['', null],
    ['13800000000', null],
    ['hr@example.com', null],
    ['QQ 12345<script>', '系统监测到非法字符输入：<>，请重新输入!'],
    ['a'.repeat(100), null],
    ['a'.repeat(101), contactTooLongMessage],
    ['联'.repeat(50), null],
    ['联'.repeat(51), contactTooLongMessage],
  ])('%p -> %p', (value, expected) => {
    expect(checkFeedbackContact(value)).toBe(expected);
  });
});
