import { RESUME_ATTACHMENT_BUCKET, fileTooLargeMessage, wrongFileTypeMessage } from '../../../contract/files';
import { ATTACHMENT_MAX_BYTES, attachmentProblem } from '../../../features/resumes/attachmentRules';

const PDF_HEAD = new TextEncoder().encode('%PDF-1.7\n%âãÏÓ');
const PNG_HEAD = new Uint8Array([
  0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d, 0x49, 0x48, 0x44, 0x52,
]);

describe('the attachment resume check', () => {
  it('takes a PDF up to 10 MB', () => {
    expect(attachmentProblem({ name: '简历.pdf', size: ATTACHMENT_MAX_BYTES }, PDF_HEAD)).toBeNull();
  });

  it('refuses by the first bytes, not the name, in the server’s words', () => {
    expect(attachmentProblem({ name: '简历.pdf', size: 2048 }, PNG_HEAD)).toBe(
      wrongFileTypeMessage(RESUME_ATTACHMENT_BUCKET, '简历.pdf'),
    );
  });

  it('refuses a file over 10 MB before looking at its type, as the server does', () => {
    expect(attachmentProblem({ name: '大.png', size: ATTACHMENT_MAX_BYTES + 1 }, PNG_HEAD)).toBe(
      fileTooLargeMessage('大.png', ATTACHMENT_MAX_BYTES),
    );
    expect(ATTACHMENT_MAX_BYTES).toBe(10 * 1024 * 1024);
  });

  it('refuses an empty file', () => {
    expect(attachmentProblem({ name: '空.pdf', size: 0 }, new Uint8Array())).toMatch(/内容为空/);
  });
});
