import { Empty } from '../../../ui/Empty';

/** Route dwwjmmsryzm: placeholder until its screen is built; the route, guard and lazy chunk are real. */
export default function ForgotPasswordCodeScreen() {
  return (
    <section data-ui="not-open-screen">
      <h1>输入验证码</h1>
      <Empty description="该功能暂未开放" />
    </section>
  );
}
