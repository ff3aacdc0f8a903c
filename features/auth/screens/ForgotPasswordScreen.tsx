import { Outlet } from 'react-router-dom';

/** Route dwwjmm: placeholder until the forgot-password layout is built; its steps render below. */
export default function ForgotPasswordScreen() {
  return (
    <section data-ui="forgot-password-screen">
      <h1>忘记密码</h1>
      <Outlet />
    </section>
  );
}
