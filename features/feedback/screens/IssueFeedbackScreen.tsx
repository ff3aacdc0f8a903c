import { Empty } from '../../../ui/Empty';

/** Route Issue: placeholder until its screen is built; the route, guard and lazy chunk are real. */
export default function IssueFeedbackScreen() {
  return (
    <section data-ui="not-open-screen">
      <h1>问题反馈</h1>
      <Empty description="该功能暂未开放" />
    </section>
  );
}
