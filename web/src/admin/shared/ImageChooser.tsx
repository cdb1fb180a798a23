import type { CSSProperties } from 'react';
import { Flex } from 'antd';
import { FileUploadButton } from './FileUploadButton';

export interface ImageChooserProps {
  value?: string;
  onChange?: (value: string) => void;
  accept: string;
  label: string;
  uploading: boolean;
  /** Starts the upload; the uploaded address becomes the field's value. */
  onUpload: (file: File, done: (url: string) => void) => void;
  /** Shown while the value is empty or its image cannot be loaded. */
  fallback?: string;
  previewStyle?: CSSProperties;
}

/** An image field of a form: a preview of the current image and a button to upload another. */
export function ImageChooser({
  value,
  onChange,
  accept,
  label,
  uploading,
  onUpload,
  fallback,
  previewStyle,
}: ImageChooserProps) {
  const shown = value || fallback;
  return (
    <Flex gap={12} align="center" wrap>
      {shown && (
        <img
          src={shown}
          alt=""
          style={{ width: 120, height: 80, objectFit: 'cover', borderRadius: 6, ...previewStyle }}
          onError={(event) => {
            if (fallback && event.currentTarget.src !== fallback) event.currentTarget.src = fallback;
          }}
        />
      )}
      <FileUploadButton
        accept={accept}
        label={label}
        uploading={uploading}
        onFile={(file) => onUpload(file, (url) => onChange?.(url))}
      />
    </Flex>
  );
}
