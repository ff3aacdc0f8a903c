import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { Button } from '../../ui/Button';
import { Cascader, type CascaderOption } from '../../ui/Cascader';
import { CheckboxGroup } from '../../ui/Checkbox';
import { Form, FormActions, FormField, FormSubmit, useForm, type FormLayout } from '../../ui/Form';
import { Input } from '../../ui/Input';
import { LimitedTextArea } from '../../ui/LimitedTextArea';
import { PasswordInput } from '../../ui/PasswordInput';
import { RadioGroup } from '../../ui/Radio';
import { Select } from '../../ui/Select';
import { Switch } from '../../ui/Switch';
import {
  checkFeedbackDescription,
  checkIdCard,
  checkMobile,
  checkPassword,
  checkRequired,
} from '../../ui/validators';

const phone = { viewport: { value: 'phone', isRotated: false } };
const wait = (ms: number) => new Promise((resolve) => window.setTimeout(resolve, ms));

type StoryArgs = { onSubmit: (values: unknown) => void; layout?: FormLayout; variant?: 'desktop' | 'phone' };

// Form needs a live useForm() instance, so the stories render example forms and take these args.
const meta = {
  title: 'UI/Form',
  args: { onSubmit: fn() },
  argTypes: {
    layout: { control: 'inline-radio', options: ['horizontal', 'vertical'] },
    variant: { control: 'inline-radio', options: ['desktop', 'phone'] },
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 640 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<StoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The issue-feedback form (spec §2): contact optional, description required with its counter. */
function FeedbackForm({ onSubmit, layout, variant = 'desktop' }: StoryArgs) {
  const form = useForm({
    initialValues: { contact: '', description: '' },
    validators: { description: (value) => checkFeedbackDescription(value, variant) },
    onSubmit: async (values) => {
      await wait(800);
      onSubmit(values);
    },
  });
  return (
    <Form form={form} layout={layout} variant={variant} aria-label="问题反馈">
      <FormField name="contact" label="联系方式" help="手机号、邮箱或 QQ，便于我们回复您">
        <Input {...form.field('contact')} placeholder="请输入联系方式" />
      </FormField>
      <FormField name="description" label="问题描述" required>
        <LimitedTextArea {...form.field('description')} placeholder="请描述您遇到的问题" />
      </FormField>
      <FormActions>
        <FormSubmit size={variant === 'phone' ? 'phone' : 'md'} block={variant === 'phone'} />
      </FormActions>
    </Form>
  );
}

export const Feedback: Story = {
  render: (args) => <FeedbackForm {...args} />,
  play: async ({ args, canvas }) => {
    const submit = canvas.getByRole('button', { name: '提交' });
    await userEvent.click(submit);
    await expect(await canvas.findByRole('alert')).toHaveTextContent('请输入问题描述');
    const description = canvas.getByRole('textbox', { name: '问题描述' });
    await expect(description).toHaveFocus();
    await expect(args.onSubmit).not.toHaveBeenCalled();

    await userEvent.type(description, '发布职位时提示网络错误');
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
    await userEvent.click(submit);
    await expect(submit).toHaveAttribute('aria-busy', 'true');
    await expect(submit).toHaveAttribute('aria-disabled', 'true');
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith({ contact: '', description: '发布职位时提示网络错误' }),
    );
    await waitFor(() => expect(submit).not.toHaveAttribute('aria-busy'));
  },
};

function IdCardForm({ onSubmit }: StoryArgs) {
  const form = useForm({
    initialValues: { name: '', idCard: '' },
    validators: { name: checkRequired('请输入姓名'), idCard: (value) => checkIdCard(value) },
    onSubmit,
  });
  return (
    <Form form={form} aria-label="联系人身份信息">
      <FormField name="name" label="姓名" required>
        <Input {...form.field('name')} placeholder="请输入姓名" />
      </FormField>
      <FormField name="idCard" label="身份证号" required help="18 位居民身份证号码">
        <Input {...form.field('idCard')} placeholder="请输入身份证号" />
      </FormField>
      <FormActions>
        <FormSubmit>保存</FormSubmit>
      </FormActions>
    </Form>
  );
}

export const IdCardOnBlur: Story = {
  render: (args) => <IdCardForm {...args} />,
  play: async ({ canvas }) => {
    const idCard = canvas.getByRole('textbox', { name: '身份证号' });
    await userEvent.type(idCard, '110101199902300011');
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
    await userEvent.tab();
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('身份证日期格式错误');
    await expect(idCard).toHaveAttribute('aria-invalid', 'true');
    await expect(idCard).toHaveAccessibleDescription('身份证日期格式错误 18 位居民身份证号码');
  },
};

function CompanyNameForm({ onSubmit }: StoryArgs) {
  const form = useForm({
    initialValues: { company: '' },
    validators: {
      company: [
        checkRequired('请输入单位名称'),
        // Stands in for a uniqueness check against the server.
        async (value) => {
          await wait(700);
          return value.includes('已注册') ? '该单位已注册，请直接登录' : null;
        },
      ],
    },
    onSubmit,
  });
  return (
    <Form form={form} aria-label="单位注册">
      <FormField name="company" label="单位名称" required>
        <Input {...form.field('company')} placeholder="与营业执照一致" />
      </FormField>
      <FormActions>
        <FormSubmit>下一步</FormSubmit>
      </FormActions>
    </Form>
  );
}

export const AsyncValidation: Story = {
  render: (args) => <CompanyNameForm {...args} />,
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: '单位名称' }), '某某已注册公司');
    await userEvent.tab();
    await expect(canvas.getByRole('status')).toHaveTextContent('正在校验…');
    await expect(await canvas.findByRole('alert', {}, { timeout: 3000 })).toHaveTextContent(
      '该单位已注册，请直接登录',
    );
    await expect(canvas.queryByRole('status')).not.toBeInTheDocument();
  },
};

