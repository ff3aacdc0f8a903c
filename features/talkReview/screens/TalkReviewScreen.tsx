import { useParams } from 'react-router-dom';
import styled from 'styled-components';
import { consolePages } from '../../../contract/console';
import type { Entrant } from '../../../contract/entrants';
import { talkWorkflow, type TalkContact, type TalkRoom } from '../../../contract/talks';
import { StatusBadge } from '../../../ui/Badge';
import { Callout } from '../../../ui/Callout';
import { Descriptions } from '../../../ui/Descriptions';
import { Link } from '../../../ui/Link';
import { Section } from '../../../ui/Section';
import { Table } from '../../../ui/Table';
import { Tag } from '../../../ui/Tag';
import { space } from '../../../ui/theme';
import { optionalReason } from '../../../app/review/reviewActions';
import { ReviewScreen } from '../../../app/review/ReviewScreen';
import { talkReviewApi } from '../talkReviewApi';
import {
  SCHOOL_TALK_ACTIONS,
  invoiceLines,
  momentText,
  roomKindText,
  roomStateDisplay,
  sortedRooms,
  talkFormText,
  talkStateDisplay,
  talkTimeText,
  yuanText,
  type SchoolTalk,
} from '../talkReviewRules';

const StyledTags = styled.span`
  display: inline-flex;
  flex-wrap: wrap;
  gap: ${space(1)} ${space(2)};
`;

const StyledNote = styled.p`
  margin: 0;
  white-space: pre-wrap;
  overflow-wrap: anywhere;
`;

type Variant = 'desktop' | 'phone';

function tags(values: readonly string[]) {
  if (values.length === 0) return '不限';
  return (
    <StyledTags>
      {values.map((value) => (
        <Tag key={value}>{value}</Tag>
      ))}
    </StyledTags>
  );
}

function TalkFields({ talk, variant }: { talk: SchoolTalk; variant: Variant }) {
  return (
    <Descriptions
      variant={variant}
      columns={{ desktop: 2, phone: 1 }}
      items={[
        { key: 'dwmc', label: '单位名称', children: talk.dwmc },
        { key: 'xjzt', label: '宣讲主题', children: talk.xjzt },
        { key: 'time', label: '宣讲时间', children: talkTimeText(talk.rq, talk.sd) },
        { key: 'xs', label: '宣讲形式', children: talkFormText(talk.xs) },
        ...(talk.xs
          ? [
              {
                key: 'zblj',
                label: '直播链接',
                span: 2,
                children: (
                  <Link href={talk.zblj} external>
                    {talk.zblj}
                  </Link>
                ),
              },
            ]
          : []),
        { key: 'yjrs', label: '预计人数', children: `${talk.yjrs} 人` },
        {
          key: 'links',
          label: '关联信息',
          children: `${talk.ggid === '' ? '未关联公告' : '已关联招聘公告'}，关联职位 ${talk.zwids.length} 个`,
        },
        { key: 'yx', label: '面向院系', span: 2, children: tags(talk.yx) },
        { key: 'zy', label: '面向专业', span: 2, children: tags(talk.zy) },
        { key: 'cjsj', label: '创建时间', children: momentText(talk.cjsj) },
        { key: 'qxjzrq', label: '取消截止', children: talk.qxjzrq || '—' },
      ]}
    />
  );
}

function ContactTable({ contacts, variant }: { contacts: readonly TalkContact[]; variant: Variant }) {
  return (
    <Table
      aria-label="联系人"
      columns={[
        { key: 'xm', title: '姓名', dataIndex: 'xm' },
        { key: 'sjhm', title: '手机号码', dataIndex: 'sjhm' },
        { key: 'yx', title: '电子邮箱', dataIndex: 'yx' },
      ]}
      data={contacts}
      rowKey={(contact) => `${contact.xm}-${contact.sjhm}`}
      emptyText="未填写联系人"
      variant={variant}
      phoneCards
    />
  );
}

