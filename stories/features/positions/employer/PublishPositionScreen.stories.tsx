import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { Envelope } from '../../../../contract/envelope';
import { positionPaths } from '../../../../contract/positions';
import { WORDING_EXPLANATION_REQUIRED } from '../../../../contract/recruitmentWording';
import PublishPositionScreen from '../../../../features/positions/employer/PublishPositionScreen';
import {
  MOCK_CAP_MESSAGE,
  MOCK_CHANGES_REASON,
  MOCK_NOT_PASSED_MESSAGE,
  MOCK_POSITION_IDS,
  MOCK_REJECT_REASON,
  resetPositionsMock,
} from '../../../mocks/handlers/positions';
import { employerScreenAt, employerScreenParameters, phoneStory } from '../../employerScreenStories';
import { page } from '../../support';

const at = employerScreenAt({
  path: '/zpxx/fbzpzw',
  phoneTitle: '发布招聘职位',
  screen: <PublishPositionScreen />,
  leadsTo: ['/zpxx/zpzwgl', '/dwsy', '/dwmobileHome'],
});
const editing = (id: string, phone = false) => at(`/zpxx/fbzpzw?id=${id}`, phone);

const meta = {
  title: 'Features/positions/employer/PublishPosition',
  component: PublishPositionScreen,
  globals: { backgrounds: { value: 'page' } },
  parameters: employerScreenParameters,
  beforeEach: () => resetPositionsMock(),
  ...at(),
} satisfies Meta<typeof PublishPositionScreen>;

export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];

const field = (canvas: Canvas, label: string) => canvas.getByLabelText(new RegExp(`^\\*?${label}$`));
const click = (canvas: Canvas, name: string) => userEvent.click(canvas.getByRole('button', { name }));
/** The form of a saved position shows once its detail (and the region tree) arrived. */
const formShown = (canvas: Canvas) => canvas.findByRole('form', { name: '招聘职位' }, { timeout: 8000 });
const FLAG_MESSAGE = '含有限制“性别”的用语：限男性。请修改，或在“内容说明”中向审核老师说明理由';

export const NewPosition: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: '发布招聘职位', level: 1 })).toBeVisible();
    await expect(canvas.getByRole('radio', { name: '全职' })).toBeChecked();
    await expect(canvas.getByRole('radio', { name: '全部公开' })).toBeChecked();
    await expect(canvas.getByRole('radio', { name: '本系统投递' })).toBeChecked();
    await expect(canvas.getByRole('radio', { name: '月薪' })).toBeChecked();
    await expect(field(canvas, '招聘人数')).toHaveValue('1');
    await expect(canvas.getByRole('button', { name: '提交审核' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: '保存草稿' })).toBeVisible();
    await expect(canvas.queryByLabelText(/内容说明/)).not.toBeInTheDocument();
  },
};

/** 提交审核 asks for everything, each message at its field, and focuses the first one. */
export const RequiredForSubmission: Story = {
  play: async ({ canvas }) => {
    await click(canvas, '提交审核');
    for (const message of [
      '请输入职位名称',
      '请选择职位类别',
      '请选择学历要求',
      '请输入最低薪资',
      '请选择工作地点',
      '请输入职位描述',
      '请输入联系人',
      '请输入联系电话',
      '请选择截止日期',
    ])
      await expect(await canvas.findByText(message)).toBeVisible();
    await expect(field(canvas, '职位名称')).toHaveFocus();
  },
};

/** A draft needs only its name; what is filled in must still be right. */
export const InvalidValues: Story = {
  play: async ({ canvas }) => {
    await userEvent.type(field(canvas, '职位名称'), '前端开发工程师');
    await userEvent.clear(field(canvas, '招聘人数'));
    await userEvent.type(field(canvas, '招聘人数'), '0');
    await userEvent.type(field(canvas, '最低薪资'), '20000');
    await userEvent.type(field(canvas, '最高薪资'), '9000');
    await userEvent.type(field(canvas, '联系电话'), '12345');
    await click(canvas, '保存草稿');
    await expect(await canvas.findByText('招聘人数须为1至9999之间的整数')).toBeVisible();
    await expect(canvas.getByText('最高薪资不能低于最低薪资')).toBeVisible();
    await expect(canvas.getByText('请输入正确的手机号码或固定电话号码')).toBeVisible();
    await expect(canvas.queryByText('请选择截止日期')).not.toBeInTheDocument();
  },
};

