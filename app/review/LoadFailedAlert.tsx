import styled from 'styled-components';
import { Button } from '../../ui/Button';
import { FormAlert } from '../../ui/FormAlert';
import { apiErrorMessage } from '../api/apiErrorMessage';

/** In place of the content it could not load, so without the space a form's alert keeps below it. */
const StyledLoadFailed = styled(FormAlert)`
  margin: 0;
`;

/** A read that failed, in the server's words, with 重试; announced at once. */
export function LoadFailedAlert({
  failed,
  error,
  onRetry,
}: {
  /** What failed: 单位列表加载失败. */
  failed: string;
  error: unknown;
  onRetry: () => void;
}) {
  return (
    <StyledLoadFailed>
      {`${failed}：${apiErrorMessage(error)}`}{' '}
      <Button size="sm" onClick={onRetry}>
        重试
      </Button>
    </StyledLoadFailed>
  );
}