function RoomTable({ rooms, variant }: { rooms: readonly TalkRoom[]; variant: Variant }) {
  return (
    <Table
      aria-label="预约场地"
      columns={[
        { key: 'cdlx', title: '用途', render: roomKindText },
        {
          key: 'cdmc',
          title: '场地',
          render: (room) => [room.cdmc, room.ld].filter(Boolean).join(' · '),
        },
        { key: 'zws', title: '座位数', align: 'right', render: (room) => `${room.zws} 座` },
        { key: 'time', title: '时间', render: (room) => talkTimeText(room.rq, room.sd) },
        { key: 'fy', title: '费用', render: (room) => yuanText(room.fy) },
        {
          key: 'zt',
          title: '预约状态',
          render: (room) => {
            const state = roomStateDisplay(room.zt);
            return <StatusBadge tone={state.tone}>{state.label}</StatusBadge>;
          },
        },
      ]}
      data={sortedRooms(rooms)}
      rowKey="id"
      emptyText="未预约场地"
      variant={variant}
      phoneCards
      minWidth={720}
    />
  );
}

function EntrantTable({ entrants, variant }: { entrants: readonly Entrant[]; variant: Variant }) {
  return (
    <Table
      aria-label="进校人员"
      columns={[
        { key: 'name', title: '姓名', dataIndex: 'name' },
        { key: 'idCard', title: '身份证号', dataIndex: 'idCard' },
        { key: 'mobile', title: '手机号码', dataIndex: 'mobile' },
        { key: 'plate', title: '车牌号', render: (entrant) => entrant.plate || '—' },
      ]}
      data={entrants}
      rowKey="idCard"
      emptyText="未填报进校人员"
      variant={variant}
      phoneCards
    />
  );
}

function InvoiceSection({ talk, variant }: { talk: SchoolTalk; variant: Variant }) {
  const lines = invoiceLines(talk.fpxx);
  return (
    <Section title="费用与发票" headingLevel={3}>
      {lines.length === 0 ? (
        <Callout tone="info">
          {talk.zfy === 0
            ? '所选场地均免费，无需开票。'
            : `场地费用合计 ${yuanText(talk.zfy)}，单位未提供发票信息。`}
        </Callout>
      ) : (
        <Descriptions
          variant={variant}
          columns={{ desktop: 2, phone: 1 }}
          items={[
            { key: 'zfy', label: '场地费用合计', children: yuanText(talk.zfy) },
            ...lines.map((line) => ({ key: line.label, label: line.label, children: line.value })),
          ]}
        />
      )}
    </Section>
  );
}

/**
 * /mgrpage/xjh/{id}: a campus talk exactly as submitted (the talk, its contacts, the rooms it holds,
 * the fee and invoice, the people entering the campus, the note), its history, and the school's
 * decision its state allows: 通过 (the rooms are booked), 驳回 with a reason (the rooms are freed),
 * 要求修改 with a reason (the rooms are kept while the employer edits).
 */
export default function TalkReviewScreen() {
  const { id = '' } = useParams();
  const detail = talkReviewApi.useSchoolTalkDetailQuery(id);
  const [review] = talkReviewApi.useReviewTalkMutation();
  return (
    <ReviewScreen
      data-ui="talk-review"
      texts={{
        noun: '宣讲会',
        loading: '宣讲会信息加载中',
        missing: '宣讲会不存在',
        failed: '宣讲会信息加载失败',
      }}
      queuePath={consolePages.talks}
      detail={detail}
      table={talkWorkflow}
      handled={SCHOOL_TALK_ACTIONS}
      perform={(talk, action, reason) => review({ id: talk.id, action, ...optionalReason(reason) }).unwrap()}
      stateDisplay={talkStateDisplay}
      loadingRows={8}
      heading={(talk) => ({ title: talk.xjzt, name: talk.xjzt })}
    >
      {(talk, variant) => (
        <>
          <Section title="宣讲信息" headingLevel={3}>
            <TalkFields talk={talk} variant={variant} />
          </Section>
          <Section title="预约场地" headingLevel={3}>
            <RoomTable rooms={talk.rooms} variant={variant} />
          </Section>
          <InvoiceSection talk={talk} variant={variant} />
          <Section title="进校人员" headingLevel={3}>
            <EntrantTable entrants={talk.jxry} variant={variant} />
          </Section>
          <Section title="联系人" headingLevel={3}>
            <ContactTable contacts={talk.lxr} variant={variant} />
          </Section>
          {talk.bz !== '' && (
            <Section title="给学校的备注" headingLevel={3}>
              <StyledNote>{talk.bz}</StyledNote>
            </Section>
          )}
        </>
      )}
    </ReviewScreen>
  );
}
