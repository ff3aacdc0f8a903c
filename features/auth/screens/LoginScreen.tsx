import { Empty } from '../../../ui/Empty';

/** Route Login: placeholder until its screen is built; the route, guard and lazy chunk are real. */
export default function LoginScreen() {
  return (
    <section data-ui="not-open-screen">
      <h1>登录</h1>
      <Empty description="该功能暂未开放" />
    </section>
  );
}
