import { skipToken } from '@reduxjs/toolkit/query';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import styled, { createGlobalStyle } from 'styled-components';
import { chinaDate } from '../../../contract/chinaTime';
import type { ApplicationDetail } from '../../../contract/applications';
import { StatusBadge } from '../../../ui/Badge';
import { Button } from '../../../ui/Button';
import { Icon } from '../../../ui/Icon';
import { Link } from '../../../ui/Link';
import { PageLoading } from '../../../ui/PageLoading';
import { Section } from '../../../ui/Section';
import { Timeline } from '../../../ui/Timeline';
import { color, fontSize, fontWeight, media, space } from '../../../ui/theme';
import { useAppSelector } from '../../../app/api/hooks';
import { refusalOf } from '../../../app/api/refusal';
import { selectIsPhone } from '../../../app/api/site';
import { useNotify } from '../../../app/api/useNotify';
import { LoadFailure } from '../../../app/postings/LoadFailure';
import { employerApplicationsApi } from '../employerApi';
import { ApplicationNotes } from './components/ApplicationNotes';
import { ResumeDocument } from './components/ResumeDocument';
import {
  actionLabel,
  applicationListQuery,
  employerActions,
  interviewText,
  listLink,
  neighbourLink,
  neighbours,
  stateLabel,
  stateTone,
  type Neighbour,
} from './applicationRules';
import { cityName, useRegionIndex } from './intentionCities';
import { useApplicationActions } from './useApplicationActions';

/** Printing: an A4 page of the resume only (no navigation, no buttons, no side panel). */
const PrintStyle = createGlobalStyle`
  @media print {
    @page {
      size: A4;
      margin: 15mm;
    }
    body {
      background: #fff;
    }
    [data-print='hide'] {
      display: none !important;
    }
  }
`;

const StyledPage = styled.div`
  display: grid;
  gap: ${space(4)};
  max-width: 1200px;
  margin: 0 auto;
  padding: ${space(4)};

  @media print {
    padding: 0;
  }
`;

const StyledBar = styled.nav`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${space(3)};
`;

const StyledHeading = styled.h1`
  margin: 0;
  font-size: ${fontSize.xl};
  font-weight: ${fontWeight.bold};
`;

const StyledSpacer = styled.span`
  flex: 1;
`;

const StyledColumns = styled.div<{ $phone: boolean }>`
  display: grid;
  grid-template-columns: ${({ $phone }) => ($phone ? 'minmax(0, 1fr)' : 'minmax(0, 1fr) 340px')};
  gap: ${space(4)};
  align-items: start;
  ${media.phone} {
    grid-template-columns: minmax(0, 1fr);
  }
  @media print {
    display: block;
  }
`;

const StyledAside = styled.aside`
  display: grid;
  gap: ${space(4)};
`;

const StyledActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${space(2)};
  margin-top: ${space(3)};
`;

const StyledMuted = styled.p`
  margin: ${space(2)} 0 0;
  color: ${color.textSecondary};
