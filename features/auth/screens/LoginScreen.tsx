import { EmployerLoginPage } from '../components/EmployerLoginPage';

/** Route Login (/login/{xxdm}/{mode}): the employer login entry of a school site. */
export default function LoginScreen() {
  return <EmployerLoginPage title="登录" />;
}
