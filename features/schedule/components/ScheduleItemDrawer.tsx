import { activityKindName, type ScheduleItem } from '../../../contract/activities';
import { TALKS_MANAGE } from '../../../contract/talks';
import { hasPermission } from '../../../contract/permissions';
import { StatusBadge } from '../../../ui/Badge';
import { Descriptions } from '../../../ui/Descriptions';
import { Drawer } from '../../../ui/Drawer';
import { Link } from '../../../ui/Link';
import { Switch } from '../../../ui/Switch';
import { usePermissions } from '../../../app/api/session';
import { useNotify } from '../../../app/api/useNotify';
import { refusalOf } from '../../../app/api/refusal';
import { scheduleApi } from '../scheduleApi';
import { dayText, placeText, signUpText, stateTone, timeText } from '../scheduleDisplay';

export type ScheduleItemDrawerProps = {
  item: ScheduleItem | null;
  variant: 'desktop' | 'phone';
  onClose: () => void;
};

/**
 * One activity of the schedule: when, where, its state, students' sign-up (which 宣讲会·管理 opens and
 * closes) and the link to its own page.
 */
export function ScheduleItemDrawer({ item, variant, onClose }: ScheduleItemDrawerProps) {
  const permissions = usePermissions();
  const notify = useNotify();
  const [setSignUp, saving] = scheduleApi.useSetSignUpMutation();
  const canManage = hasPermission(permissions.grants, TALKS_MANAGE);

  const toggle = async (open: boolean) => {
    if (item === null) return;
    try {
      await setSignUp({ id: item.id, kfbm: open }).unwrap();
      notify.success(open ? '已开放学生报名' : '已关闭学生报名');
      onClose();
    } catch (error) {
      notify.error(refusalOf(error).message);
    }
  };

  return (
    <Drawer
      open={item !== null}
      onClose={onClose}
      title={item === null ? '' : `${activityKindName(item.lx)}：${item.bt}`}
      placement={variant === 'phone' ? 'bottom' : 'right'}
      size={variant === 'phone' ? '80vh' : '440px'}
    >
      {item !== null && (
        <Descriptions
          columns={1}
          variant={variant}
          items={[
            { key: 'time', label: '时间', children: `${dayText(item.rq)} ${timeText(item)}` },
            { key: 'place', label: '地点', children: placeText(item) },
            {
              key: 'state',
              label: '状态',
              children: <StatusBadge tone={stateTone(item)}>{item.ztmc}</StatusBadge>,
            },
            ...(item.lx === 'xjh'
              ? [
                  {
                    key: 'signUp',
                    label: '学生报名',
                    children: (
                      <>
                        <span>{signUpText(item.bm)}</span>
                        {item.bm !== null && canManage && (
                          <div>
                            <Switch
                              checked={item.bm.kfbm}
                              loading={saving.isLoading}
                              aria-label="开放学生报名"
                              checkedText="开"
                              uncheckedText="关"
                              onChange={(open) => void toggle(open)}
                            />
                          </div>
                        )}
                      </>
                    ),
                  },
                ]
              : []),
            {
              key: 'page',
              label: '详情',
              children: <Link to={item.lj}>{`查看${activityKindName(item.lx)}详情`}</Link>,
            },
          ]}
        />
      )}
    </Drawer>
  );
}
