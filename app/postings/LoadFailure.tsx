import type { ReactNode } from 'react';
import { Button } from '../../ui/Button';
import { Result } from '../../ui/Result';
import { NOT_FOUND_CODE, refusalOf } from '../api/refusal';

export type LoadFailureProps = {
  /** The failed read's error. */
  error: unknown;
  /** The heading of any failure but a missing object (职位加载失败). */
  title: string;
  onRetry: () => void;
  /** How a missing object (404: also another employer's or site's id) reads; without it, as a failure. */
  missing?: { title: string; subtitle: string; extra?: ReactNode };
  headingLevel?: 2 | 3;
};

/** A read that failed: the missing object as such, anything else in the server's words with 重新加载. */
export function LoadFailure({ error, title, onRetry, missing, headingLevel = 2 }: LoadFailureProps) {
  const { code, message } = refusalOf(error);
  if (missing !== undefined && code === NOT_FOUND_CODE)
    return (
      <Result
        status="404"
        title={missing.title}
        subtitle={missing.subtitle}
        extra={missing.extra}
        headingLevel={headingLevel}
      />
    );
  return (
    <Result
      status="error"
      title={title}
      subtitle={message}
      headingLevel={headingLevel}
      extra={
        <Button variant="primary" onClick={onRetry}>
          重新加载
        </Button>
      }
    />
  );
}
