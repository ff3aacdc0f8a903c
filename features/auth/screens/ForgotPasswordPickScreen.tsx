import { Empty } from '../../../ui/Empty';

/** Route dwwjmmpick: placeholder until its screen is built; the route, guard and lazy chunk are real. */
export default function ForgotPasswordPickScreen() {
  return (
    <section data-ui="not-open-screen">
      <h1>选择找回方式</h1>
      <Empty description="该功能暂未开放" />
    </section>
  );
}