/** The content check flags the words at the field as they are typed and asks for 内容说明. */
export const FlaggedWording: Story = {
  play: async ({ canvas }) => {
    await userEvent.type(field(canvas, '职位名称'), '仓管员（限男性）');
    await expect(await canvas.findByText(FLAG_MESSAGE)).toBeVisible();
    await expect(field(canvas, '职位名称')).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByText('内容检查发现招聘限制性用语')).toBeVisible();
    await click(canvas, '提交审核');
    await expect(await canvas.findByText(WORDING_EXPLANATION_REQUIRED)).toBeVisible();
    await userEvent.type(field(canvas, '内容说明'), '岗位需长期搬运重物');
    await waitFor(() => expect(field(canvas, '职位名称')).not.toHaveAttribute('aria-invalid', 'true'));
  },
};

export const SavedDraft: Story = {
  play: async ({ canvas }) => {
    await userEvent.type(field(canvas, '职位名称'), '前端开发实习生');
    await click(canvas, '保存草稿');
    await expect(await page().findByText('草稿已保存')).toBeVisible();
    await expect(await canvas.findByText('草稿')).toBeVisible();
  },
};

export const Saving: Story = {
  parameters: { msw: { handlers: [http.post(positionPaths.save, async () => delay('infinite'))] } },
  play: async ({ canvas }) => {
    await userEvent.type(field(canvas, '职位名称'), '前端开发实习生');
    await click(canvas, '保存草稿');
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: '保存草稿' })).toHaveAttribute('aria-busy', 'true'),
    );
    await expect(canvas.getByRole('button', { name: '提交审核' })).toBeDisabled();
  },
};

/** The school asked for changes: the reason on top, the flagged word at its field; fixed, it goes back. */
export const ChangesRequested: Story = {
  ...editing(MOCK_POSITION_IDS.changes),
  play: async ({ canvas }) => {
    await formShown(canvas);
    await expect(canvas.getByText('学校修改意见')).toBeVisible();
    await expect(canvas.getByText(MOCK_CHANGES_REASON)).toBeVisible();
    await expect(await canvas.findByText(FLAG_MESSAGE)).toBeVisible();
    await expect(canvas.getByRole('button', { name: '重新提交审核' })).toBeVisible();
  },
};

export const ChangedAndResubmitted: Story = {
  ...editing(MOCK_POSITION_IDS.changes),
  play: async ({ canvas }) => {
    await formShown(canvas);
    const description = field(canvas, '职位描述');
    await userEvent.clear(description);
    await userEvent.type(
      description,
      '岗位职责：负责仓库货物的盘点与出入库登记。任职要求：能适应倒班，工作细致。',
    );
    await waitFor(() => expect(canvas.queryByText(FLAG_MESSAGE)).not.toBeInTheDocument());
    await click(canvas, '重新提交审核');
    await expect(
      await canvas.findByRole('heading', { name: '到达 /zpxx/zpzwgl' }, { timeout: 8000 }),
    ).toBeVisible();
    await expect(await page().findByText('已提交审核，请等待学校审核')).toBeVisible();
  },
};

export const Rejected: Story = {
  ...editing(MOCK_POSITION_IDS.rejected),
  play: async ({ canvas }) => {
    await formShown(canvas);
    await expect(canvas.getByText('学校驳回原因')).toBeVisible();
    await expect(canvas.getByText(MOCK_REJECT_REASON)).toBeVisible();
    await click(canvas, '重新提交审核');
    await expect(await canvas.findByText('请写明岗位职责与任职要求（至少10个汉字）')).toBeVisible();
  },
};

/** Saving a published position sends it back to review: one button says so. */
export const EditPublished: Story = {
  ...editing(MOCK_POSITION_IDS.published),
  play: async ({ canvas }) => {
    await formShown(canvas);
    await expect(canvas.getByText('该职位已发布')).toBeVisible();
    await expect(canvas.getByText('保存后职位回到“待审核”状态，学校审核通过后重新发布。')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: '保存草稿' })).not.toBeInTheDocument();
    await click(canvas, '保存并重新提交审核');
    await expect(
      await canvas.findByRole('heading', { name: '到达 /zpxx/zpzwgl' }, { timeout: 8000 }),
    ).toBeVisible();
  },
};

