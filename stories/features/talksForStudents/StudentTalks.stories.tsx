import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ReactElement } from 'react';
import type { RouteObject } from 'react-router-dom';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import { STUDENT_TALKS_PAGE, studentTalkPaths } from '../../../contract/activities';
import StudentTalkDetailScreen from '../../../features/talksForStudents/screens/StudentTalkDetailScreen';
import StudentTalksScreen from '../../../features/talksForStudents/screens/StudentTalksScreen';
import { PhoneLayout } from '../../../ui/Layout';
import { resetActivitiesMock } from '../../mocks/handlers/activities';
import { studentPhoneStory, studentScreenParameters } from '../applications/student/studentScreenStories';
import { ScreenRouter, page } from '../support';

const framed = (title: string, screen: ReactElement, phone: boolean) =>
  phone ? <PhoneLayout title={title}>{screen}</PhoneLayout> : screen;

const routes = (phone: boolean): RouteObject[] => [
  { path: STUDENT_TALKS_PAGE, element: framed('宣讲会', <StudentTalksScreen />, phone) },
  { path: `${STUDENT_TALKS_PAGE}/:id`, element: framed('宣讲会详情', <StudentTalkDetailScreen />, phone) },
];

const at = (address: string, phone = false) => ({
  render: () => <ScreenRouter routes={routes(phone)} at={address} />,
});

const meta = {
  title: 'Features/talksForStudents/StudentTalks',
  component: StudentTalksScreen,
  globals: { backgrounds: { value: 'page' } },
  parameters: studentScreenParameters,
  beforeEach: () => resetActivitiesMock(),
  ...at(STUDENT_TALKS_PAGE),
} satisfies Meta<typeof StudentTalksScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const slow = { timeout: 8000 };

/** The school's upcoming talks, each with its sign-up: seats left, full, none needed, mine. */
export const List: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('共 4 场宣讲会', {}, slow)).toBeVisible();
    const row = (name: string) => canvas.getByRole('row', { name: new RegExp(name) });
    await expect(row('星辰信息2027届校园宣讲会')).toHaveTextContent('可报名（余 142）');
    await expect(row('海川智能专场宣讲')).toHaveTextContent('名额已满');
    await expect(row('云图数据线上宣讲')).toHaveTextContent('无需报名');
    await expect(row('远航物流管培生宣讲')).toHaveTextContent('已报名');
    await userEvent.click(within(row('星辰信息2027届校园宣讲会')).getByRole('link'));
    await expect(
      await canvas.findByRole('heading', { name: '星辰信息2027届校园宣讲会' }, slow),
    ).toBeVisible();
  },
};

/** Signing up from the detail, and cancelling after a confirmation. */
export const SignUpAndCancel: Story = {
  ...at(`${STUDENT_TALKS_PAGE}/stx-0001`),
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: '报名参加' }, slow));
    await expect(await page().findByText('报名成功，请准时参加', {}, slow)).toBeVisible();
    await expect(await canvas.findByText('已报名 59 / 200 人', {}, slow)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '取消报名' }));
    const dialog = within(await page().findByRole('alertdialog', { name: '取消报名' }));
    await userEvent.click(dialog.getByRole('button', { name: '取消报名' }));
    await expect(await page().findByText('已取消报名', {}, slow)).toBeVisible();
    await expect(await canvas.findByRole('button', { name: '报名参加' }, slow)).toBeVisible();
  },
};

/** A full hall: no button, the reason instead. */
export const Full: Story = {
  ...at(`${STUDENT_TALKS_PAGE}/stx-0002`),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('报名人数已满，无法报名', {}, slow)).toBeVisible();
    await expect(canvas.queryByRole('button', { name: '报名参加' })).not.toBeInTheDocument();
    await expect(canvas.getByText('已报名 2 / 2 人')).toBeVisible();
  },
};

/** An online talk shows its live address and needs no sign-up. */
export const Online: Story = {
  ...at(`${STUDENT_TALKS_PAGE}/stx-0003`),
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('link', { name: /^https:\/\/live\.example\.com\/room\/1/ }, slow),
    ).toBeVisible();
    await expect(canvas.getByText('该宣讲会未开放学生报名')).toBeVisible();
  },
};

export const Missing: Story = {
  ...at(`${STUDENT_TALKS_PAGE}/unknown`),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: '宣讲会加载失败' }, slow)).toBeVisible();
    await expect(canvas.getByText('宣讲会不存在或已取消')).toBeVisible();
    await expect(canvas.getByRole('link', { name: '返回宣讲会列表' })).toBeVisible();
  },
};

export const Empty: Story = {
  beforeEach: () => resetActivitiesMock({ empty: true }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('近期暂无宣讲会', {}, slow)).toBeVisible();
  },
};

export const LoadFailed: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get(studentTalkPaths.list, () =>
          HttpResponse.json({ code: 4002, result: null, message: '服务器繁忙，请稍后再试' }),
        ),
      ],
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: '宣讲会加载失败' }, slow)).toBeVisible();
  },
};

export const Phone: Story = {
  ...studentPhoneStory,
  ...at(STUDENT_TALKS_PAGE, true),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('共 4 场宣讲会', {}, slow)).toBeVisible();
  },
};
