import { Empty } from '../../../ui/Empty';

/** Route wsdwyh: placeholder until its screen is built; the route, guard and lazy chunk are real. */
export default function CompleteEmployerUserScreen() {
  return (
    <section data-ui="not-open-screen">
      <h1>完善单位用户</h1>
      <Empty description="该功能暂未开放" />
    </section>
  );
}
