import { UploadOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useRef } from 'react';
import type { ReactNode } from 'react';
import { useAdminTexts } from '../i18n/use-admin-language';

export interface FileUploadButtonProps {
  accept: string;
  label: ReactNode;
  uploading: boolean;
  /** Called with the chosen file; the input is cleared so the same file can be chosen again. */
  onFile?: (file: File) => void;
  /** With `multiple`: called once with every chosen file, in the order chosen. */
  onFiles?: (files: File[]) => void;
  multiple?: boolean;
  testId?: string;
}

/** A button that opens the file chooser and shows "Uploading..." (disabled) while busy. */
export function FileUploadButton({
  accept,
  label,
  uploading,
  onFile,
  onFiles,
  multiple = false,
  testId,
}: FileUploadButtonProps) {
  const input = useRef<HTMLInputElement>(null);
  const message = useAdminTexts('messages');
  return (
    <>
      <input
        ref={input}
        type="file"
        accept={accept}
        multiple={multiple}
        style={{ display: 'none' }}
        data-testid={testId}
        onChange={(event) => {
          const files = [...(event.target.files ?? [])];
          event.target.value = '';
          if (files.length > 0) onFiles?.(files);
          if (files[0]) onFile?.(files[0]);
        }}
      />
      <Button icon={<UploadOutlined />} disabled={uploading} onClick={() => input.current?.click()}>
        {uploading ? message('uploading') : label}
      </Button>
    </>
  );
}
