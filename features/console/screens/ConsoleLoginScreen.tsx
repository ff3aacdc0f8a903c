import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { CONSOLE_NAME, consolePages } from '../../../contract/console';
import { Form, FormField, FormSubmit, useForm } from '../../../ui/Form';
import { FormAlert } from '../../../ui/FormAlert';
import { Input } from '../../../ui/Input';
import { HeaderBrand, PanelPage } from '../../../ui/Layout';
import { message } from '../../../ui/Message';
import { PasswordInput } from '../../../ui/PasswordInput';
import { apiErrorMessage } from '../../../app/api/apiErrorMessage';
import { useAppDispatch, useAppSelector } from '../../../app/api/hooks';
import { selectIsPhone, selectMainSchoolCode, selectSiteName } from '../../../app/api/site';
import { selectStaffSession, staffLoggedIn } from '../../../app/api/staffSession';
import { usePasswordEncryption } from '../../../app/api/usePasswordEncryption';
import { consoleApi } from '../consoleApi';
import {
  initialSchoolCode,
  loginDestination,
  loginRefusalField,
  passwordProblem,
  schoolCodeProblem,
  usernameProblem,
  type StaffLoginValues,
} from '../loginRules';

const INTRO = '学校就业工作人员登录，审核用人单位、招聘职位与招聘公告。';

function StaffLoginForm({ variant }: { variant: 'desktop' | 'phone' }) {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [query] = useSearchParams();
  const session = useAppSelector(selectStaffSession);
  const mainSite = useAppSelector(selectMainSchoolCode);
  const [login] = consoleApi.useStaffLoginMutation();
  const encrypt = usePasswordEncryption();
  const [alert, setAlert] = useState<string | null>(null);
  const redirect = query.get('redirect');

  const form = useForm<StaffLoginValues>({
    initialValues: { xxdm: initialSchoolCode(session.xxdm, mainSite), yhm: '', mm: '' },
    validators: { xxdm: schoolCodeProblem, yhm: usernameProblem, mm: passwordProblem },
    onSubmit: async (values, { setFieldError }) => {
      setAlert(null);
      const xxdm = values.xxdm.trim();
      try {
        const [mm = ''] = await encrypt(values.mm);
        const { token } = await login({ xxdm, yhm: values.yhm.trim(), mm }).unwrap();
        dispatch(staffLoggedIn({ token, xxdm }));
        message.success('登录成功');
        await navigate(loginDestination(redirect, consolePages.login, consolePages.home), { replace: true });
      } catch (error) {
        const text = apiErrorMessage(error);
        const field = loginRefusalField(text);
        if (field === null) setAlert(text);
        else setFieldError(field, text);
      }
    },
  });

  const size = variant === 'phone' ? 'phone' : 'lg';
  return (
    <Form form={form} layout="vertical" variant={variant} aria-label="管理员登录">
      {redirect !== null && alert === null && (
        <FormAlert tone="info">登录已失效或尚未登录，登录后将回到您刚才访问的页面。</FormAlert>
      )}
      {alert !== null && <FormAlert>{alert}</FormAlert>}
      <FormField label="学校代码" name="xxdm" required help="5位数字，如 00000">
        <Input {...form.field('xxdm')} inputMode="numeric" autoComplete="organization" maxLength={5} />
      </FormField>
      <FormField label="用户名" name="yhm" required>
        <Input {...form.field('yhm')} autoComplete="username" />
      </FormField>
      <FormField label="密码" name="mm" required>
        <PasswordInput {...form.field('mm')} autoComplete="current-password" />
      </FormField>
      <FormSubmit block size={size}>
        登录
      </FormSubmit>
    </Form>
  );
}

/** /mgrpage/login: school staff log in at their school's site (学校代码, 用户名, 密码). */
export default function ConsoleLoginScreen() {
  const variant = useAppSelector(selectIsPhone) ? 'phone' : 'desktop';
  const siteName = useAppSelector(selectSiteName);
  return (
    <PanelPage
      variant={variant}
      brand={<HeaderBrand name={siteName} suffix={CONSOLE_NAME} />}
      title="管理员登录"
      intro={INTRO}
      width={420}
    >
      <StaffLoginForm variant={variant} />
    </PanelPage>
  );
}