/** Code 4010: the registration is not passed yet; the draft is kept and the page says what to do. */
export const EmployerNotPassed: Story = {
  ...editing(MOCK_POSITION_IDS.draft),
  beforeEach: () => resetPositionsMock({ employerPassed: false }),
  play: async ({ canvas }) => {
    await formShown(canvas);
    await click(canvas, '提交审核');
    const notice = await canvas.findByRole('alert', {}, { timeout: 8000 });
    await expect(notice).toHaveTextContent('暂不能提交审核');
    await expect(notice).toHaveTextContent(MOCK_NOT_PASSED_MESSAGE);
    await expect(within(notice).getByRole('link', { name: '前往单位首页查看审核状态' })).toBeVisible();
  },
};

export const DailyCapReached: Story = {
  ...editing(MOCK_POSITION_IDS.draft),
  beforeEach: () => resetPositionsMock({ dailyCap: 0 }),
  play: async ({ canvas }) => {
    await formShown(canvas);
    await click(canvas, '提交审核');
    const notice = await canvas.findByRole('alert', {}, { timeout: 8000 });
    await expect(notice).toHaveTextContent('已保存，但未能提交审核');
    await expect(notice).toHaveTextContent(MOCK_CAP_MESSAGE(0, '全职'));
  },
};

/** A refusal naming a field lands under it, the rest of the form as typed. */
export const ServerFieldError: Story = {
  ...editing(MOCK_POSITION_IDS.draft),
  parameters: {
    msw: {
      handlers: [
        http.post(positionPaths.save, () =>
          HttpResponse.json<Envelope<null>>({
            code: 400,
            result: null,
            message: '联系电话：该号码已停用，请更换',
          }),
        ),
      ],
    },
  },
  play: async ({ canvas }) => {
    await formShown(canvas);
    await click(canvas, '保存草稿');
    await expect(await canvas.findByText('联系电话：该号码已停用，请更换')).toBeVisible();
    await expect(field(canvas, '联系电话')).toHaveAttribute('aria-invalid', 'true');
  },
};

export const PendingNotEditable: Story = {
  ...editing(MOCK_POSITION_IDS.pending),
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText(/当前状态为“待审核”，不能修改/, {}, { timeout: 8000 }),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: '查看职位详情' })).toBeVisible();
  },
};

export const ExpiredNotEditable: Story = {
  ...editing(MOCK_POSITION_IDS.expired),
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText(/当前状态为“已过期”，不能修改/, {}, { timeout: 8000 }),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: '复制为新草稿' })).toBeVisible();
  },
};

export const Loading: Story = {
  ...editing(MOCK_POSITION_IDS.draft),
  parameters: { msw: { handlers: [http.get(positionPaths.detail, async () => delay('infinite'))] } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('正在加载职位');
  },
};

export const LoadFailed: Story = {
  ...editing(MOCK_POSITION_IDS.draft),
  parameters: {
    msw: {
      handlers: [
        http.get(positionPaths.detail, () =>
          HttpResponse.json<Envelope<null>>({ code: 500, result: null, message: '服务器繁忙，请稍后再试' }),
        ),
      ],
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: '职位加载失败' })).toBeVisible();
    await expect(canvas.getByText('服务器繁忙，请稍后再试')).toBeVisible();
    await expect(canvas.getByRole('button', { name: '重新加载' })).toBeVisible();
  },
};

export const NotFound: Story = {
  ...editing('zw9999'),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: '职位不存在' })).toBeVisible();
  },
};

export const Phone: Story = {
  ...phoneStory,
  ...at('/zpxx/fbzpzw', true),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: '发布招聘职位', level: 1 })).toBeVisible();
    await click(canvas, '提交审核');
    await expect(await canvas.findByText('请输入职位名称')).toBeVisible();
  },
};

export const PhoneFlaggedWording: Story = {
  ...phoneStory,
  ...at('/zpxx/fbzpzw', true),
  play: async ({ canvas }) => {
    await userEvent.type(field(canvas, '职位名称'), '仓管员（限男性）');
    await expect(await canvas.findByText(FLAG_MESSAGE)).toBeVisible();
    await expect(field(canvas, '内容说明')).toBeVisible();
  },
};

export const PhoneChangesRequested: Story = {
  ...phoneStory,
  ...editing(MOCK_POSITION_IDS.changes, true),
  play: async ({ canvas }) => {
    await formShown(canvas);
    await expect(canvas.getByText(MOCK_CHANGES_REASON)).toBeVisible();
  },
};
