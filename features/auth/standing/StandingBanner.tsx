import { lazy, Suspense, useId, useState } from 'react';
import { Button } from '../../../ui/Button';
import { Icon } from '../../../ui/Icon';
import { apiErrorMessage } from '../../../app/api/apiErrorMessage';
import { standingApi } from './standingApi';
import { standingNotice } from './standingRules';
import {
  StyledBanner,
  StyledBannerActions,
  StyledBannerBody,
  StyledBannerMeta,
  StyledBannerText,
  StyledBannerTitle,
  StyledReason,
} from './StandingBanner.styles';

// The form and its uploader load when the employer asks for them.
const ResubmitDialog = lazy(() => import('./ResubmitDialog'));

const TONE_ICONS = { info: 'info', danger: 'error', warning: 'warning' } as const;

export type StandingBannerProps = { variant: 'desktop' | 'phone' };

/**
 * The employer's standing on its home (GET /com/dwyh/shzt): nothing once its school passed it; while
 * pending, what that means and how long it takes; rejected or asked to change, the school's reason and
 * 修改并重新提交, which opens the correction form.
 */
export default function StandingBanner({ variant }: StandingBannerProps) {
  const { data: standing, error, isError, isFetching, refetch } = standingApi.useEmployerStandingQuery();
  const [formOpen, setFormOpen] = useState(false);
  const [formRequested, setFormRequested] = useState(false);
  const titleId = useId();

  if (isError)
    return (
      <StyledBanner $tone="warning" $variant={variant} aria-labelledby={titleId} data-ui="standing-banner">
        <StyledBannerBody>
          <StyledBannerTitle id={titleId}>
            <Icon name="warning" size="18px" />
            注册审核状态暂时无法获取
          </StyledBannerTitle>
          <StyledBannerText>{apiErrorMessage(error)}</StyledBannerText>
          <StyledBannerActions>
            <Button
              size={variant === 'phone' ? 'phone' : 'md'}
              loading={isFetching}
              onClick={() => void refetch()}
            >
              重新获取
            </Button>
          </StyledBannerActions>
        </StyledBannerBody>
      </StyledBanner>
    );
  if (!standing) return null;
  const notice = standingNotice(standing);
  if (!notice) return null;

  return (
    <StyledBanner $tone={notice.tone} $variant={variant} aria-labelledby={titleId} data-ui="standing-banner">
      <StyledBannerBody>
        <StyledBannerTitle id={titleId}>
          <Icon name={TONE_ICONS[notice.tone]} size="18px" />
          {notice.title}
        </StyledBannerTitle>
        {notice.reason && (
          <StyledReason>
            <strong>{`${notice.reason.label}：`}</strong>
            {notice.reason.text}
          </StyledReason>
        )}
        <StyledBannerText>{notice.text}</StyledBannerText>
        {standing.tjsj && <StyledBannerMeta>{`提交时间：${standing.tjsj}`}</StyledBannerMeta>}
        {notice.canResubmit && (
          <StyledBannerActions>
            <Button
              variant="primary"
              size={variant === 'phone' ? 'phone' : 'md'}
              block={variant === 'phone'}
              aria-haspopup="dialog"
              onClick={() => {
                setFormRequested(true);
                setFormOpen(true);
              }}
            >
              修改并重新提交
            </Button>
          </StyledBannerActions>
        )}
      </StyledBannerBody>
      {formRequested && (
        <Suspense fallback={null}>
          <ResubmitDialog
            open={formOpen}
            standing={standing}
            variant={variant}
            onClose={() => setFormOpen(false)}
          />
        </Suspense>
      )}
    </StyledBanner>
  );
}
