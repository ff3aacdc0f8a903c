import { useFieldGroup } from '../../../ui/Form';
import { StyledCurrentImage, StyledImageField } from '../components/ImageUploadField.styles';
import { Link } from '../../../ui/Link';
import { Uploader, type UploadItem } from '../../../ui/Uploader';
import { LICENCE_KINDS, licencePreviewUrl } from './licenceRules';

export type LicenceFieldProps = {
  /** The newly picked image (at most one), held in the browser until the form submits. */
  value: readonly UploadItem[];
  onChange: (items: UploadItem[]) => void;
  variant: 'desktop' | 'phone';
  disabled?: boolean;
  /** The licence already on file (a registration being corrected): shown until another is picked. */
  currentPath?: string;
};

/**
 * 营业执照 inside a FormField: one image (JPG, PNG or WEBP up to 5 MB) with its preview; the field's
 * label names the group and its message describes it, and a failed check brings focus here.
 */
export function LicenceField({
  value,
  onChange,
  variant,
  disabled = false,
  currentPath = '',
}: LicenceFieldProps) {
  const control = useFieldGroup({ variant, disabled });
  const keepsCurrent = currentPath !== '' && value.length === 0;
  return (
    <StyledImageField
      role="group"
      id={control.id}
      aria-labelledby={control.labelledBy}
      aria-describedby={control.describedBy}
      aria-invalid={control.invalid || undefined}
      data-ui="licence-field"
    >
      {keepsCurrent && (
        <StyledCurrentImage $size={104} $fit="cover">
          <img src={licencePreviewUrl(currentPath)} alt="已提交的营业执照" />
          <figcaption>
            已提交的营业执照，
            <Link href={licencePreviewUrl(currentPath)} external>
              查看原图
            </Link>
            。如需更换，请重新上传。
          </figcaption>
        </StyledCurrentImage>
      )}
      <Uploader
        value={value}
        onChange={onChange}
        maxCount={1}
        kinds={LICENCE_KINDS}
        variant={variant}
        label={currentPath === '' ? '上传营业执照' : '更换营业执照'}
        disabled={disabled}
      />
    </StyledImageField>
  );
}
