import { consolePages } from '../../../contract/console';
import { NotFoundPage } from '../../../ui/Result';

/** Any console path no route knows. */
export default function ConsoleNotFound() {
  return <NotFoundPage homePath={consolePages.home} />;
}
