import { BUCKET_MAX_FILE_BYTES, LOGO_BUCKET } from '../../../contract/files';
import { useFieldGroup } from '../../../ui/Form';
import { StyledCurrentImage, StyledImageField } from '../components/ImageUploadField.styles';
import { Uploader, type UploadItem } from '../../../ui/Uploader';
import { imageKindsOf, licencePreviewUrl } from '../registration/licenceRules';

const LOGO_KINDS = imageKindsOf(LOGO_BUCKET);

export type LogoFieldProps = {
  value: readonly UploadItem[];
  onChange: (items: UploadItem[]) => void;
  variant: 'desktop' | 'phone';
  disabled?: boolean;
  /** The logo in use: shown until another is picked. */
  currentPath: string;
};

/** 单位标志 inside a FormField: the logo in use and one new image (JPG, PNG or WEBP up to 2 MB). */
export function LogoField({ value, onChange, variant, disabled = false, currentPath }: LogoFieldProps) {
  const control = useFieldGroup({ variant, disabled });
  return (
    <StyledImageField
      role="group"
      id={control.id}
      aria-labelledby={control.labelledBy}
      aria-describedby={control.describedBy}
      data-ui="logo-field"
    >
      {currentPath !== '' && value.length === 0 && (
        <StyledCurrentImage $size={80} $fit="contain">
          <img src={licencePreviewUrl(currentPath)} alt="当前的单位标志" />
          <figcaption>当前使用的单位标志</figcaption>
        </StyledCurrentImage>
      )}
      <Uploader
        value={value}
        onChange={onChange}
        maxCount={1}
        maxSize={BUCKET_MAX_FILE_BYTES[LOGO_BUCKET]}
        kinds={LOGO_KINDS}
        variant={variant}
        label={currentPath === '' ? '上传单位标志' : '更换单位标志'}
        disabled={disabled}
      />
    </StyledImageField>
  );
}
