import { Empty } from '../../../ui/Empty';

/**
 * Route dwmobileHome: placeholder until the phone home is built. It renders inside the app's phone
 * layout (app/shell/MobileHomeShell), whose top bar already carries the page title.
 */
export default function MobileHomeScreen() {
  return (
    <section data-ui="not-open-screen">
      <Empty description="该功能暂未开放" />
    </section>
  );
}
