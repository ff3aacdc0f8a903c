import { screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { InvoiceStep } from '../../../app/bookingSteps/InvoiceStep';
import { emptyEmployerSession } from '../../../app/session/employerSessionSlice';
import {
  INVOICE_FREE_NOTICE,
  invoiceChoiceProblems,
  type InvoiceChoice,
  type InvoiceChoiceProblems,
} from '../../../contract/invoices';
import { MOCK_RECRUITER_TOKEN } from '../../../stories/mocks/handlers/accountAdmin';
import { resetInvoicesMock } from '../../../stories/mocks/handlers/invoices';
import { demoEmployer } from '../../../stories/mocks/handlers/session';
import { TAX_NUMBER } from '../../../stories/fixtures/bookingSteps';
import { Button } from '../../../ui/Button';
import { renderScreens } from '../../features/support';
import { clearBrowserState, startMockApi } from '../support/mockApi';

startMockApi();
beforeEach(() => {
  clearBrowserState();
  resetInvoicesMock();
});

let latest: InvoiceChoice | null = null;

function Harness({ fee }: { fee: number }) {
  const [value, setValue] = useState<InvoiceChoice | null>(null);
  const [errors, setErrors] = useState<InvoiceChoiceProblems>({});
  latest = value;
  return (
    <>
      <InvoiceStep fee={fee} value={value} onChange={setValue} errors={errors} />
      <Button onClick={() => setErrors(invoiceChoiceProblems(value))}>下一步</Button>
    </>
  );
}

function renderStep(fee = 500, token = demoEmployer.token) {
  latest = null;
  return renderScreens([{ path: '/xjh/qrfpxx', element: <Harness fee={fee} /> }], {
    at: '/xjh/qrfpxx',
    preloadedState: { employerSession: { ...emptyEmployerSession, ...demoEmployer, token } },
  });
}

const field = (label: string) => screen.getByLabelText(new RegExp(`^\\*?${label}$`));

describe('the invoice step', () => {
  it('asks nothing of a free booking', () => {
    renderStep(0);
    expect(screen.getByText(INVOICE_FREE_NOTICE)).toBeInTheDocument();
    expect(screen.queryByRole('radiogroup')).not.toBeInTheDocument();
    expect(latest).toBeNull();
  });

  it('chooses the default profile, then another', async () => {
    const { user } = renderStep();
    const saved = await screen.findByRole('radiogroup', { name: /常用发票信息/ }, { timeout: 5000 });
    expect(latest).toEqual({ fpid: 'fp-1' });
    await user.click(within(saved).getAllByRole('radio')[1]!);
    expect(latest).toEqual({ fpid: 'fp-2' });
  });

  it('takes typed 专用发票 details, keeping them while the user looks at the profiles', async () => {
    const { user } = renderStep();
    await screen.findByRole('radiogroup', { name: /常用发票信息/ }, { timeout: 5000 });
    await user.click(screen.getByRole('radio', { name: '填写发票信息' }));
    await user.click(screen.getByRole('radio', { name: '专用发票' }));
    await user.type(field('发票抬头'), '厦门测试有限公司');
    await user.type(field('纳税人识别号'), TAX_NUMBER);
    await user.click(screen.getByRole('button', { name: '下一步' }));
    expect(await screen.findByText('专用发票请填写注册地址')).toBeInTheDocument();
    expect(screen.queryByText('请输入发票抬头')).not.toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: '保存为常用发票信息' }));
    await user.click(screen.getByRole('radio', { name: '使用常用发票信息' }));
    expect(latest).toEqual({ fpid: 'fp-1' });
    await user.click(screen.getByRole('radio', { name: '填写发票信息' }));
    expect(field('发票抬头')).toHaveValue('厦门测试有限公司');
    expect(latest).toEqual({
      fpxx: expect.objectContaining({ fplx: 'zy', fptt: '厦门测试有限公司', nsrsbh: TAX_NUMBER }) as unknown,
      bcwcy: true,
    });
  });

  it('clears the 专用 fields when switched back to 普通发票', async () => {
    const { user } = renderStep();
    await screen.findByRole('radiogroup', { name: /常用发票信息/ }, { timeout: 5000 });
    await user.click(screen.getByRole('radio', { name: '填写发票信息' }));
    await user.click(screen.getByRole('radio', { name: '专用发票' }));
    await user.type(field('开户银行'), '某银行');
    await user.click(screen.getByRole('radio', { name: '普通发票' }));
    expect(screen.queryByLabelText(/开户银行/)).not.toBeInTheDocument();
    expect(latest).toMatchObject({ fpxx: { fplx: 'pt', khyh: '' } });
  });

  it('lets a role without 账号管理 type the details in, without saving them', async () => {
    renderStep(500, MOCK_RECRUITER_TOKEN);
    await waitFor(() => expect(field('发票抬头')).toBeInTheDocument());
    expect(screen.queryByRole('checkbox', { name: '保存为常用发票信息' })).not.toBeInTheDocument();
    expect(screen.queryByText('常用发票信息加载失败')).not.toBeInTheDocument();
  });
});
