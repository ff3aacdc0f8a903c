import type { Dispatch } from 'react';
import { useOutletContext } from 'react-router-dom';
import type { ForgotPasswordEvent, ForgotPasswordState } from './forgotPasswordFlow';

/** What the dwwjmm layout hands each step through its Outlet. */
export type ForgotPasswordFlow = {
  state: ForgotPasswordState;
  dispatch: Dispatch<ForgotPasswordEvent>;
  /** The school site the flow runs for. */
  xxdm: string;
  variant: 'desktop' | 'phone';
};

export function useForgotPasswordFlow(): ForgotPasswordFlow {
  return useOutletContext<ForgotPasswordFlow>();
}
