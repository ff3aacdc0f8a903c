import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { ContactPicker } from '../../app/contacts/ContactPicker';
import PublishPositionScreen from '../../features/positions/employer/PublishPositionScreen';
import { MOCK_RECRUITER_TOKEN } from '../mocks/handlers/accountAdmin';
import { resetContactsMock } from '../mocks/handlers/contacts';
import { resetPositionsMock } from '../mocks/handlers/positions';
import { employerScreenAt } from '../features/employerScreenStories';
import { page, storeState } from '../features/support';

const slow = { timeout: 8000 };

/** 从常用联系人选择: the employer's frequent contacts offered beside a form's contact fields. */
const meta = {
  title: 'App/ContactPicker',
  component: ContactPicker,
  args: { onPick: fn() },
  parameters: { store: { preloadedState: storeState({ loggedIn: true }) } },
  beforeEach: () => {
    resetContactsMock();
    resetPositionsMock();
  },
} satisfies Meta<typeof ContactPicker>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The menu lists the contacts, the default first; choosing one hands it over. */
export const Menu: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(await canvas.findByRole('button', { name: '从常用联系人选择' }, slow));
    const items = await page().findAllByRole('menuitem');
    await expect(items.map((item) => item.textContent)).toEqual([
      '张敏（招聘主管） 13812345678 · 默认',
      '李强（人事专员） 13987654321',
      '王芳 13700001111',
    ]);
    await userEvent.click(items[1]!);
    await expect(args.onPick).toHaveBeenCalledWith(
      expect.objectContaining({ xm: '李强', sjhm: '13987654321' }),
    );
  },
};

/** No contacts yet: nothing to offer, so no button. */
export const NoContacts: Story = {
  beforeEach: () => resetContactsMock({ empty: true }),
  play: async ({ canvas }) => {
    // The list was read (the mock answers at once) and offered nothing.
    await new Promise((resolve) => setTimeout(resolve, 300));
    await expect(canvas.queryByRole('button', { name: '从常用联系人选择' })).not.toBeInTheDocument();
  },
};

/** A role without 账号管理·查看 cannot read the contacts: the form stays as it was, without the picker. */
export const WithoutAccountPermission: Story = {
  parameters: { store: { preloadedState: storeState({ loggedIn: true, token: MOCK_RECRUITER_TOKEN }) } },
  play: async ({ canvas }) => {
    await new Promise((resolve) => setTimeout(resolve, 300));
    await expect(canvas.queryByRole('button', { name: '从常用联系人选择' })).not.toBeInTheDocument();
  },
};

const positionForm = employerScreenAt({
  path: '/zpxx/fbzpzw',
  phoneTitle: '发布招聘职位',
  screen: <PublishPositionScreen />,
  leadsTo: [],
});

/** In the position form: choosing a contact fills 联系人 and 联系电话. */
export const InPositionForm: Story = {
  globals: { backgrounds: { value: 'page' } },
  parameters: { router: false, layout: 'padded' },
  ...positionForm(),
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: '从常用联系人选择' }, slow));
    await userEvent.click(await page().findByRole('menuitem', { name: /张敏/ }));
    await waitFor(() => expect(canvas.getByLabelText(/^\*?联系人$/)).toHaveValue('张敏'));
    await expect(canvas.getByLabelText(/^\*?联系电话$/)).toHaveValue('13812345678');
  },
};
