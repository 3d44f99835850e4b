import { UploadOutlined } from '@ant-design/icons';
import { Limits } from '@tiangong/domain';
import { Button, Upload, type UploadProps } from 'antd';
import type { ReactNode } from 'react';
import { apiUpload } from '../api/http';
import { getNotifier } from '../api/notifier';

/** What /public/uploadFile answers for a stored file. */
export interface UploadedFile {
  fileId: string;
  fileName: string;
  size: number;
  mimeType: string;
  url: string;
}

export const UPLOAD_PATH = '/public/uploadFile';
export const MSG_FILE_TOO_LARGE = '文件大小不能超过5MB';

/** SPEC §5: larger files are refused before anything is sent. */
export function isFileTooLarge(file: Pick<File, 'size'>): boolean {
  return file.size > Limits.uploadMaxBytes;
}

export interface FileUploadProps {
  onUploaded?: (file: UploadedFile) => void;
  accept?: string;
  multiple?: boolean;
  maxCount?: number;
  disabled?: boolean;
  listType?: UploadProps['listType'];
  /** The trigger; a 上传文件 button by default. */
  children?: ReactNode;
}

/**
 * Upload through the API client rather than antd's own XHR, so the file goes as multipart field
 * `file` with the X-Requested-With header, and an envelope error shows the server's text (and
 * 15030003 logs out) exactly as for every other call.
 */
export function FileUpload({
  onUploaded,
  accept,
  multiple,
  maxCount,
  disabled,
  listType,
  children,
}: FileUploadProps) {
  const beforeUpload: UploadProps['beforeUpload'] = (file) => {
    if (!isFileTooLarge(file)) return true;
    getNotifier().error(MSG_FILE_TOO_LARGE);
    return Upload.LIST_IGNORE;
  };

  const customRequest: UploadProps['customRequest'] = ({ file, onSuccess, onError }) => {
    void apiUpload<UploadedFile>(UPLOAD_PATH, file as File).then((uploaded) => {
      if (!uploaded) {
        onError?.(new Error('上传失败'));
        return;
      }
      onSuccess?.(uploaded);
      onUploaded?.(uploaded);
    });
  };

  return (
    <Upload
      name="file"
      action={`/api${UPLOAD_PATH}`}
      accept={accept}
      multiple={multiple}
      maxCount={maxCount}
      disabled={disabled}
      listType={listType}
      beforeUpload={beforeUpload}
      customRequest={customRequest}
    >
      {children ?? (
        <Button icon={<UploadOutlined />} disabled={disabled}>
          上传文件
        </Button>
      )}
    </Upload>
  );
}
