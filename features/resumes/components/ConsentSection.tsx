import { useState } from 'react';
import { RESUME_CONSENT_TEXT } from '../../../contract/resumes';
import { apiErrorMessage } from '../../../app/api/apiErrorMessage';
import { useNotify } from '../../../app/api/useNotify';
import { Button } from '../../../ui/Button';
import { Callout } from '../../../ui/Callout';
import { Skeleton } from '../../../ui/Skeleton';
import { StatusBadge } from '../../../ui/Badge';
import { resumeApi } from '../resumeApi';
import { StyledAttachment, StyledConsentText } from './resumeScreen.styles';

/** 人才库: the consent in plain words, where the student stands, and opting in or withdrawing. */
export function ConsentSection({ variant }: { variant: 'desktop' | 'phone' }) {
  const notify = useNotify();
  const { data, error, isError, isFetching, refetch } = resumeApi.useResumeConsentQuery();
  const [setConsent, { isLoading }] = resumeApi.useSetResumeConsentMutation();
  const [refusal, setRefusal] = useState<string | null>(null);
  const size = variant === 'phone' ? 'phone' : 'md';

  if (isError && !isFetching)
    return (
      <Callout tone="error" title="人才库状态加载失败">
        <p>{apiErrorMessage(error)}</p>
        <Button size="sm" onClick={() => void refetch()}>
          重新加载
        </Button>
      </Callout>
    );
  if (data === undefined) return <Skeleton loading rows={2} label="人才库状态加载中" />;

  const change = async (join: boolean) => {
    setRefusal(null);
    try {
      const view = await setConsent({ ty: join }).unwrap();
      notify.success(view.ty ? '已加入人才库' : '已退出人才库，单位将无法再搜索到你');
    } catch (failure) {
      setRefusal(apiErrorMessage(failure));
    }
  };

  return (
    <>
      <StyledConsentText>{data.text || RESUME_CONSENT_TEXT}</StyledConsentText>
      <StyledAttachment>
        <StatusBadge tone={data.ty ? 'success' : 'default'}>
          {data.ty ? '已加入人才库' : '未加入人才库'}
        </StatusBadge>
        {data.sj !== '' && <span>{`${data.ty ? '加入' : '退出'}时间：${data.sj}`}</span>}
      </StyledAttachment>
      {data.ty ? (
        <Button size={size} loading={isLoading} onClick={() => void change(false)}>
          退出人才库
        </Button>
      ) : (
        <Button variant="primary" size={size} loading={isLoading} onClick={() => void change(true)}>
          同意以上说明并加入人才库
        </Button>
      )}
      <div role="alert">{refusal}</div>
    </>
  );
}
