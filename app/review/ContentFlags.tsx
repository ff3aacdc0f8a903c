import styled from 'styled-components';
import { Callout } from '../../ui/Callout';
import { color, lineHeight, radius, space } from '../../ui/theme';
import type { WordingFlag } from '../../contract/recruitmentWording';
import { flagText, markedSegments } from './reviewActions';

const StyledMarkedText = styled.span`
  white-space: pre-wrap;
  overflow-wrap: anywhere;
  line-height: ${lineHeight.normal};

  mark {
    padding: 0 2px;
    border-radius: ${radius.sm};
    background: ${color.warningSubtle};
    color: ${color.text};
    box-shadow: inset 0 -2px 0 ${color.warning};
  }
`;

const StyledFlags = styled.section`
  ul {
    margin: 0;
    padding-left: ${space(5)};
  }
  p {
    margin: 0;
  }
`;

/** A submitted text with what the content check flagged in it marked; — when empty. */
export function MarkedText({ text, words }: { text: string; words: readonly string[] }) {
  if (text === '') return <>—</>;
  return (
    <StyledMarkedText>
      {markedSegments(text, words).map((segment, index) =>
        segment.marked ? <mark key={index}>{segment.text}</mark> : segment.text,
      )}
    </StyledMarkedText>
  );
}

/**
 * What the content check flagged in a submission, field by field, for the reviewer to weigh, with
 * the employer's explanation (内容说明); nothing when it flagged nothing.
 */
export function ContentFlagsNotice({
  flags,
  explanation,
  fieldLabel,
}: {
  flags: readonly WordingFlag[];
  explanation: string;
  /** A flagged field's label (职位描述) by its wire name. */
  fieldLabel: (field: string) => string;
}) {
  if (flags.length === 0) return null;
  return (
    <StyledFlags aria-label="内容提示">
      <Callout tone="warning" title="内容提示：以下用语可能违反招聘“三严禁”规定，请重点审核">
        <ul>
          {flags.map((flag) => (
            <li key={`${flag.field}-${flag.category}`}>{flagText(flag, fieldLabel(flag.field))}</li>
          ))}
        </ul>
        <p>
          <strong>单位说明：</strong>
          {explanation.trim() === '' ? '单位未填写说明' : explanation}
        </p>
      </Callout>
    </StyledFlags>
  );
}
