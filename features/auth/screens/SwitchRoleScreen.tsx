import { Empty } from '../../../ui/Empty';

/** Route switchRole: placeholder until its screen is built; the route, guard and lazy chunk are real. */
export default function SwitchRoleScreen() {
  return (
    <section data-ui="not-open-screen">
      <h1>切换角色</h1>
      <Empty description="该功能暂未开放" />
    </section>
  );
}
