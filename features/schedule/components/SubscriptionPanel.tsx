import styled from 'styled-components';
import { Button } from '../../../ui/Button';
import { FormField } from '../../../ui/Form';
import { Icon } from '../../../ui/Icon';
import { Input } from '../../../ui/Input';
import { Link } from '../../../ui/Link';
import { Popconfirm } from '../../../ui/Popconfirm';
import { Section } from '../../../ui/Section';
import { color, fontSize, space } from '../../../ui/theme';
import { refusalOf } from '../../../app/api/refusal';
import { useNotify } from '../../../app/api/useNotify';
import { scheduleApi } from '../scheduleApi';
import { subscriptionAddresses } from '../subscriptionAddress';

const StyledRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${space(2)};
`;

const StyledAddress = styled.div`
  flex: 1 1 320px;
  min-width: 0;
`;

const StyledHint = styled.p`
  margin: 0 0 ${space(2)};
  font-size: ${fontSize.sm};
  color: ${color.textSecondary};
`;

export type SubscriptionPanelProps = { variant: 'desktop' | 'phone' };

/**
 * 导出与订阅: the schedule as a calendar file, and the private address a calendar app (Outlook, Apple or
 * Google Calendar) subscribes to, which the user can replace when it has been shared by mistake.
 */
export function SubscriptionPanel({ variant }: SubscriptionPanelProps) {
  const notify = useNotify();
  const subscription = scheduleApi.useSubscriptionQuery();
  const [download, downloading] = scheduleApi.useDownloadIcsMutation();
  const [reset, resetting] = scheduleApi.useResetSubscriptionMutation();
  const size = variant === 'phone' ? 'phone' : 'md';
  const addresses = subscription.data ? subscriptionAddresses(subscription.data.dydz, window.location) : null;

  const exportFile = async () => {
    try {
      notify.success(`已导出 ${await download().unwrap()}`);
    } catch (error) {
      notify.error(refusalOf(error).message);
    }
  };
  const copy = async () => {
    if (addresses === null) return;
    try {
      await navigator.clipboard.writeText(addresses.https);
      notify.success('订阅地址已复制');
    } catch {
      notify.error('复制失败，请手动选中地址复制');
    }
  };
  const replace = async () => {
    try {
      await reset().unwrap();
      notify.success('订阅地址已重置，旧地址已失效');
    } catch (error) {
      notify.error(refusalOf(error).message);
    }
  };

  return (
    <Section title="导出与订阅">
      <StyledHint>
        导出的日历文件可导入
        Outlook、苹果日历等；订阅地址可在日历应用中订阅，日程变化后自动更新。订阅地址相当于密码，请勿外传。
      </StyledHint>
      <StyledRow>
        <Button
          size={size}
          icon={<Icon name="download" />}
          loading={downloading.isLoading}
          onClick={() => void exportFile()}
        >
          导出日历文件（.ics）
        </Button>
      </StyledRow>
      <StyledRow>
        <StyledAddress>
          <FormField
            label="订阅地址"
            layout="vertical"
            variant={variant}
            error={subscription.isError ? `订阅地址加载失败：${refusalOf(subscription.error).message}` : null}
          >
            <Input
              readOnly
              value={addresses?.https ?? (subscription.isFetching ? '加载中…' : '')}
              onFocus={(event) => event.currentTarget.select()}
            />
          </FormField>
        </StyledAddress>
        <Button size={size} disabled={addresses === null} onClick={() => void copy()}>
          复制地址
        </Button>
        {addresses !== null && (
          <Link href={addresses.webcal} external={false}>
            在日历应用中订阅
          </Link>
        )}
        <Popconfirm
          title="重置订阅地址？"
          description="重置后旧地址立即失效，已订阅的日历应用需要用新地址重新订阅。"
          okText="重置"
          danger
          onConfirm={replace}
        >
          <Button
            size={size}
            variant="link"
            danger
            loading={resetting.isLoading}
            disabled={subscription.isLoading}
          >
            重置地址
          </Button>
        </Popconfirm>
      </StyledRow>
    </Section>
  );
}
