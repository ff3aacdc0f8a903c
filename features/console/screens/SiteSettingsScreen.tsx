import { useState, type CSSProperties } from 'react';
import styled from 'styled-components';
import type { ReviewMode, SiteRules } from '../../../contract/console';
import { Button } from '../../../ui/Button';
import { Form, FormActions, FormField, FormSubmit, useForm } from '../../../ui/Form';
import { FormAlert } from '../../../ui/FormAlert';
import { Input } from '../../../ui/Input';
import { message } from '../../../ui/Message';
import { RadioGroup } from '../../../ui/Radio';
import { Section, SectionStack, SectionTitle } from '../../../ui/Section';
import { Skeleton } from '../../../ui/Skeleton';
import {
  color,
  derivePalette,
  fontSize,
  fontWeight,
  paletteVariables,
  radius,
  space,
} from '../../../ui/theme';
import { apiErrorMessage } from '../../../app/api/apiErrorMessage';
import { useAppSelector } from '../../../app/api/hooks';
import { LoadFailedAlert } from '../../../app/review/LoadFailedAlert';
import { selectIsPhone, selectSiteName } from '../../../app/api/site';
import { consoleApi } from '../consoleApi';
import { NoShowRuleSection } from '../components/NoShowRuleSection';
import { TalkRulesSection } from '../components/TalkRulesSection';
import {
  REVIEW_MODE_OPTIONS,
  SETTINGS_FIELD_LABELS,
  capProblem,
  colourProblem,
  settingsRefusalField,
  settingsValuesOf,
  siteRulesOf,
  validColour,
  type SettingsValues,
} from '../settingsRules';

const StyledColourRow = styled.div`
  display: flex;
  align-items: center;
  gap: ${space(2)};
  max-width: 320px;
`;

const LABEL_WIDTH = '140px';

/** The preview under the colour field, lined up with the controls. */
const StyledPreviewRow = styled.div<{ $offset: string }>`
  margin: 0 0 ${space(6)} ${({ $offset }) => $offset};
`;

const StyledCapInput = styled.div`
  max-width: 160px;
`;

const StyledSwatch = styled.input`
  flex: none;
  width: 40px;
  height: 32px;
  padding: 2px;
  border: 1px solid ${color.border};
  border-radius: ${radius.md};
  background: ${color.background};
  cursor: pointer;
`;

const StyledPreview = styled.figure`
  margin: 0;
  max-width: 420px;
  overflow: hidden;
  border: 1px solid ${color.border};
  border-radius: ${radius.lg};
  background: ${color.backgroundMuted};

  figcaption {
    padding: ${space(1)} ${space(3)};
    color: ${color.textSecondary};
    font-size: ${fontSize.sm};
  }
`;

const StyledPreviewBar = styled.div`
  padding: ${space(3)} ${space(4)};
  background: ${color.primary};
  color: ${color.onPrimary};
  font-weight: ${fontWeight.bold};
`;

const StyledPreviewBody = styled.div`
  display: flex;
  align-items: center;
  gap: ${space(3)};
  padding: ${space(3)} ${space(4)};
  background: ${color.background};

  span {
    color: ${color.primaryText};
  }
`;

const MODE_FIELDS = ['dwshms', 'zwshms', 'ggshms'] as const;
const CAP_FIELDS = ['qzmrsx', 'sxmrsx'] as const;
const CAP_HELP = {
  qzmrsx: '每个单位每天最多首次提交的全职职位数，0 表示当天不接收。',
  sxmrsx: '每个单位每天最多首次提交的实习职位数，0 表示当天不接收。',
};

/** The colour as the employer app and this console would wear it: their own palette, applied locally. */
function ColourPreview({ colour }: { colour: string | null }) {
  const siteName = useAppSelector(selectSiteName);
  const style = colour === null ? undefined : (paletteVariables(derivePalette(colour)) as CSSProperties);
  return (
    <StyledPreview style={style} aria-label="主色调预览">
      <StyledPreviewBar>{siteName}</StyledPreviewBar>
      <StyledPreviewBody>
        <Button variant="primary" size="sm" tabIndex={-1}>
          示例按钮
        </Button>
        <span>示例链接文字</span>
      </StyledPreviewBody>
      <figcaption>{colour === null ? '颜色格式不正确，预览显示当前颜色' : `预览：${colour}`}</figcaption>
    </StyledPreview>
  );
}

