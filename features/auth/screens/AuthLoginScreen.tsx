import { Empty } from '../../../ui/Empty';

/** Route AuthLogin: placeholder until its screen is built; the route, guard and lazy chunk are real. */
export default function AuthLoginScreen() {
  return (
    <section data-ui="not-open-screen">
      <h1>授权登录</h1>
      <Empty description="该功能暂未开放" />
    </section>
  );
}
