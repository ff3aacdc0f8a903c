import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { http, HttpResponse } from 'msw';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { InvoiceStep, type InvoiceStepProps } from '../../../app/bookingSteps/InvoiceStep';
import {
  INVOICE_FREE_NOTICE,
  invoiceChoiceProblems,
  invoicePaths,
  type InvoiceChoice,
  type InvoiceChoiceProblems,
} from '../../../contract/invoices';
import { Button } from '../../../ui/Button';
import { MOCK_RECRUITER_TOKEN } from '../../mocks/handlers/accountAdmin';
import { resetInvoicesMock } from '../../mocks/handlers/invoices';
import { storeState } from '../../features/support';

const slow = { timeout: 8000 };

/** The step as a booking form holds it: the value in state, the problems shown once 下一步 is pressed. */
function Harness(
  props: Omit<InvoiceStepProps, 'value' | 'onChange' | 'errors'> & {
    initial?: InvoiceChoice | null;
    onChange: (value: InvoiceChoice) => void;
  },
) {
  const { initial = null, onChange, ...rest } = props;
  const [value, setValue] = useState<InvoiceChoice | null>(initial);
  const [errors, setErrors] = useState<InvoiceChoiceProblems>({});
  return (
    <>
      <InvoiceStep
        {...rest}
        value={value}
        errors={errors}
        onChange={(next) => {
          setValue(next);
          onChange(next);
        }}
      />
      <Button variant="primary" onClick={() => setErrors(invoiceChoiceProblems(value))}>
        下一步
      </Button>
    </>
  );
}

const meta = {
  title: 'App/bookingSteps/InvoiceStep',
  component: Harness,
  args: { fee: 800, onChange: fn() },
  parameters: { store: { preloadedState: storeState({ loggedIn: true }) } },
  beforeEach: () => resetInvoicesMock(),
} satisfies Meta<typeof Harness>;

export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];

const field = (canvas: Canvas, label: string) => canvas.getByLabelText(new RegExp(`^\\*?${label}$`));

/** A free venue or booth: nothing to choose. */
export const Free: Story = {
  args: { fee: 0 },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText(INVOICE_FREE_NOTICE)).toBeVisible();
    await expect(canvas.queryByRole('radiogroup')).not.toBeInTheDocument();
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

/** The default profile is chosen at once; another is one click away. */
export const SavedProfiles: Story = {
  play: async ({ canvas, args }) => {
    const saved = await canvas.findByRole('radiogroup', { name: /常用发票信息/ }, slow);
    await expect(args.onChange).toHaveBeenCalledWith({ fpid: 'fp-1' });
    const options = within(saved).getAllByRole('radio');
    await expect(options).toHaveLength(2);
    await expect(options[0]).toBeChecked();
    await userEvent.click(options[1]!);
    await expect(args.onChange).toHaveBeenLastCalledWith({ fpid: 'fp-2' });
    await expect(canvas.getByText(/本次预订费用 800 元/)).toBeVisible();
  },
};

/** Typed details: 专用发票 adds its four fields; 保存为常用发票信息 sets bcwcy. */
export const SpecialInvoiceFields: Story = {
  play: async ({ canvas, args }) => {
    await canvas.findByRole('radiogroup', { name: /常用发票信息/ }, slow);
    await userEvent.click(canvas.getByRole('radio', { name: '填写发票信息' }));
    await expect(canvas.queryByLabelText(/注册地址/)).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('radio', { name: '专用发票' }));
    for (const label of ['注册地址', '注册电话', '开户银行', '银行账号'])
      await expect(field(canvas, label)).toBeVisible();
    await userEvent.type(field(canvas, '发票抬头'), '厦门测试有限公司');
    await userEvent.click(canvas.getByRole('checkbox', { name: '保存为常用发票信息' }));
    await expect(args.onChange).toHaveBeenLastCalledWith({
      fpxx: expect.objectContaining({ fplx: 'zy', fptt: '厦门测试有限公司' }) as unknown,
      bcwcy: true,
    });
  },
};

/** 下一步 with details missing: each field names its problem. */
export const Errors: Story = {
  args: {
    initial: {
      fpxx: { fplx: 'zy', fptt: '', nsrsbh: '123', dz: '', dh: '', khyh: '', yhzh: '' },
      bcwcy: false,
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('radio', { name: '填写发票信息' }, slow)).toBeChecked();
    await userEvent.click(canvas.getByRole('button', { name: '下一步' }));
    await expect(await canvas.findByText('请输入发票抬头')).toBeVisible();
    await expect(canvas.getByText(/纳税人识别号格式错误/)).toBeVisible();
    await expect(canvas.getByText('专用发票请填写注册地址')).toBeVisible();
    await expect(canvas.getByText('专用发票请填写银行账号')).toBeVisible();
    await expect(field(canvas, '发票抬头')).toHaveAttribute('aria-invalid', 'true');
  },
};

/** No profiles saved yet: the details are typed in straight away. */
export const NoProfiles: Story = {
  beforeEach: () => resetInvoicesMock({ empty: true }),
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByRole('radio', { name: '填写发票信息' })).toBeChecked(), slow);
    await expect(canvas.getByRole('radio', { name: '使用常用发票信息' })).toBeDisabled();
    await expect(field(canvas, '发票抬头')).toBeVisible();
  },
};

/** The profiles could not be read: said so, and the details can still be typed in. */
export const LoadFailed: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get(invoicePaths.list, () =>
          HttpResponse.json({ code: 500, result: null, message: '服务器繁忙，请稍后再试' }),
        ),
      ],
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('常用发票信息加载失败', {}, slow)).toBeVisible();
    await expect(canvas.getByRole('button', { name: '重新加载' })).toBeVisible();
    await expect(field(canvas, '发票抬头')).toBeVisible();
  },
};

/** A role without 账号管理·查看 types the details in; nothing offers to save them. */
export const WithoutAccountPermission: Story = {
  parameters: { store: { preloadedState: storeState({ loggedIn: true, token: MOCK_RECRUITER_TOKEN }) } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByLabelText(/发票抬头/, {}, slow)).toBeVisible();
    await expect(canvas.queryByRole('checkbox', { name: '保存为常用发票信息' })).not.toBeInTheDocument();
  },
};

export const Phone: Story = {
  args: { variant: 'phone' },
  parameters: { store: { preloadedState: storeState({ loggedIn: true, phone: true }) } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('radiogroup', { name: /常用发票信息/ }, slow)).toBeVisible();
  },
};
