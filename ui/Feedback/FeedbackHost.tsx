import { DialogHost } from '../Modal';
import { MessageHost } from '../Message';
import { NoticeHost } from '../Notice';

type FeedbackHostProps = {
  /** How the imperative dialogs are laid out; the app passes its device detection. */
  variant?: 'desktop' | 'phone';
};

/** Mounted once by the app: shows what `modal.*`, `message.*` and `notice.*` ask for. */
export function FeedbackHost({ variant = 'desktop' }: FeedbackHostProps) {
  return (
    <>
      <DialogHost variant={variant} />
      <MessageHost />
      <NoticeHost />
    </>
  );
}
