import { EmployerLoginPage } from '../components/EmployerLoginPage';

/** Route dwlogin: the same two login methods on a page of its own (school code from ?xxdm or the stored one). */
export default function EmployerLoginScreen() {
  return <EmployerLoginPage title="单位登录" />;
}
