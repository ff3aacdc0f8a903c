import { NotFoundPage } from '../../../ui/Result';

/** Any path no route knows. */
export default function NotFoundScreen() {
  return <NotFoundPage homePath="/" />;
}
