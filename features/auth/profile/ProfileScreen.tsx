import { useNavigate } from 'react-router-dom';
import { ACCOUNT_MANAGE } from '../../../contract/permissions';
import { Callout } from '../../../ui/Callout';
import { PageHeader, PageNote, PagePanel, PageTitle } from '../../../ui/PagePanel';
import { Skeleton } from '../../../ui/Skeleton';
import { useAppSelector } from '../../../app/api/hooks';
import { useCan } from '../../../app/api/session';
import { selectIsPhone } from '../../../app/api/site';
import { LoadFailure } from '../../../app/postings/LoadFailure';
import { employerHomePath } from '../authPaths';
import { ProfileForm } from './ProfileForm';
import { profileApi } from './profileApi';
import { ProfileHistory } from './ProfileHistory';
import { ChangeRequestNotice, CompletenessNotice } from './ProfileNotices';

const TEXTS = {
  maintain: {
    title: '单位信息维护',
    note: '单位名称、统一社会信用代码和营业执照的修改需经学校审核，审核通过后生效；其他信息保存后立即生效，并记入修改记录。',
    submit: '保存',
  },
  complete: {
    title: '完善单位信息',
    note: '欢迎加入！请补充注册时未填写的单位信息，完整的信息有助于学校审核和学生了解贵单位。',
    submit: '保存并完成',
  },
} as const;

/**
 * The employer profile (zhgl/dwxxwh maintain, zhgl/dwxxws complete): what is still missing, the latest
 * change request under the school's review, the one form, and (to maintain) the history. Completing
 * goes home once nothing required is missing.
 */
export function ProfileScreen({ mode }: { mode: keyof typeof TEXTS }) {
  const isPhone = useAppSelector(selectIsPhone);
  const variant = isPhone ? 'phone' : 'desktop';
  const texts = TEXTS[mode];
  const canManage = useCan(ACCOUNT_MANAGE);
  const navigate = useNavigate();
  const profile = profileApi.useEmployerProfileQuery();
  const data = profile.data;

  return (
    <PagePanel variant={variant}>
      {!isPhone && (
        <PageHeader>
          <PageTitle>{texts.title}</PageTitle>
        </PageHeader>
      )}
      <PageNote>{texts.note}</PageNote>
      {profile.isLoading ? (
        <Skeleton title rows={8} label="单位信息加载中" />
      ) : profile.isError || data === undefined ? (
        <LoadFailure error={profile.error} title="单位信息加载失败" onRetry={() => void profile.refetch()} />
      ) : (
        <>
          <CompletenessNotice missing={data.missing} change={data.change} />
          <ChangeRequestNotice change={data.change} canManage={canManage} />
          {!canManage && <Callout tone="info">当前账号仅可查看单位信息，如需修改请联系单位主账号</Callout>}
          <ProfileForm
            // A new answer (a save, a withdrawal, a decision) starts the form from what is in force.
            key={JSON.stringify([data.fields, data.change?.id, data.change?.zt])}
            profile={data}
            variant={variant}
            canManage={canManage}
            submitText={texts.submit}
            onSaved={(outcome) => {
              if (mode === 'complete' && outcome.profile.missing.length === 0)
                void navigate(employerHomePath(isPhone));
            }}
          />
          {mode === 'maintain' && <ProfileHistory variant={variant} />}
        </>
      )}
    </PagePanel>
  );
}
