import { screen, waitFor, within } from '@testing-library/react';
import { emptyEmployerSession } from '../../../app/session/employerSessionSlice';
import { invoicePaths, type SaveInvoiceRequest } from '../../../contract/invoices';
import InvoicesScreen from '../../../features/invoices/screens/InvoicesScreen';
import { TAX_NUMBER } from '../../../stories/fixtures/bookingSteps';
import { MOCK_READONLY_TOKEN } from '../../../stories/mocks/handlers/accountAdmin';
import { resetInvoicesMock } from '../../../stories/mocks/handlers/invoices';
import { demoEmployer } from '../../../stories/mocks/handlers/session';
import { clearBrowserState, postedBodies, startMockApi } from '../../app/support/mockApi';
import { renderScreens } from '../support';

const server = startMockApi();
beforeEach(() => {
  clearBrowserState();
  resetInvoicesMock();
});

function renderInvoices(token = demoEmployer.token) {
  return renderScreens([{ path: '/zhgl/fpxxgl', element: <InvoicesScreen /> }], {
    at: '/zhgl/fpxxgl',
    preloadedState: { employerSession: { ...emptyEmployerSession, ...demoEmployer, token } },
  });
}

const FIRST = '福州示例科技有限公司';
const SECOND = '福州示例科技有限公司（财务部）';
const loaded = () => screen.findByRole('row', { name: /财务部/ }, { timeout: 5000 });
const field = (container: HTMLElement, label: string) =>
  within(container).getByLabelText(new RegExp(`^\\*?${label}$`));

describe('发票信息管理 (zhgl/fpxxgl)', () => {
  it('lists the default first with its kind, and the others with 设为默认', async () => {
    renderInvoices();
    await loaded();
    const rows = screen.getAllByRole('row').slice(1);
    expect(rows[0]).toHaveTextContent(`${FIRST}默认普通发票`);
    expect(
      within(rows[0]!)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['编辑', '删除']);
    expect(within(rows[1]!).getByRole('button', { name: `设为默认 ${SECOND}` })).toBeInTheDocument();
  });

  it('adds a 普通发票 without the 专用 fields it hides', async () => {
    const { user } = renderInvoices();
    const sent = postedBodies<SaveInvoiceRequest>(server, invoicePaths.save);
    await loaded();
    await user.click(screen.getByRole('button', { name: '添加发票信息' }));
    const box = await screen.findByRole('dialog', { name: '添加发票信息' });
    const dialog = within(box);
    await user.click(dialog.getByRole('radio', { name: '专用发票' }));
    await user.type(field(box, '开户银行'), '某银行');
    await user.click(dialog.getByRole('radio', { name: '普通发票' }));
    expect(dialog.queryByLabelText(/开户银行/)).not.toBeInTheDocument();
    await user.type(field(box, '发票抬头'), ' 厦门测试有限公司 ');
    await user.type(field(box, '纳税人识别号'), TAX_NUMBER);
    await user.click(dialog.getByRole('button', { name: '添加发票信息' }));
    expect(
      await screen.findByRole('row', { name: /厦门测试有限公司/ }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(sent).toEqual([
      { fplx: 'pt', fptt: '厦门测试有限公司', nsrsbh: TAX_NUMBER, dz: '', dh: '', khyh: '', yhzh: '' },
    ]);
  });

  it('names each missing 专用发票 field and sends nothing', async () => {
    const { user } = renderInvoices();
    const sent = postedBodies(server, invoicePaths.save);
    await loaded();
    await user.click(screen.getByRole('button', { name: '添加发票信息' }));
    const box = await screen.findByRole('dialog', { name: '添加发票信息' });
    const dialog = within(box);
    await user.click(dialog.getByRole('radio', { name: '专用发票' }));
    await user.click(dialog.getByRole('button', { name: '添加发票信息' }));
    expect(await dialog.findByText('请输入发票抬头')).toBeInTheDocument();
    for (const message of [
      '请输入纳税人识别号',
      '专用发票请填写注册地址',
      '专用发票请填写注册电话',
      '专用发票请填写开户银行',
      '专用发票请填写银行账号',
    ])
      expect(dialog.getByText(message)).toBeInTheDocument();
    expect(sent).toEqual([]);
  });

  it('deletes after a confirmation, promoting the other to default', async () => {
    const { user } = renderInvoices();
    await loaded();
    await user.click(screen.getByRole('button', { name: `删除 ${FIRST}` }));
    const confirm = await screen.findByRole('alertdialog', { name: `删除发票信息“${FIRST}”？` });
    await user.click(within(confirm).getByRole('button', { name: '删除' }));
    await waitFor(() => expect(screen.getAllByRole('row')).toHaveLength(2));
    expect(screen.getAllByRole('row')[1]).toHaveTextContent(`${SECOND}默认`);
  });

  it('shows a read-only list to 账号管理·查看', async () => {
    renderInvoices(MOCK_READONLY_TOKEN);
    await loaded();
    expect(screen.getByText(/添加和修改需要“账号管理·管理”权限/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '添加发票信息' })).not.toBeInTheDocument();
  });

  it('offers the first profile when there is none', async () => {
    resetInvoicesMock({ empty: true });
    renderInvoices();
    expect(await screen.findByText(/还没有保存发票信息/, {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '添加发票信息' })).toBeEnabled();
  });
});
