import { useNavigate } from 'react-router-dom';
import { Button } from '../../../ui/Button';
import { authPaths } from '../authPaths';
import { useForgotPasswordFlow } from '../useForgotPasswordFlow';
import { FormAlert } from '../../../ui/FormAlert';

/** The ticket is gone (15 minutes passed, or it was used): say so and offer the way back to step 1. */
export function TicketExpired({ message }: { message: string }) {
  const { dispatch, xxdm } = useForgotPasswordFlow();
  const navigate = useNavigate();
  return (
    <FormAlert>
      {message}
      <div>
        <Button
          variant="link"
          onClick={() => {
            dispatch({ type: 'restarted' });
            void navigate(authPaths.forgotPassword.pick(xxdm), { replace: true });
          }}
        >
          重新开始找回密码
        </Button>
      </div>
    </FormAlert>
  );
}
