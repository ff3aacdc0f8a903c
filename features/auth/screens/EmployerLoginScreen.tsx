import { Empty } from '../../../ui/Empty';

/** Route dwlogin: placeholder until its screen is built; the route, guard and lazy chunk are real. */
export default function EmployerLoginScreen() {
  return (
    <section data-ui="not-open-screen">
      <h1>单位登录</h1>
      <Empty description="该功能暂未开放" />
    </section>
  );
}
