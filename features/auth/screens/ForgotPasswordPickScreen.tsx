import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { Button } from '../../../ui/Button';
import { Empty } from '../../../ui/Empty';
import { Form, FormField, FormSubmit, useForm } from '../../../ui/Form';
import { Input } from '../../../ui/Input';
import { Link } from '../../../ui/Link';
import { accountApi } from '../accountApi';
import { apiErrorMessage } from '../../../app/api/apiErrorMessage';
import { authPaths } from '../authPaths';
import { EmployerChoiceList } from '../components/EmployerChoiceList';
import { FormAlert } from '../../../ui/FormAlert';
import { accountLookupRules } from '../formRules';
import type { ForgotPasswordLocationState } from './ForgotPasswordScreen';
import { useForgotPasswordFlow } from '../useForgotPasswordFlow';

export const PROGRESS_LOST_MESSAGE = '找回密码的进度已失效（页面已刷新或已超时），请从第一步重新开始。';

/** Route dwwjmmpick, step 1: find the employer by its registered mobile or credit code, then pick it. */
export default function ForgotPasswordPickScreen() {
  const { state, dispatch, xxdm, variant } = useForgotPasswordFlow();
  const navigate = useNavigate();
  const progressLost = (useLocation().state as ForgotPasswordLocationState)?.progressLost ?? false;
  const [find] = accountApi.useFindEmployersMutation();
  const search = state.search;
  const [picked, setPicked] = useState<string | null>(state.employer?.dwid ?? null);
  const [alert, setAlert] = useState<string | null>(null);
  const [pickError, setPickError] = useState<string | null>(null);

  const form = useForm({
    initialValues: { zh: search?.zh ?? '' },
    validators: { zh: accountLookupRules },
    onSubmit: async ({ zh }) => {
      setAlert(null);
      try {
        const found = await find({ zh: zh.trim() }).unwrap();
        dispatch({
          type: 'employersFound',
          search: { zh, candidates: found.result, message: found.message },
        });
        setPicked(found.result.length === 1 ? (found.result[0]?.dwid ?? null) : null);
        setPickError(null);
      } catch (error) {
        setAlert(apiErrorMessage(error));
      }
    },
  });

  const next = () => {
    const employer = search?.candidates.find((candidate) => candidate.dwid === picked);
    if (!employer) {
      setPickError('请选择要找回密码的单位');
      return;
    }
    dispatch({ type: 'employerPicked', employer });
    void navigate(authPaths.forgotPassword.employerInfo(xxdm));
  };

  const size = variant === 'phone' ? 'phone' : 'md';
  return (
    <>
      {progressLost && <FormAlert tone="info">{PROGRESS_LOST_MESSAGE}</FormAlert>}
      {alert && <FormAlert>{alert}</FormAlert>}
      <Form form={form} layout="vertical" variant={variant} aria-label="查找单位">
        <FormField label="注册手机号或统一社会信用代码" name="zh" required>
          <Input {...form.field('zh')} autoComplete="off" maxLength={32} />
        </FormField>
        <FormSubmit size={size} block={variant === 'phone'}>
          查找单位
        </FormSubmit>
      </Form>
      <section aria-label="查找结果" aria-live="polite" aria-busy={form.isSubmitting || undefined}>
        {search &&
          (search.candidates.length === 0 ? (
            <Empty
              description={search.message || '未找到注册单位'}
              action={
                <Link to={authPaths.forgotPassword.appeal(xxdm)} underline="hover">
                  无法找到单位？提交密码申诉
                </Link>
              }
            />
          ) : (
            <>
              <p>{`找到 ${search.candidates.length} 个单位，请选择要找回密码的单位：`}</p>
              <EmployerChoiceList
                label="要找回密码的单位"
                variant={variant}
                value={picked}
                onChange={(dwid) => {
                  setPicked(dwid);
                  setPickError(null);
                }}
                employers={search.candidates.map((candidate) => ({
                  dwid: candidate.dwid,
                  dwmc: candidate.dwmc,
                  details: [`统一社会信用代码 ${candidate.tyshxydm}`, `注册手机 ${candidate.sjhm}`],
                }))}
              />
              {pickError && <FormAlert>{pickError}</FormAlert>}
              <Button variant="primary" size={size} block={variant === 'phone'} onClick={next}>
                下一步
              </Button>
            </>
          ))}
      </section>
    </>
  );
}