function LoginForm({ onSubmit }: StoryArgs) {
  const form = useForm({
    initialValues: { mobile: '13800138000', password: '' },
    validators: { mobile: checkMobile, password: checkRequired('请输入密码') },
    onSubmit: async (values, { setFieldError }) => {
      await wait(500);
      // The server's answer for this account, shown under the field it concerns.
      setFieldError('password', '账号或密码错误');
      onSubmit(values);
    },
  });
  return (
    <Form form={form} aria-label="单位登录" layout="vertical">
      <FormField name="mobile" label="手机号" required>
        <Input {...form.field('mobile')} type="tel" />
      </FormField>
      <FormField name="password" label="密码" required>
        <PasswordInput {...form.field('password')} />
      </FormField>
      <FormActions>
        <FormSubmit block>登录</FormSubmit>
        <Button variant="link" block onClick={() => form.reset()}>
          重置
        </Button>
      </FormActions>
    </Form>
  );
}

export const ServerError: Story = {
  render: (args) => <LoginForm {...args} />,
  play: async ({ args, canvas }) => {
    const password = canvas.getByLabelText(/^\*?密码$/);
    await userEvent.type(password, 'Wrong@123');
    await userEvent.click(canvas.getByRole('button', { name: '登录' }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalled());
    await expect(await canvas.findByRole('alert')).toHaveTextContent('账号或密码错误');
    await expect(password).toHaveFocus();
    await userEvent.type(password, '!');
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: '重置' }));
    await expect(password).toHaveValue('');
  },
};

const regions: CascaderOption[] = [
  {
    value: '320000',
    label: '江苏省',
    children: [
      {
        value: '320100',
        label: '南京市',
        children: [
          { value: '320102', label: '玄武区' },
          { value: '320106', label: '鼓楼区' },
        ],
      },
    ],
  },
  {
    value: '440000',
    label: '广东省',
    children: [{ value: '440300', label: '深圳市', children: [{ value: '440305', label: '南山区' }] }],
  },
];

