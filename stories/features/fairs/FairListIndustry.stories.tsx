import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect } from 'storybook/test';
import { chinaDateTime } from '../../../contract/chinaTime';
import { fairPaths, type FairListResult, type FairSummary } from '../../../contract/fairs';
import FairListScreen from '../../../features/fairs/screens/FairListScreen';
import { employerScreenAt, employerScreenParameters, phoneStory } from '../employerScreenStories';

const DAY = 86_400_000;
const REFUSAL = '本场招聘会仅限指定行业的单位预订（金融业），贵单位行业为“信息传输、软件和信息技术服务业”';
const minute = (ms: number) => chinaDateTime(ms).slice(0, 16);

/** An open fair for the finance industry only, as the server lists it to an employer of another industry. */
function financeFair(now: number): FairSummary {
  return {
    id: 'f-finance',
    zphmc: '金融行业专场招聘会',
    zphlx: '3',
    jbrq: chinaDateTime(now + 10 * DAY).slice(0, 10),
    kssj: '09:00',
    jssj: '16:00',
    jbdd: '经管楼报告厅',
    bmkssj: minute(now - DAY),
    bmjzsj: minute(now + 5 * DAY),
    zt: '2',
    kxzws: 20,
    zzws: 20,
    wdyd: null,
    bkydyy: REFUSAL,
  };
}

const industryList = http.get(fairPaths.list, () => {
  const now = Date.now();
  const result: FairListResult = { records: [financeFair(now)], total: 1, fwqsj: now };
  return HttpResponse.json({ code: 200, message: '成功', result });
});

const at = employerScreenAt({
  path: '/zph/zphlb',
  phoneTitle: '招聘会列表',
  screen: <FairListScreen />,
  leadsTo: ['/zph/ydzw', '/zph/zphzwlb', '/zph/zwhclb'],
});

const meta = {
  title: 'Features/fairs/FairListIndustry',
  component: FairListScreen,
  globals: { backgrounds: { value: 'page' } },
  parameters: { ...employerScreenParameters, msw: { handlers: [industryList] } },
  ...at(),
} satisfies Meta<typeof FairListScreen>;

export default meta;
type Story = StoryObj<typeof meta>;
const slow = { timeout: 8000 };

/** A fair for other industries: booking is off and the card says why, naming the industries. */
export const OtherIndustry: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(REFUSAL, {}, slow)).toBeVisible();
    await expect(canvas.getByRole('button', { name: '预定展位 金融行业专场招聘会' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: '展位列表 金融行业专场招聘会' })).toBeEnabled();
  },
};

export const OtherIndustryPhone: Story = {
  ...phoneStory,
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(REFUSAL, {}, slow)).toBeVisible();
  },
};
