import { useNavigate, useSearchParams } from 'react-router-dom';
import { BOOTH_STATES, BOOTH_TYPES, type BoothListItem, type BoothStateCode } from '../../../contract/fairs';
import { StatusBadge, type BadgeTone } from '../../../ui/Badge';
import { Button } from '../../../ui/Button';
import { Empty } from '../../../ui/Empty';
import { FormField } from '../../../ui/Form';
import { PageHeader, PagePanel, PageTitle } from '../../../ui/PagePanel';
import { Pagination } from '../../../ui/Pagination';
import { Select } from '../../../ui/Select';
import { Table, type TableColumn } from '../../../ui/Table';
import { useAppSelector } from '../../../app/api/hooks';
import { selectIsPhone } from '../../../app/api/site';
import { LoadFailure } from '../../../app/postings/LoadFailure';
import { useListAddress } from '../../../app/postings/useListAddress';
import { priceLabel } from '../boothMap';
import { stepAddress } from '../bookingFlow';
import { MissingFair } from '../components/MissingFair';
import { fairsApi } from '../fairsApi';

const STATE_CODES = Object.keys(BOOTH_STATES) as BoothStateCode[];
const TONES: Record<BoothStateCode, BadgeTone> = {
  '0': 'default',
  '1': 'success',
  '2': 'warning',
  '3': 'primary',
};

/**
 * Route zphzwlb (/zph/zphzwlb?zphid=): every booth of a fair as a list (number, type, hall, fee, state),
 * filtered by hall and state in the address, paged; a way to the map for choosing.
 */
export default function BoothListScreen() {
  const phone = useAppSelector(selectIsPhone);
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const fairId = search.get('zphid') ?? '';
  const hallId = search.get('hcid') ?? '';
  const address = useListAddress(STATE_CODES);
  const halls = fairsApi.useFairHallsQuery(fairId, { skip: fairId === '' });
  const booths = fairsApi.useFairBoothsQuery(
    {
      zphid: fairId,
      page: address.page,
      size: address.size,
      ...(hallId ? { hcid: hallId } : {}),
      ...(address.state ? { zt: address.state as BoothStateCode } : {}),
    },
    { skip: fairId === '' },
  );
  const variant = phone ? 'phone' : 'desktop';
  const records = booths.data?.records ?? [];
  const columns: TableColumn<BoothListItem>[] = [
    { key: 'bh', title: '展位号', dataIndex: 'bh', hideInCards: true },
    { key: 'lx', title: '展位类型', render: (booth) => BOOTH_TYPES[booth.lx] },
    { key: 'hcmc', title: '会场', dataIndex: 'hcmc' },
    { key: 'fy', title: '费用', render: (booth) => priceLabel(booth.fy) },
    {
      key: 'zt',
      title: '状态',
      render: (booth) => <StatusBadge tone={TONES[booth.zt]}>{BOOTH_STATES[booth.zt]}</StatusBadge>,
    },
  ];

  return (
    <PagePanel variant={variant}>
      <PageHeader>
        {!phone && <PageTitle>招聘会展位列表</PageTitle>}
        {fairId !== '' && (
          <Button
            variant="primary"
            size={phone ? 'phone' : 'md'}
            onClick={() => void navigate(stepAddress('ydzw', { fairId }))}
          >
            在展位图中预定
          </Button>
        )}
      </PageHeader>
      {fairId === '' ? (
        <MissingFair />
      ) : (
        <>
          <FormField label="会场" layout="horizontal" variant={variant}>
            <Select<string>
              options={[
                { value: '', label: '全部会场' },
                ...(halls.data ?? []).map((hall) => ({ value: hall.hcid, label: hall.hcmc })),
              ]}
              value={hallId}
              onChange={(value) => address.change({ hcid: value || null })}
            />
          </FormField>
          <FormField label="状态" layout="horizontal" variant={variant}>
            <Select<string>
              options={[
                { value: '', label: '全部状态' },
                ...STATE_CODES.map((code) => ({ value: code, label: BOOTH_STATES[code] })),
              ]}
              value={address.state}
              onChange={(value) => address.change({ zt: value || null })}
            />
          </FormField>
          {booths.isError ? (
            <LoadFailure
              error={booths.error}
              title="展位列表加载失败"
              onRetry={() => void booths.refetch()}
            />
          ) : booths.isSuccess && records.length === 0 ? (
            <Empty description="没有符合条件的展位。" />
          ) : (
            <>
              <Table
                columns={columns}
                data={records}
                rowKey="zwid"
                caption="展位列表"
                captionHidden
                loading={booths.isFetching}
                variant={variant}
                phoneCards
                cardTitle={(booth) => `展位 ${booth.bh}`}
              />
              <Pagination
                page={address.page}
                pageSize={address.size}
                total={booths.data?.total ?? 0}
                variant={variant}
                onChange={address.changePage}
              />
            </>
          )}
        </>
      )}
    </PagePanel>
  );
}
