import { Empty } from '../../../ui/Empty';

/** Route dwzc: placeholder until its screen is built; the route, guard and lazy chunk are real. */
export default function RegistrationScreen() {
  return (
    <section data-ui="not-open-screen">
      <h1>单位注册</h1>
      <Empty description="该功能暂未开放" />
    </section>
  );
}
