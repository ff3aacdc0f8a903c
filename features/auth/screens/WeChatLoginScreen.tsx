import { Empty } from '../../../ui/Empty';

/** Route dwwxdl: placeholder until its screen is built; the route, guard and lazy chunk are real. */
export default function WeChatLoginScreen() {
  return (
    <section data-ui="not-open-screen">
      <h1>微信登录</h1>
      <Empty description="该功能暂未开放" />
    </section>
  );
}
