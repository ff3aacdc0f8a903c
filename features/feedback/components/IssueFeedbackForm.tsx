import { useId, useRef, useState } from 'react';
import {
  ATTACHMENTS_UNAVAILABLE_MESSAGE,
  FEEDBACK_MAX_ATTACHMENTS,
  FEEDBACK_SUCCESS_MESSAGE,
} from '../../../contract/feedback';
import { Button } from '../../../ui/Button';
import { Form, FormActions, FormField, FormSubmit, useForm } from '../../../ui/Form';
import { Input } from '../../../ui/Input';
import { LimitedTextArea } from '../../../ui/LimitedTextArea';
import { message } from '../../../ui/Message';
import { notice } from '../../../ui/Notice';
import { Uploader, type UploadItem } from '../../../ui/Uploader';
import { apiErrorMessage } from '../../../app/api/apiErrorMessage';
import { feedbackApi } from '../feedbackApi';
import { checkFeedbackContact, descriptionRule } from '../feedbackRules';
import { submitFeedback } from '../submitFeedback';
import {
  StyledAttachments,
  StyledAttachmentsCaption,
  StyledProgress,
  StyledSubmitError,
} from './IssueFeedbackForm.styles';

export type IssueFeedbackFormProps = {
  variant: 'desktop' | 'phone';
  /** After the success message: the modal closes, the page goes back. */
  onDone: () => void;
  /** Desktop only: a 取消 button beside 提交. */
  onCancel?: () => void;
};

type Values = { lxfs: string; wtms: string; images: UploadItem[] };

type Progress = { done: number; total: number } | null;

/**
 * The issue-feedback form (spec section 2): optional contact, required description with its counter,
 * screenshots held in the browser until submit. A failed submit keeps everything typed and picked;
 * images that did upload are not sent again on the retry.
 */
export function IssueFeedbackForm({ variant, onDone, onCancel }: IssueFeedbackFormProps) {
  const isPhone = variant === 'phone';
  const [upload] = feedbackApi.useUploadFeedbackImageMutation();
  const [post] = feedbackApi.usePostFeedbackMutation();
  const [submitError, setSubmitError] = useState<string | null>(null);
  const [progress, setProgress] = useState<Progress>(null);
  // Stored paths of images already uploaded by an earlier attempt (a failed post keeps them usable).
  const uploaded = useRef(new WeakMap<File, string>());
  const captionId = useId();

  const form = useForm<Values>({
    initialValues: { lxfs: '', wtms: '', images: [] },
    validators: { lxfs: checkFeedbackContact, wtms: descriptionRule(variant) },
    onSubmit: async (values) => {
      setSubmitError(null);
      const total = values.images.length;
      setProgress(total > 0 ? { done: 0, total } : null);
      try {
        await submitFeedback(
          { files: values.images, contact: values.lxfs, description: values.wtms },
          {
            upload: async (file) => {
              const path = uploaded.current.get(file) ?? (await upload(file).unwrap());
              // An answer without a path fails the submit; the retry must upload that image again.
              if (path) uploaded.current.set(file, path);
              setProgress((current) => current && { ...current, done: current.done + 1 });
              return path;
            },
            post: (request) => post(request).unwrap(),
          },
          apiErrorMessage,
        );
        uploaded.current = new WeakMap();
        (isPhone ? notice : message).success(FEEDBACK_SUCCESS_MESSAGE);
        onDone();
      } catch (error) {
        const text = apiErrorMessage(error);
        // The server no longer has the earlier uploads: the next attempt uploads everything again.
        if (text === ATTACHMENTS_UNAVAILABLE_MESSAGE) uploaded.current = new WeakMap();
        setSubmitError(`${text.replace(/[。！!.]$/, '')}。已填写的内容和选择的图片均已保留，请稍后重试。`);
      } finally {
        setProgress(null);
      }
    },
  });

  const size = isPhone ? 'phone' : 'md';
  return (
    <Form form={form} variant={variant} aria-label="问题反馈">
      {submitError && <StyledSubmitError role="alert">{submitError}</StyledSubmitError>}
      <FormField label="联系方式" name="lxfs" help="选填，手机号、邮箱或 QQ，便于我们回复您">
        <Input {...form.field('lxfs')} autoComplete="tel" placeholder="请输入联系方式" />
      </FormField>
      <FormField label="问题描述" name="wtms" required>
        <LimitedTextArea
          {...form.field('wtms')}
          placeholder="请描述您遇到的问题，如页面、操作步骤和提示信息"
        />
      </FormField>
      <StyledAttachments role="group" aria-labelledby={captionId} $horizontal={!isPhone}>
        <StyledAttachmentsCaption id={captionId} $horizontal={!isPhone}>
          问题截图
        </StyledAttachmentsCaption>
        <Uploader
          value={form.values.images}
          onChange={(items) => form.setValue('images', items)}
          maxCount={FEEDBACK_MAX_ATTACHMENTS}
          variant={variant}
          label="上传图片"
          disabled={form.isSubmitting}
        />
      </StyledAttachments>
      <FormActions>
        {!isPhone && onCancel && (
          <Button size={size} onClick={onCancel}>
            取消
          </Button>
        )}
        <FormSubmit size={size} block={isPhone}>
          提交
        </FormSubmit>
      </FormActions>
      {progress && (
        <StyledProgress role="status">{`正在上传图片（${progress.done}/${progress.total}）…`}</StyledProgress>
      )}
    </Form>
  );
}
