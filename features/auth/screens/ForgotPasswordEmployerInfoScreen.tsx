import { Empty } from '../../../ui/Empty';

/** Route dwwjmmsrdwxx: placeholder until its screen is built; the route, guard and lazy chunk are real. */
export default function ForgotPasswordEmployerInfoScreen() {
  return (
    <section data-ui="not-open-screen">
      <h1>输入单位信息</h1>
      <Empty description="该功能暂未开放" />
    </section>
  );
}
