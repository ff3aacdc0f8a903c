import { useNavigate } from 'react-router-dom';
import { permissionDeniedMessage, type Permission } from '../../../contract/permissions';
import { Button } from '../../../ui/Button';
import { Result } from '../../../ui/Result';
import { useAppSelector } from '../../api/hooks';
import { selectIsPhone } from '../../device/deviceSlice';
import { pathTo } from './routeIndex';

export type ForbiddenScreenProps = {
  permission: Permission;
  /** Who grants it: the employer's main account. */
  mainAccountName: string;
};

/** A page the user's role does not open: what it needs, whom to ask, and the way back home. */
export function ForbiddenScreen({ permission, mainAccountName }: ForbiddenScreenProps) {
  const isPhone = useAppSelector(selectIsPhone);
  const navigate = useNavigate();
  return (
    <Result
      status="403"
      title="无权访问"
      // On phones the shell's top bar is the page heading already.
      headingLevel={isPhone ? 2 : 1}
      subtitle={`${permissionDeniedMessage(permission, mainAccountName)}。`}
      extra={
        <Button
          variant="primary"
          size={isPhone ? 'phone' : 'md'}
          onClick={() => void navigate(pathTo(isPhone ? 'dwmobileHome' : 'dwsypage'))}
        >
          返回首页
        </Button>
      }
    />
  );
}