function SettingsForm({ rules, variant }: { rules: SiteRules; variant: 'desktop' | 'phone' }) {
  const [save] = consoleApi.useSaveSiteRulesMutation();
  const [alert, setAlert] = useState<string | null>(null);
  const form = useForm<SettingsValues>({
    initialValues: settingsValuesOf(rules),
    validators: {
      qzmrsx: (value) => capProblem(value, SETTINGS_FIELD_LABELS.qzmrsx),
      sxmrsx: (value) => capProblem(value, SETTINGS_FIELD_LABELS.sxmrsx),
      wzzsd: colourProblem,
    },
    onSubmit: async (values, { setFieldError }) => {
      setAlert(null);
      try {
        const saved = await save(siteRulesOf(values)).unwrap();
        form.reset(settingsValuesOf(saved));
        message.success('站点设置已保存');
      } catch (error) {
        const text = apiErrorMessage(error);
        const field = settingsRefusalField(text);
        if (field === null) setAlert(text);
        else setFieldError(field, text);
      }
    },
  });
  const colour = validColour(form.values.wzzsd);

  return (
    <Form form={form} variant={variant} labelWidth={LABEL_WIDTH} aria-label="站点设置">
      {alert !== null && <FormAlert>{alert}</FormAlert>}
      <SectionTitle>审核方式</SectionTitle>
      {MODE_FIELDS.map((field) => (
        <FormField key={field} label={SETTINGS_FIELD_LABELS[field]} name={field} required>
          <RadioGroup<ReviewMode> {...form.field(field)} options={REVIEW_MODE_OPTIONS} variant={variant} />
        </FormField>
      ))}
      <SectionTitle>每日发布上限</SectionTitle>
      {CAP_FIELDS.map((field) => (
        <FormField
          key={field}
          label={SETTINGS_FIELD_LABELS[field]}
          name={field}
          required
          help={CAP_HELP[field]}
        >
          <StyledCapInput>
            <Input {...form.field(field)} inputMode="numeric" maxLength={3} suffix="个" />
          </StyledCapInput>
        </FormField>
      ))}
      <SectionTitle>主题颜色</SectionTitle>
      <FormField
        label={SETTINGS_FIELD_LABELS.wzzsd}
        name="wzzsd"
        required
        help="用人单位端与本管理端的主题颜色，保存后立即生效。"
      >
        <StyledColourRow>
          <StyledSwatch
            type="color"
            aria-label="选择颜色"
            value={colour ?? rules.wzzsd}
            onChange={(event) => form.setValue('wzzsd', event.target.value)}
          />
          <Input {...form.field('wzzsd')} maxLength={7} placeholder="#1677ff" />
        </StyledColourRow>
      </FormField>
      <StyledPreviewRow $offset={variant === 'phone' ? '0' : `calc(${LABEL_WIDTH} + ${space(3)})`}>
        <ColourPreview colour={colour} />
      </StyledPreviewRow>
      <FormActions>
        <FormSubmit size={variant === 'phone' ? 'phone' : 'md'} block={variant === 'phone'}>
          保存设置
        </FormSubmit>
      </FormActions>
    </Form>
  );
}

/**
 * /mgrpage/sz: the site's rules — review mode per object type, the daily caps (0 to 100)
 * and the theme colour, previewed before it is saved; saving re-themes the console at once;
 * and, saved on their own, the campus-talk rules and the fairs' no-show rule.
 */
export default function SiteSettingsScreen() {
  const isPhone = useAppSelector(selectIsPhone);
  const rules = consoleApi.useSiteRulesQuery();
  return (
    <SectionStack data-ui="site-settings">
      <Section>
        {rules.isLoading ? (
          <Skeleton title rows={8} label="站点设置加载中" />
        ) : rules.data === undefined ? (
          <LoadFailedAlert
            failed="站点设置加载失败"
            error={rules.error}
            onRetry={() => void rules.refetch()}
          />
        ) : (
          <SettingsForm rules={rules.data} variant={isPhone ? 'phone' : 'desktop'} />
        )}
      </Section>
      <TalkRulesSection variant={isPhone ? 'phone' : 'desktop'} />
      <NoShowRuleSection variant={isPhone ? 'phone' : 'desktop'} />
    </SectionStack>
  );
}
