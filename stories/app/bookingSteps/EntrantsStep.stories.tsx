import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { EntrantsStep, type EntrantsStepProps } from '../../../app/bookingSteps/EntrantsStep';
import {
  DUPLICATE_ENTRANT_MESSAGE,
  checkEntrants,
  type Entrant,
  type EntrantsCheck,
} from '../../../contract/entrants';
import { Button } from '../../../ui/Button';
import { ENTRANTS, ID_CARDS } from '../../fixtures/bookingSteps';

/** The step as a booking form holds it: the list in state, checked once 下一步 is pressed. */
function Harness(
  props: Omit<EntrantsStepProps, 'value' | 'onChange' | 'errors'> & {
    initial?: Entrant[];
    onChange: (value: Entrant[]) => void;
  },
) {
  const { initial = [], onChange, ...rest } = props;
  const [value, setValue] = useState<Entrant[]>(initial);
  const [errors, setErrors] = useState<EntrantsCheck | null>(null);
  return (
    <>
      <EntrantsStep
        {...rest}
        value={value}
        errors={errors}
        onChange={(next) => {
          setValue(next);
          onChange(next);
        }}
      />
      <Button variant="primary" onClick={() => setErrors(checkEntrants(value, rest.max))}>
        下一步
      </Button>
    </>
  );
}

const meta = {
  title: 'App/bookingSteps/EntrantsStep',
  component: Harness,
  args: { max: 4, onChange: fn() },
} satisfies Meta<typeof Harness>;

export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];

const row = (canvas: Canvas, index: number) => canvas.getByRole('group', { name: `第${index}位进校人员` });
const input = (canvas: Canvas, index: number, label: string) =>
  within(row(canvas, index)).getByLabelText(new RegExp(`^\\*?${label}`));

/** Nobody yet: a hint, and 下一步 says at least one is needed. */
export const Empty: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('已填 0 / 最多 4 人')).toBeVisible();
    await expect(canvas.getByText(/还没有填写进校人员/)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '下一步' }));
    await expect(await canvas.findByText('请至少填写1名进校人员')).toBeVisible();
  },
};

/** 添加人员 adds a row and puts the cursor in its name; typing fills it. */
export const AddAndFill: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: '添加人员' }));
    await expect(input(canvas, 1, '姓名')).toHaveFocus();
    await userEvent.keyboard('王芳');
    await userEvent.type(input(canvas, 1, '身份证号'), ID_CARDS[2] ?? '');
    await userEvent.type(input(canvas, 1, '手机号码'), '13700001111');
    await expect(args.onChange).toHaveBeenLastCalledWith([
      { name: '王芳', idCard: ID_CARDS[2], mobile: '13700001111', plate: '' },
    ]);
    await userEvent.click(canvas.getByRole('button', { name: '下一步' }));
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
    await expect(canvas.getByText('已填 1 / 最多 4 人')).toBeVisible();
  },
};

export const Filled: Story = {
  args: { initial: ENTRANTS },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('已填 2 / 最多 4 人')).toBeVisible();
    await expect(input(canvas, 1, '车牌号')).toHaveValue('闽A12345');
    await userEvent.click(canvas.getByRole('button', { name: '删除第1位进校人员' }));
    await expect(input(canvas, 1, '姓名')).toHaveValue('李强');
    await expect(input(canvas, 1, '姓名')).toHaveFocus();
  },
};

/** Bad ID card, mobile and plate: each message under its field. */
export const Errors: Story = {
  args: {
    initial: [{ name: '', idCard: '350102199105120026', mobile: '1381234567', plate: '闽12345' }],
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: '下一步' }));
    await expect(await canvas.findByText('请输入姓名')).toBeVisible();
    await expect(canvas.getByText('身份证格式错误！')).toBeVisible();
    await expect(canvas.getByText('请输入正确的手机号码')).toBeVisible();
    await expect(canvas.getByText('请输入正确的车牌号')).toBeVisible();
    await expect(input(canvas, 1, '身份证号')).toHaveAttribute('aria-invalid', 'true');
  },
};

export const Duplicate: Story = {
  args: { initial: [ENTRANTS[0]!, { ...ENTRANTS[1]!, idCard: ENTRANTS[0]!.idCard }] },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: '下一步' }));
    await expect(await within(row(canvas, 2)).findByText(DUPLICATE_ENTRANT_MESSAGE)).toBeVisible();
    await expect(within(row(canvas, 1)).queryByText(DUPLICATE_ENTRANT_MESSAGE)).not.toBeInTheDocument();
  },
};

/** At the maximum 添加人员 is off and the step says why. */
export const MaxReached: Story = {
  args: { max: 2, initial: ENTRANTS },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('已填 2 / 最多 2 人')).toBeVisible();
    await expect(canvas.getByRole('button', { name: '添加人员' })).toBeDisabled();
    await expect(canvas.getByText(/最多填写2人/)).toBeVisible();
  },
};

/** On a phone each person is a card of stacked fields. */
export const Phone: Story = {
  args: { initial: ENTRANTS, variant: 'phone' },
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvas }) => {
    const name = input(canvas, 1, '姓名');
    const idCard = input(canvas, 1, '身份证号');
    await expect(idCard.getBoundingClientRect().top).toBeGreaterThan(name.getBoundingClientRect().top);
    await expect(canvas.getByRole('button', { name: '删除第2位进校人员' })).toBeVisible();
  },
};
