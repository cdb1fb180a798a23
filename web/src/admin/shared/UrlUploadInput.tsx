import { Flex, Input } from 'antd';
import { FileUploadButton } from './FileUploadButton';

export interface UrlUploadInputProps {
  value?: string;
  onChange?: (value: string) => void;
  accept: string;
  uploadLabel: string;
  uploading: boolean;
  /** Starts the upload; the uploaded address is written into the field. */
  onUpload: (file: File, done: (url: string) => void) => void;
  placeholder?: string;
  id?: string;
}

/** A URL text field with an upload button beside it (a form control). */
export function UrlUploadInput({
  value,
  onChange,
  accept,
  uploadLabel,
  uploading,
  onUpload,
  placeholder,
  id,
}: UrlUploadInputProps) {
  return (
    <Flex gap={8}>
      <Input
        id={id}
        value={value}
        placeholder={placeholder}
        style={{ flex: 1 }}
        onChange={(event) => onChange?.(event.target.value)}
      />
      <FileUploadButton
        accept={accept}
        label={uploadLabel}
        uploading={uploading}
        onFile={(file) => onUpload(file, (url) => onChange?.(url))}
      />
    </Flex>
  );
}
