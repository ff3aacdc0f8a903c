import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { expect, fireEvent, userEvent, waitFor, within } from 'storybook/test';
import { announcementPaths } from '../../../../contract/announcements';
import type { Envelope } from '../../../../contract/envelope';
import { WORDING_EXPLANATION_REQUIRED } from '../../../../contract/recruitmentWording';
import PublishAnnouncementScreen from '../../../../features/announcements/employer/PublishAnnouncementScreen';
import {
  MOCK_ANNOUNCEMENT_IDS,
  MOCK_ATTACHMENT,
  MOCK_CHANGES_REASON,
  MOCK_NOT_PASSED_MESSAGE,
  MOCK_REJECT_REASON,
  announcementImagePreviewHandler,
  linkablePositionsHandler,
  mockAnnouncement,
  resetAnnouncementsMock,
} from '../../../mocks/handlers/announcements';
import { drawnPngFile } from '../../../fixtures/images';
import { employerScreenAt, employerScreenParameters, phoneStory } from '../../employerScreenStories';
import { page } from '../../support';

const at = employerScreenAt({
  path: '/zpxx/fbzpgg',
  phoneTitle: '发布招聘公告',
  screen: <PublishAnnouncementScreen />,
  leadsTo: ['/zpxx/zpgggl', '/zpxx/fbzpzw', '/dwsy'],
});
const editing = (id: string, phone = false) => at(`/zpxx/fbzpgg?id=${id}`, phone);

const meta = {
  title: 'Features/announcements/employer/PublishAnnouncement',
  component: PublishAnnouncementScreen,
  globals: { backgrounds: { value: 'page' } },
  parameters: {
    ...employerScreenParameters,
    msw: {
      handlers: { announcementFixtures: [linkablePositionsHandler(), announcementImagePreviewHandler] },
    },
  },
  beforeEach: () => resetAnnouncementsMock(),
  ...at(),
} satisfies Meta<typeof PublishAnnouncementScreen>;

export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];

const click = (canvas: Canvas, name: string) => userEvent.click(canvas.getByRole('button', { name }));
const title = (canvas: Canvas) => canvas.getByRole('textbox', { name: /公告标题/ });
/** The editor is a chunk of its own: the form waits for it. */
const body = (canvas: Canvas) => canvas.findByRole('textbox', { name: /公告内容/ }, { timeout: 8000 });
const FLAG_MESSAGE = '含有限制“性别”的用语：限男性。请修改，或在“内容说明”中向审核老师说明理由';

export const NewAnnouncement: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: '发布招聘公告', level: 1 })).toBeVisible();
    await expect(await body(canvas)).toBeVisible();
    await expect(canvas.getByRole('toolbar', { name: '格式工具栏' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: '上传附件' })).toBeVisible();
    await expect(canvas.getByRole('group', { name: /有效期/ })).toBeVisible();
    await expect(canvas.getByRole('button', { name: '提交审核' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: '保存草稿' })).toBeVisible();
    await expect(canvas.queryByRole('textbox', { name: '内容说明' })).toBeNull();
  },
};

export const ValidationErrors: Story = {
  play: async ({ canvas }) => {
    await body(canvas);
    await click(canvas, '提交审核');
    await expect(await canvas.findByText('请输入公告标题')).toBeVisible();
    await expect(canvas.getByText('请输入公告内容')).toBeVisible();
    await expect(title(canvas)).toHaveFocus();
    await userEvent.type(title(canvas), '招聘"简章"');
    // Rules run again when the field is left (or at once while it shows a rule's message).
    await userEvent.tab();
    await expect(await canvas.findByText('存在非法字符"，请重新输入！')).toBeVisible();
  },
};

/** The walk the issue asks for: a heading, a table and an uploaded image, an attachment, linked positions. */
export const WriteWithImageAndTable: Story = {
  play: async ({ canvas, canvasElement }) => {
    const content = await body(canvas);
    await userEvent.type(title(canvas), '2026届春季校园招聘简章');
    await userEvent.click(content);
    await userEvent.keyboard('公司简介');
    await click(canvas, '二级标题');
    await userEvent.keyboard('{Enter}示例科技有限公司专注于企业软件。{Enter}');
    await click(canvas, '插入表格');
    await userEvent.keyboard('岗位{Tab}人数{Tab}地点');
    await expect(await within(content).findByRole('table')).toBeVisible();
    const [imageInput, attachmentInput] =
      canvasElement.querySelectorAll<HTMLInputElement>('input[type="file"]');
    await fireEvent.change(imageInput!, { target: { files: [await drawnPngFile('宣讲会现场.png', 30)] } });
    await expect(await within(content).findByRole('img', { name: '宣讲会现场' })).toBeVisible();
    await fireEvent.change(attachmentInput!, {
      target: { files: [new File(['%PDF-1.7\n%%EOF\n'], '招聘简章.pdf', { type: 'application/pdf' })] },
    });
    await expect(await canvas.findByRole('link', { name: '招聘简章.pdf' })).toBeVisible();
    await userEvent.click(canvas.getByRole('combobox', { name: /关联职位/ }));
    await userEvent.click(await page().findByRole('option', { name: '产品经理' }));
    await click(canvas, '提交审核');
    await expect(await canvas.findByRole('heading', { name: '到达 /zpxx/zpgggl' })).toBeVisible();
    await expect(await page().findByText('已提交审核，请等待学校审核')).toBeVisible();
  },
};

