import { Empty } from '../../../ui/Empty';

/** Route dwwjmmczmm: placeholder until its screen is built; the route, guard and lazy chunk are real. */
export default function ResetPasswordScreen() {
  return (
    <section data-ui="not-open-screen">
      <h1>重置密码</h1>
      <Empty description="该功能暂未开放" />
    </section>
  );
}