type PositionValues = {
  title: string;
  industry: string | null;
  region: string[];
  education: string | null;
  benefits: string[];
  password: string;
  description: string;
  published: boolean;
};

function PositionForm({ onSubmit, variant = 'desktop' }: StoryArgs) {
  const form = useForm<PositionValues>({
    initialValues: {
      title: '',
      industry: null,
      region: [],
      education: null,
      benefits: [],
      password: '',
      description: '',
      published: true,
    },
    validators: {
      title: checkRequired('请输入职位名称'),
      industry: (value) => (value === null ? '请选择所属行业' : null),
      region: (value) => (value.length === 0 ? '请选择工作地点' : null),
      education: (value) => (value === null ? '请选择学历要求' : null),
      benefits: (value) => (value.length === 0 ? '请至少选择一项福利' : null),
      password: (value) => checkPassword(value, 3),
      description: checkRequired('请输入职位描述'),
    },
    onSubmit,
  });
  const published = form.field('published');
  return (
    <Form form={form} variant={variant} aria-label="发布职位">
      <FormField name="title" label="职位名称" required>
        <Input {...form.field('title')} placeholder="如：Java 开发工程师" clearable />
      </FormField>
      <FormField name="industry" label="所属行业" required>
        <Select
          {...form.field('industry')}
          searchable
          options={[
            { value: 'it', label: '互联网/IT' },
            { value: 'finance', label: '金融/银行' },
            { value: 'education', label: '教育/培训' },
          ]}
        />
      </FormField>
      <FormField name="region" label="工作地点" required>
        <Cascader {...form.field('region')} options={regions} placeholder="请选择省 / 市 / 区" />
      </FormField>
      <FormField name="education" label="学历要求" required>
        <RadioGroup
          {...form.field('education')}
          options={[
            { label: '本科', value: 'bachelor' },
            { label: '硕士', value: 'master' },
            { label: '博士', value: 'doctor' },
          ]}
        />
      </FormField>
      <FormField name="benefits" label="福利待遇" required>
        <CheckboxGroup
          {...form.field('benefits')}
          options={[
            { label: '五险一金', value: 'insurance' },
            { label: '带薪年假', value: 'leave' },
            { label: '餐补', value: 'meal' },
          ]}
        />
      </FormField>
      <FormField name="password" label="确认密码" required help="发布前再次输入登录密码">
        <PasswordInput {...form.field('password')} autoComplete="current-password" />
      </FormField>
      <FormField name="description" label="职位描述" required>
        <LimitedTextArea {...form.field('description')} limit={2000} />
      </FormField>
      <FormField name="published" label="立即公开">
        <Switch checked={published.value} onChange={published.onChange} onBlur={published.onBlur} />
      </FormField>
      <FormActions>
        <FormSubmit size={variant === 'phone' ? 'phone' : 'md'} block={variant === 'phone'}>
          发布
        </FormSubmit>
      </FormActions>
    </Form>
  );
}

export const EveryControl: Story = {
  render: (args) => <PositionForm {...args} />,
  play: async ({ args, canvas }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: '职位名称' }), 'Java 开发工程师');
    await userEvent.click(canvas.getByRole('button', { name: '发布' }));
    await waitFor(() => expect(canvas.getByRole('combobox', { name: '所属行业' })).toHaveFocus());
    await expect(canvas.getAllByRole('alert').map((alert) => alert.textContent)).toEqual([
      '请选择所属行业',
      '请选择工作地点',
      '请选择学历要求',
      '请至少选择一项福利',
      '8-20位，包含数字/大写字母/小写字母/特殊符号中的三类',
      '请输入职位描述',
    ]);
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const Vertical: Story = {
  args: { layout: 'vertical' },
  render: (args) => <FeedbackForm {...args} />,
};

export const Phone: Story = {
  globals: phone,
  args: { variant: 'phone' },
  render: (args) => <FeedbackForm {...args} />,
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: '提交' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('请填写问题描述');
  },
};