export const FlaggedWording: Story = {
  ...editing(MOCK_ANNOUNCEMENT_IDS.draft),
  play: async ({ canvas }) => {
    await body(canvas);
    await userEvent.clear(title(canvas));
    await userEvent.type(title(canvas), '销售代表招聘（限男性）');
    await expect(await canvas.findByText(FLAG_MESSAGE)).toBeVisible();
    const explanation = await canvas.findByRole('textbox', { name: '内容说明' });
    await click(canvas, '提交审核');
    await expect(await canvas.findByText(WORDING_EXPLANATION_REQUIRED)).toBeVisible();
    await userEvent.type(explanation, '岗位需长期野外驻点，体力要求高');
    await click(canvas, '提交审核');
    await expect(await canvas.findByRole('heading', { name: '到达 /zpxx/zpgggl' })).toBeVisible();
    await waitFor(() => expect(mockAnnouncement(MOCK_ANNOUNCEMENT_IDS.draft)?.zt).toBe('1'));
  },
};

export const RegistrationNotPassed: Story = {
  ...editing(MOCK_ANNOUNCEMENT_IDS.draft),
  beforeEach: () => resetAnnouncementsMock({ employerPassed: false }),
  play: async ({ canvas }) => {
    await body(canvas);
    await click(canvas, '提交审核');
    const alert = await canvas.findByRole('alert', { name: '' });
    await expect(alert).toHaveTextContent('暂不能提交审核');
    await expect(alert).toHaveTextContent(MOCK_NOT_PASSED_MESSAGE);
    await expect(alert).toHaveTextContent('公告已保存为草稿');
  },
};

export const ServerRefusalAtField: Story = {
  ...editing(MOCK_ANNOUNCEMENT_IDS.draft),
  parameters: {
    msw: {
      handlers: {
        save: [
          http.post(announcementPaths.save, () =>
            HttpResponse.json<Envelope<null>>({
              code: 400,
              result: null,
              message: '关联职位不存在或未发布，请重新选择',
            }),
          ),
        ],
      },
    },
  },
  play: async ({ canvas }) => {
    await body(canvas);
    await click(canvas, '保存草稿');
    const message = await canvas.findByText('关联职位不存在或未发布，请重新选择');
    await expect(message.closest('[data-ui="form-field"]')).toHaveTextContent('关联职位');
  },
};

export const ChangesRequested: Story = {
  ...editing(MOCK_ANNOUNCEMENT_IDS.changes),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(MOCK_CHANGES_REASON)).toBeVisible();
    await expect(canvas.getByText('学校修改意见')).toBeVisible();
    await expect(await body(canvas)).toHaveTextContent('公司简介');
    await expect(canvas.getByRole('link', { name: MOCK_ATTACHMENT.name })).toBeVisible();
    await expect(await canvas.findByText('Java 后端开发工程师')).toBeVisible();
  },
};

export const Rejected: Story = {
  ...editing(MOCK_ANNOUNCEMENT_IDS.rejected),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(MOCK_REJECT_REASON)).toBeVisible();
    await body(canvas);
    // The body's own wording is flagged as soon as it is shown.
    await expect(await canvas.findByText(FLAG_MESSAGE)).toBeVisible();
  },
};

export const EditingPublished: Story = {
  ...editing(MOCK_ANNOUNCEMENT_IDS.published),
  play: async ({ canvas }) => {
    await body(canvas);
    await expect(canvas.getByText(/修改后公告将回到“待审核”状态/)).toBeVisible();
    await expect(canvas.queryByRole('button', { name: '保存草稿' })).toBeNull();
    await click(canvas, '保存并重新提交审核');
    await expect(await canvas.findByRole('heading', { name: '到达 /zpxx/zpgggl' })).toBeVisible();
  },
};

export const PendingNotEditable: Story = {
  ...editing(MOCK_ANNOUNCEMENT_IDS.pending),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/当前状态为“待审核”，不能修改/)).toBeVisible();
    await expect(canvas.getByRole('button', { name: '查看公告详情' })).toBeVisible();
  },
};

export const OfflineCopy: Story = {
  ...editing(MOCK_ANNOUNCEMENT_IDS.offline),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/当前状态为“已下线”，不能修改/)).toBeVisible();
    await click(canvas, '复制为新草稿');
    await expect(await page().findByText('已复制为新草稿')).toBeVisible();
    await expect(await canvas.findByRole('heading', { name: '修改招聘公告' })).toBeVisible();
    await expect(title(canvas)).toHaveValue('2024届补录公告');
  },
};

export const Loading: Story = {
  ...editing(MOCK_ANNOUNCEMENT_IDS.draft),
  parameters: {
    msw: { handlers: { detail: [http.get(announcementPaths.detail, () => delay('infinite'))] } },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status', { name: '' })).toHaveTextContent('正在加载公告');
  },
};

export const LoadError: Story = {
  ...editing(MOCK_ANNOUNCEMENT_IDS.draft),
  parameters: {
    msw: {
      handlers: {
        detail: [
          http.get(announcementPaths.detail, () =>
            HttpResponse.json<Envelope<null>>({ code: 500, result: null, message: '服务器繁忙，请稍后再试' }),
          ),
        ],
      },
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: '公告加载失败' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: '重新加载' })).toBeVisible();
  },
};

export const NotFound: Story = {
  ...editing('gg9999'),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: '公告不存在' })).toBeVisible();
  },
};

export const Phone: Story = {
  ...phoneStory,
  ...editing(MOCK_ANNOUNCEMENT_IDS.changes, true),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(MOCK_CHANGES_REASON)).toBeVisible();
    await expect(await body(canvas)).toBeVisible();
    const submit = canvas.getByRole('button', { name: '提交审核' });
    await expect(submit.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    await expect(canvas.queryByRole('heading', { level: 1, name: '修改招聘公告' })).toBeNull();
  },
};