`;

/** The list this view was opened from and the neighbours of the application in it. */
function useListNeighbours(id: string, from: string) {
  const listSearch = new URLSearchParams(from);
  const query = applicationListQuery(listSearch);
  const page = query.page ?? 1;
  const size = query.size ?? 10;
  const current = employerApplicationsApi.useListApplicationsQuery(from === '' ? skipToken : query);
  const ids = (current.data?.records ?? []).map((row) => row.id);
  const index = ids.indexOf(id);
  const total = current.data?.total ?? 0;
  const before = employerApplicationsApi.useListApplicationsQuery(
    index === 0 && page > 1 ? { ...query, page: page - 1 } : skipToken,
  );
  const after = employerApplicationsApi.useListApplicationsQuery(
    index >= 0 && index === ids.length - 1 && page * size < total ? { ...query, page: page + 1 } : skipToken,
  );
  return neighbours(
    id,
    page,
    ids,
    (before.data?.records ?? []).map((row) => row.id),
    (after.data?.records ?? []).map((row) => row.id),
  );
}

function NeighbourLink({
  neighbour,
  from,
  children,
}: {
  neighbour: Neighbour | null;
  from: string;
  children: string;
}) {
  if (neighbour === null) return <Button disabled>{children}</Button>;
  return (
    <Link to={neighbourLink(neighbour, from)} underline="hover">
      {children}
    </Link>
  );
}

function StatusPanel({
  detail,
  today,
  variant,
}: {
  detail: ApplicationDetail;
  today: string;
  variant: 'desktop' | 'phone';
}) {
  const actions = useApplicationActions({ today, interview: detail.ms });
  const allowed = actions.canManage ? employerActions(detail.zt) : [];
  return (
    <>
      <Section title="当前状态" headingLevel={2}>
        <StatusBadge tone={stateTone(detail.zt)}>{stateLabel(detail.zt)}</StatusBadge>
        <StyledMuted>{`申请职位：${detail.zwmc} · 投递时间 ${detail.tdsj}`}</StyledMuted>
        {detail.ms !== null && <StyledMuted>{`面试安排：${interviewText(detail.ms)}`}</StyledMuted>}
        {detail.ms !== null && detail.ms.msbz !== '' && (
          <StyledMuted>{`面试备注：${detail.ms.msbz}`}</StyledMuted>
        )}
        {detail.yy !== '' && <StyledMuted>{`不合适原因：${detail.yy}`}</StyledMuted>}
        {allowed.length > 0 && (
          <StyledActions role="group" aria-label="处理简历">
            {allowed.map((action) => (
              <Button
                key={action}
                variant={action === 'reject' ? 'default' : 'primary'}
                danger={action === 'reject'}
                loading={actions.busy === action}
                onClick={() => actions.run(action, [detail])}
              >
                {actionLabel(action, detail.zt)}
              </Button>
            ))}
          </StyledActions>
        )}
      </Section>
      <Section title="处理记录">
        <Timeline
          aria-label="处理记录"
          items={detail.history.map((entry) => ({
            key: entry.id,
            title: entry.dzmc,
            meta: `${entry.czr} · ${entry.czsj}`,
            children: entry.yy === '' ? undefined : entry.yy,
          }))}
        />
      </Section>
      <Section title="备注">
        <ApplicationNotes id={detail.id} notes={detail.notes} canAdd={actions.canManage} variant={variant} />
      </Section>
      {actions.dialogs}
    </>
  );
}

/**
 * Route jlglzxjlck (/jlgl/zxjlck?id=): one application's resume as it was sent, as a clean page that
 * prints on A4; beside it on screen its state with the actions the state allows, the history, the
 * private notes, the attachment and the previous and next application of the list it was opened from
 * (`from` holds that list's address). The first open sets 已查看 (the server's).
 */
export default function ResumeViewScreen() {
  const isPhone = useAppSelector(selectIsPhone);
  const variant = isPhone ? 'phone' : 'desktop';
  const notify = useNotify();
  const [search] = useSearchParams();
  const id = search.get('id') ?? '';
  const from = search.get('from') ?? '';
  const [today] = useState(() => chinaDate(Date.now()));
  const detail = employerApplicationsApi.useApplicationDetailQuery(id === '' ? skipToken : id);
  const [downloadAttachment, downloading] = employerApplicationsApi.useDownloadAttachmentMutation();
  const { previous, next } = useListNeighbours(id, from);
  const regions = useRegionIndex();

  const download = async (data: ApplicationDetail) => {
    const name = data.jl.fjjl?.name ?? `${data.xm}的简历.pdf`;
    try {
      await downloadAttachment({ id: data.id, name }).unwrap();
    } catch (error) {
      notify.error(refusalOf(error).message);
    }
  };

  let body;
  if (id === '' || detail.isError) {
    body = (
      <LoadFailure
        error={id === '' ? { status: 'ENVELOPE_ERROR', code: 404, message: '' } : detail.error}
        title="简历加载失败"
        onRetry={() => void detail.refetch()}
        missing={{
          title: '简历不存在',
          subtitle: '该申请不存在或已无权查看',
          extra: <Link to={listLink(from)}>返回收到的简历</Link>,
        }}
      />
    );
  } else if (detail.data === undefined) {
    body = <PageLoading label="简历加载中" />;
  } else {
    const data = detail.data;
    body = (
      <StyledColumns $phone={isPhone}>
        <ResumeDocument resume={data.jl} cityName={(code) => cityName(regions, code)} />
        <StyledAside data-print="hide" aria-label="简历处理">
          <StatusPanel detail={data} today={today} variant={variant} />
        </StyledAside>
      </StyledColumns>
    );
  }

  const data = detail.data;
  return (
    <StyledPage>
      <PrintStyle />
      <StyledHeading data-print="hide">在线简历查看</StyledHeading>
      <StyledBar data-print="hide" aria-label="简历导航">
        <Link to={listLink(from)} underline="hover">
          返回收到的简历
        </Link>
        {from !== '' && (
          <>
            <NeighbourLink neighbour={previous} from={from}>
              上一份
            </NeighbourLink>
            <NeighbourLink neighbour={next} from={from}>
              下一份
            </NeighbourLink>
          </>
        )}
        <StyledSpacer />
        {data !== undefined && data.jl.fjjl !== null && (
          <Button
            icon={<Icon name="download" />}
            loading={downloading.isLoading}
            onClick={() => void download(data)}
          >
            下载附件简历
          </Button>
        )}
        {data !== undefined && (
          <Button variant="primary" onClick={() => window.print()}>
            打印
          </Button>
        )}
      </StyledBar>
      {body}
    </StyledPage>
  );
}
