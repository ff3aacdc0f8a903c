import { Descriptions } from '../../../ui/Descriptions';
import { Drawer } from '../../../ui/Drawer';
import { Link } from '../../../ui/Link';
import { Skeleton } from '../../../ui/Skeleton';
import { Timeline } from '../../../ui/Timeline';
import { TALK_ROOM_STATE_LABELS, venueKindName } from '../../../contract/talks';
import { settledError } from '../../../app/api/refusal';
import { LoadFailure } from '../../../app/postings/LoadFailure';
import { historyTimelineItems } from '../../../app/review/reviewDisplay';
import { TALK_STEPS, isEditableTalk } from '../talkFlow';
import { talksApi } from '../talksApi';
import { dateWithWeekday, feeText } from './VenueList';

/** A talk's detail beside the list (a sheet on phones): what was applied for, its rooms, its history. */
export function TalkDetailDrawer({
  id,
  onClose,
  variant,
}: {
  id: string;
  onClose: () => void;
  variant: 'desktop' | 'phone';
}) {
  const detail = talksApi.useTalkDetailQuery(id);
  const talk = detail.data?.id === id ? detail.data : undefined;
  const error = settledError(detail);
  let body;
  if (talk !== undefined)
    body = (
      <>
        <Descriptions
          variant={variant}
          columns={1}
          items={[
            { key: 'zt', label: '状态', children: talk.ztmc },
            ...(talk.yy !== '' ? [{ key: 'yy', label: '学校意见', children: talk.yy }] : []),
            { key: 'rq', label: '时间', children: `${dateWithWeekday(talk.rq)} ${talk.sd}` },
            {
              key: 'xs',
              label: '形式',
              children: talk.xs ? `线上宣讲（${talk.zblj}）` : '线下宣讲',
            },
            { key: 'yjrs', label: '预计人数', children: `${talk.yjrs}人` },
            {
              key: 'lxr',
              label: '联系人',
              children: talk.lxr.map((contact) => `${contact.xm} ${contact.sjhm}`).join('；'),
            },
            {
              key: 'rooms',
              label: '场地',
              children:
                talk.rooms.length === 0
                  ? '—'
                  : talk.rooms
                      .map(
                        (room) =>
                          `${venueKindName(room.cdlx)}：${room.cdmc} ${room.rq} ${room.sd} ${feeText(room.fy)}（${TALK_ROOM_STATE_LABELS[room.zt]}）`,
                      )
                      .join('；'),
            },
            {
              key: 'jxry',
              label: '进校人员',
              children: talk.jxry.map((person) => person.name).join('、') || '—',
            },
            { key: 'qxjzrq', label: '取消截止', children: talk.qxjzrq || '—' },
          ]}
        />
        {isEditableTalk(talk.zt) && (
          <Link to={`${TALK_STEPS[0]!.path}?id=${encodeURIComponent(talk.id)}`}>
            {talk.yy === '' ? '继续填写并提交' : '按学校意见修改并重新提交'}
          </Link>
        )}
        <Timeline aria-label="审核记录" items={historyTimelineItems(talk.history)} />
      </>
    );
  else if (error !== undefined)
    body = (
      <LoadFailure
        error={error}
        title="宣讲会详情加载失败"
        onRetry={() => void detail.refetch()}
        missing={{ title: '宣讲会不存在', subtitle: '该宣讲会可能已被删除，或不属于当前单位。' }}
        headingLevel={3}
      />
    );
  else body = <Skeleton rows={8} label="正在加载宣讲会详情" />;
  return (
    <Drawer
      open
      onClose={onClose}
      title={talk?.xjzt ?? '宣讲会详情'}
      placement={variant === 'phone' ? 'bottom' : 'right'}
      size={variant === 'phone' ? '90vh' : '560px'}
    >
      {body}
    </Drawer>
  );
}
