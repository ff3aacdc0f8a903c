import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Form, FormField, FormSubmit, useForm, type UseFormOptions } from '../../ui/Form';
import { Input } from '../../ui/Input';
import { RadioGroup } from '../../ui/Radio';
import { checkIdCard, checkRequired } from '../../ui/validators';

type Values = { contact: string; idCard: string; gender: string | null };
const initialValues: Values = { contact: '', idCard: '', gender: null };

function TestForm(options: Partial<UseFormOptions<Values>>) {
  const form = useForm<Values>({
    initialValues,
    validators: {
      contact: checkRequired('请输入联系方式'),
      idCard: (value) => checkIdCard(value),
      gender: (value) => (value === null ? '请选择性别' : null),
    },
    ...options,
  });
  return (
    <Form form={form} aria-label="测试表单">
      <FormField name="contact" label="联系方式" required help="手机号或邮箱">
        <Input {...form.field('contact')} />
      </FormField>
      <FormField name="idCard" label="身份证号">
        <Input {...form.field('idCard')} />
      </FormField>
      <FormField name="gender" label="性别" required>
        <RadioGroup
          {...form.field('gender')}
          options={[
            { label: '男', value: 'm' },
            { label: '女', value: 'f' },
          ]}
        />
      </FormField>
      <FormSubmit />
      <button type="button" onClick={() => form.reset()}>
        重置
      </button>
      <button type="button" onClick={() => form.setFieldError('contact', '该联系方式已被占用')}>
        模拟服务端错误
      </button>
    </Form>
  );
}

