import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { STUDENT_PORTAL_NAME, studentPages } from '../../../contract/studentPortal';
import { Form, FormField, FormSubmit, useForm } from '../../../ui/Form';
import { FormAlert } from '../../../ui/FormAlert';
import { Input } from '../../../ui/Input';
import { HeaderBrand, PanelPage } from '../../../ui/Layout';
import { Link } from '../../../ui/Link';
import { message } from '../../../ui/Message';
import { notice } from '../../../ui/Notice';
import { PasswordInput } from '../../../ui/PasswordInput';
import { apiErrorMessage } from '../../../app/api/apiErrorMessage';
import { useAppDispatch, useAppSelector } from '../../../app/api/hooks';
import { selectStudentSession, studentLoggedIn, studentProfileLoaded } from '../../../app/api/session';
import { selectIsPhone, selectMainSchoolCode, selectSiteName } from '../../../app/api/site';
import {
  loginDestination,
  loginSchoolCode,
  loginSource,
  passwordProblem,
  schoolCodeProblem,
  studentNumberProblem,
  studentUsername,
  type StudentLoginValues,
} from '../loginRules';
import { studentAuthApi } from '../studentAuthApi';
import { useStudentPasswordEncryption } from '../useStudentPasswordEncryption';

const INTRO = '使用学校代码、学号和密码登录，查看职位、投递简历、跟进申请。';

function StudentLoginForm({ variant }: { variant: 'desktop' | 'phone' }) {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [query] = useSearchParams();
  const session = useAppSelector(selectStudentSession);
  const mainSite = useAppSelector(selectMainSchoolCode);
  const [login] = studentAuthApi.useStudentLoginMutation();
  const encrypt = useStudentPasswordEncryption();
  const [alert, setAlert] = useState<string | null>(null);
  const redirect = query.get('redirect');

  const form = useForm<StudentLoginValues>({
    initialValues: { xxdm: loginSchoolCode(query.get('xxdm'), session.schoolCode, mainSite), xh: '', mm: '' },
    validators: { xxdm: schoolCodeProblem, xh: studentNumberProblem, mm: passwordProblem },
    onSubmit: async (values) => {
      setAlert(null);
      try {
        const password = await encrypt(values.mm);
        const result = await login({ username: studentUsername(values.xxdm, values.xh), password }).unwrap();
        dispatch(
          studentLoggedIn({ token: result.token, schoolCode: result.xxdm, from: loginSource(variant) }),
        );
        dispatch(studentProfileLoaded({ name: result.name }));
        (variant === 'phone' ? notice : message).success('登录成功');
        await navigate(loginDestination(redirect), { replace: true });
      } catch (error) {
        setAlert(apiErrorMessage(error));
      }
    },
  });

  const registerLink = `${studentPages.register}?xxdm=${encodeURIComponent(form.values.xxdm.trim())}`;
  return (
    <Form form={form} layout="vertical" variant={variant} aria-label="学生登录">
      {redirect !== null && alert === null && (
        <FormAlert tone="info">登录已失效或尚未登录，登录后将回到您刚才访问的页面。</FormAlert>
      )}
      {alert !== null && <FormAlert>{alert}</FormAlert>}
      <FormField label="学校代码" name="xxdm" required help="5位数字，可向学校就业指导中心咨询">
        <Input {...form.field('xxdm')} inputMode="numeric" autoComplete="organization" maxLength={5} />
      </FormField>
      <FormField label="学号" name="xh" required>
        <Input {...form.field('xh')} autoComplete="username" />
      </FormField>
      <FormField label="密码" name="mm" required>
        <PasswordInput {...form.field('mm')} autoComplete="current-password" />
      </FormField>
      <FormSubmit block size={variant === 'phone' ? 'phone' : 'lg'}>
        登录
      </FormSubmit>
      <p>
        还没有账号？<Link to={registerLink}>了解学生账号如何开通</Link>
      </p>
    </Form>
  );
}

/** /sc/login and /mobile/login: a student logs in with the school code, the student number and a password. */
export default function StudentLoginScreen() {
  const variant = useAppSelector(selectIsPhone) ? 'phone' : 'desktop';
  const siteName = useAppSelector(selectSiteName);
  return (
    <PanelPage
      variant={variant}
      brand={<HeaderBrand name={siteName} suffix={STUDENT_PORTAL_NAME} />}
      title="学生登录"
      intro={INTRO}
      width={420}
    >
      <StudentLoginForm variant={variant} />
    </PanelPage>
  );
}
