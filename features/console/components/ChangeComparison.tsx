import styled from 'styled-components';
import type { ProfileChange } from '../../../contract/employerProfile';
import { FILE_PREVIEW_FILE_PATH } from '../../../contract/files';
import { Tag } from '../../../ui/Tag';
import { color, fontSize, fontWeight, radius, space } from '../../../ui/theme';
import { comparedValues, type ComparedValue } from '../profileChangeRules';

const previewUrl = (path: string) => `${FILE_PREVIEW_FILE_PATH}?path=${encodeURIComponent(path)}`;

const StyledTable = styled.table`
  width: 100%;
  border-collapse: collapse;
  table-layout: fixed;

  & th,
  & td {
    padding: ${space(3)};
    border: 1px solid ${color.border};
    text-align: left;
    vertical-align: top;
    overflow-wrap: anywhere;
  }

  & thead th {
    background: ${color.backgroundMuted};
    font-weight: ${fontWeight.medium};
  }

  & tbody th {
    width: 160px;
    font-weight: ${fontWeight.medium};
    color: ${color.textSecondary};
  }

  & td[data-changed='true'] {
    background: ${color.primarySubtle};
  }
`;

const StyledCards = styled.div`
  display: grid;
  gap: ${space(3)};
`;

const StyledCard = styled.section`
  display: grid;
  gap: ${space(2)};
  padding: ${space(3)};
  border: 1px solid ${color.border};
  border-radius: ${radius.md};

  & h4 {
    display: flex;
    align-items: center;
    gap: ${space(2)};
    margin: 0;
    font-size: ${fontSize.md};
  }

  & dl {
    display: grid;
    grid-template-columns: auto minmax(0, 1fr);
    gap: ${space(2)} ${space(3)};
    margin: 0;
  }

  & dt {
    color: ${color.textSecondary};
  }

  & dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

const StyledImage = styled.a`
  display: inline-block;
  padding: ${space(1)};
  border: 1px solid ${color.border};
  border-radius: ${radius.md};

  img {
    display: block;
    max-width: min(100%, 280px);
    max-height: 220px;
    object-fit: contain;
  }
`;

function Value({ row, side, employer }: { row: ComparedValue; side: 'before' | 'after'; employer: string }) {
  const value = row[side];
  if (row.key !== 'yyzz') return <>{value || '—'}</>;
  if (value === '') return <>未上传</>;
  const which = side === 'before' ? '原营业执照' : '新营业执照';
  return (
    <StyledImage href={previewUrl(value)} target="_blank" rel="noopener noreferrer">
      <img src={previewUrl(value)} alt={`${employer}的${which}（点击查看原图）`} />
    </StyledImage>
  );
}

/**
 * The reviewed values side by side: what is in force and what the employer asks for, the changed ones
 * marked (a table on desktop, a card per field on phones).
 */
export function ChangeComparison({
  change,
  variant,
}: {
  change: ProfileChange;
  variant: 'desktop' | 'phone';
}) {
  const rows = comparedValues(change);
  const employer = change.ydwmc;
  if (variant === 'phone')
    return (
      <StyledCards data-ui="change-comparison">
        {rows.map((row) => (
          <StyledCard key={row.key} aria-label={row.label}>
            <h4>
              {row.label}
              {row.changed ? <Tag tone="warning">有变更</Tag> : <Tag>未变更</Tag>}
            </h4>
            <dl>
              <dt>原信息</dt>
              <dd>
                <Value row={row} side="before" employer={employer} />
              </dd>
              <dt>修改为</dt>
              <dd>
                <Value row={row} side="after" employer={employer} />
              </dd>
            </dl>
          </StyledCard>
        ))}
      </StyledCards>
    );
  return (
    <StyledTable data-ui="change-comparison" aria-label="原信息与申请修改的信息对照">
      <thead>
        <tr>
          <th scope="col">项目</th>
          <th scope="col">原信息</th>
          <th scope="col">申请修改为</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.key}>
            <th scope="row">
              {row.label}
              {row.changed && (
                <>
                  {' '}
                  <Tag tone="warning">有变更</Tag>
                </>
              )}
            </th>
            <td>
              <Value row={row} side="before" employer={employer} />
            </td>
            <td data-changed={row.changed}>
              <Value row={row} side="after" employer={employer} />
            </td>
          </tr>
        ))}
      </tbody>
    </StyledTable>
  );
}