describe('Form and FormField', () => {
  it('labels the control, marks it required without relying on the asterisk, and links the help text', () => {
    render(<TestForm />);
    const contact = screen.getByRole('textbox', { name: '联系方式' });
    expect(contact).toHaveAttribute('aria-required', 'true');
    expect(contact).toHaveAccessibleDescription('手机号或邮箱');
    expect(screen.getByRole('radiogroup', { name: /^性别\s*（必填）$/ })).toBeInTheDocument();
  });

  it('shows 身份证日期格式错误 for 110101199902300011 after blur, as an alert linked to the field', async () => {
    const user = userEvent.setup();
    render(<TestForm />);
    const idCard = screen.getByRole('textbox', { name: '身份证号' });
    await user.type(idCard, '110101199902300011');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await user.tab();
    expect(screen.getByRole('alert')).toHaveTextContent('身份证日期格式错误');
    expect(idCard).toHaveAttribute('aria-invalid', 'true');
    expect(idCard).toHaveAccessibleDescription('身份证日期格式错误');
  });

  it('clears a rule message as soon as the value is fixed', async () => {
    const user = userEvent.setup();
    render(<TestForm />);
    const idCard = screen.getByRole('textbox', { name: '身份证号' });
    await user.type(idCard, '11010119990230001');
    await user.tab();
    expect(screen.getByRole('alert')).toHaveTextContent('身份证位数格式错误！');
    await user.clear(idCard);
    await user.type(idCard, '11010519491231002X');
    expect(screen.queryByText('身份证位数格式错误！')).not.toBeInTheDocument();
    expect(idCard).not.toHaveAttribute('aria-invalid');
  });

  it('runs every rule on submit, focuses the first invalid field and does not submit', async () => {
    const user = userEvent.setup();
    const onSubmit = jest.fn();
    render(<TestForm onSubmit={onSubmit} />);
    await user.type(screen.getByRole('textbox', { name: '身份证号' }), '11010519491231002X');
    await user.click(screen.getByRole('button', { name: '提交' }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toEqual([
      '请输入联系方式',
      '请选择性别',
    ]);
    expect(screen.getByRole('textbox', { name: '联系方式' })).toHaveFocus();
  });

  it('focuses into a radio group when it is the first invalid field', async () => {
    const user = userEvent.setup();
    render(<TestForm />);
    await user.type(screen.getByRole('textbox', { name: '联系方式' }), '13800000000');
    await user.type(screen.getByRole('textbox', { name: '身份证号' }), '11010519491231002X');
    await user.click(screen.getByRole('button', { name: '提交' }));
    expect(screen.getByRole('radio', { name: '男' })).toHaveFocus();
  });

  it('shows loading on the submit button while submitting and ignores a second submit', async () => {
    const user = userEvent.setup();
    let finish: () => void = () => undefined;
    const onSubmit = jest.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    render(
      <TestForm
        onSubmit={onSubmit}
        initialValues={{ contact: '13800000000', idCard: '11010519491231002X', gender: 'f' }}
      />,
    );
    const submit = screen.getByRole('button', { name: '提交' });
    await user.click(submit);
    expect(onSubmit).toHaveBeenCalledWith(
      { contact: '13800000000', idCard: '11010519491231002X', gender: 'f' },
      expect.anything(),
    );
    expect(submit).toHaveAttribute('aria-busy', 'true');
    expect(submit).toHaveAttribute('aria-disabled', 'true');
    await user.click(submit);
    expect(onSubmit).toHaveBeenCalledTimes(1);
    await act(() => Promise.resolve(finish()));
    expect(submit).not.toHaveAttribute('aria-busy');
  });

  it('puts a server message under its field until the value changes', async () => {
    const user = userEvent.setup();
    render(<TestForm />);
    await user.click(screen.getByRole('button', { name: '模拟服务端错误' }));
    expect(screen.getByRole('alert')).toHaveTextContent('该联系方式已被占用');
    await user.type(screen.getByRole('textbox', { name: '联系方式' }), '1');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('lets onSubmit set server messages and focuses that field', async () => {
    const user = userEvent.setup();
    render(
      <TestForm
        initialValues={{ contact: '13800000000', idCard: '', gender: 'm' }}
        validators={{}}
        onSubmit={(_, { setFieldError }) => setFieldError('idCard', '身份证号已被绑定')}
      />,
    );
    await user.click(screen.getByRole('button', { name: '提交' }));
    expect(screen.getByRole('alert')).toHaveTextContent('身份证号已被绑定');
    expect(screen.getByRole('textbox', { name: '身份证号' })).toHaveFocus();
  });

  it('resets values and messages', async () => {
    const user = userEvent.setup();
    render(<TestForm />);
    const contact = screen.getByRole('textbox', { name: '联系方式' });
    await user.type(contact, '  ');
    await user.tab();
    expect(screen.getByRole('alert')).toHaveTextContent('请输入联系方式');
    await user.click(screen.getByRole('button', { name: '重置' }));
    expect(contact).toHaveValue('');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe('asynchronous rules', () => {
  type Name = { company: string };

  function AsyncForm({ check }: { check: (value: string) => Promise<string | null> }) {
    const form = useForm<Name>({
      initialValues: { company: '' },
      validators: { company: (value) => check(value) },
    });
    return (
      <Form form={form}>
        <FormField name="company" label="单位名称">
          <Input {...form.field('company')} />
        </FormField>
      </Form>
    );
  }

  it('shows a pending state and then the message', async () => {
    const user = userEvent.setup();
    let answer: (message: string | null) => void = () => undefined;
    render(<AsyncForm check={() => new Promise((resolve) => (answer = resolve))} />);
    await user.type(screen.getByRole('textbox', { name: '单位名称' }), '某某公司');
    await user.tab();
    expect(screen.getByRole('status')).toHaveTextContent('正在校验…');
    await act(() => Promise.resolve(answer('该单位已注册')));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('该单位已注册');
  });

  it('drops the answer for a value that has since changed', async () => {
    const user = userEvent.setup();
    const answers: ((message: string | null) => void)[] = [];
    render(<AsyncForm check={() => new Promise((resolve) => answers.push(resolve))} />);
    const field = screen.getByRole('textbox', { name: '单位名称' });
    await user.type(field, '旧名称');
    await user.tab();
    await user.type(field, '新');
    await act(() => Promise.resolve(answers[0]?.('旧名称已注册')));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await user.tab();
    await act(() => Promise.resolve(answers[1]?.(null)));
    await waitFor(() => expect(screen.queryByRole('status')).not.toBeInTheDocument());
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
