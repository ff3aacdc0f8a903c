import { useState, type KeyboardEvent } from 'react';
import { Button } from '../Button';
import { FormField } from '../Form';
import { Input } from '../Input';
import { Modal } from '../Modal';
import { normalizeLinkAddress } from './linkAddress';

export type LinkDialogProps = {
  /** The address of the link at the selection, '' for a new link. */
  initialHref: string;
  variant: 'desktop' | 'phone';
  onApply: (href: string) => void;
  /** Present when the selection is a link: 移除链接. */
  onRemove?: () => void;
  onClose: () => void;
};

/** Asks for a link's address: http, https or mailto only; an address without a scheme gets https://. */
export function LinkDialog({ initialHref, variant, onApply, onRemove, onClose }: LinkDialogProps) {
  const [address, setAddress] = useState(initialHref);
  const [error, setError] = useState<string | null>(null);
  const size = variant === 'phone' ? 'phone' : 'md';

  const apply = () => {
    const result = normalizeLinkAddress(address);
    if (result.href === null) setError(result.error);
    else onApply(result.href);
  };

  return (
    <Modal
      open
      title={initialHref ? '编辑链接' : '插入链接'}
      variant={variant}
      width={440}
      onCancel={onClose}
      footer={
        <>
          {onRemove && (
            <Button size={size} danger onClick={onRemove}>
              移除链接
            </Button>
          )}
          <Button size={size} onClick={onClose}>
            取消
          </Button>
          <Button size={size} variant="primary" onClick={apply}>
            确定
          </Button>
        </>
      }
    >
      <FormField label="链接地址" layout="vertical" variant={variant} error={error} required>
        <Input
          value={address}
          inputMode="url"
          autoComplete="off"
          placeholder="https://www.example.com"
          onChange={(value) => {
            setAddress(value);
            setError(null);
          }}
          onKeyDown={(event: KeyboardEvent<HTMLInputElement>) => {
            if (event.key !== 'Enter') return;
            event.preventDefault();
            apply();
          }}
        />
      </FormField>
    </Modal>
  );
}
