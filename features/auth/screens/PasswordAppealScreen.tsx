import { Empty } from '../../../ui/Empty';

/** Route dwwjmmmmss: placeholder until its screen is built; the route, guard and lazy chunk are real. */
export default function PasswordAppealScreen() {
  return (
    <section data-ui="not-open-screen">
      <h1>密码申诉</h1>
      <Empty description="该功能暂未开放" />
    </section>
  );
}
