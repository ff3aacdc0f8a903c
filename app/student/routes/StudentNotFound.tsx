import { studentPages } from '../../../contract/studentPortal';
import { NotFoundPage } from '../../../ui/Result';

/** Any portal path no route knows. */
export default function StudentNotFound() {
  return <NotFoundPage homePath={studentPages.home} />;
}
