import { useNavigate } from 'react-router-dom';
import { Button } from '../../../ui/Button';
import { Empty } from '../../../ui/Empty';

/** A fair page opened without its fair (?zphid=): send the employer to choose one. */
export function MissingFair() {
  const navigate = useNavigate();
  return (
    <Empty
      description="请先在招聘会列表中选择一场招聘会。"
      action={<Button onClick={() => void navigate('/zph/zphlb')}>去招聘会列表</Button>}
    />
  );
}
