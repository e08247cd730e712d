import {
  Download,
  FileArchive,
  File as FileIcon,
  FileImage,
  FileText,
  RotateCw,
  X,
} from 'lucide-react';
import type * as React from 'react';
import { Button } from '../actions/button';
import { IconButton } from '../actions/icon-button';
import { cn } from '../foundations/cn';
import { formatBytes } from './format';

/** One row of an {@link AttachmentList}: a stored attachment or an upload in flight. */
export interface AttachmentListItem {
  /** Stable key (the attachment id, or a local id while uploading). */
  id: string;
  /** File name shown. */
  fileName: string;
  /** MIME type, for the icon. */
  mimeType: string;
  /** Size in bytes. */
  sizeBytes: number;
  /** `uploaded` (default), `uploading` (with `progress`) or `failed` (with `error`). */
  status?: 'uploaded' | 'uploading' | 'failed';
  /** Upload progress from 0 to 1. */
  progress?: number;
  /** Why the upload failed. */
  error?: string;
  /** Offer removing it (the uploader's own, or any for admins). @default true */
  removable?: boolean;
}

/** Props of {@link AttachmentList}. */
export interface AttachmentListProps extends Omit<React.ComponentProps<'ul'>, 'children'> {
  /** The rows, in order. */
  items: ReadonlyArray<AttachmentListItem>;
  /** Download a stored attachment. */
  onDownload?: (id: string) => void;
  /** Remove an attachment, or abandon a failed upload. */
  onRemove?: (id: string) => void;
  /** Retry a failed upload. */
  onRetry?: (id: string) => void;
  /** Cancel an upload in flight (shown on `uploading` rows). */
  onCancel?: (id: string) => void;
}

function iconFor(mimeType: string) {
  if (mimeType.startsWith('image/')) return FileImage;
  if (mimeType.startsWith('text/') || mimeType === 'application/pdf') return FileText;
  if (/zip|compressed|tar/.test(mimeType)) return FileArchive;
  return FileIcon;
}

/** A task's attachments with upload progress, failures that can be retried, and actions. */
export function AttachmentList({
  items,
  onDownload,
  onRemove,
  onRetry,
  onCancel,
  className,
  ...props
}: AttachmentListProps) {
  if (items.length === 0) return null;
  return (
    <ul aria-label="Attachments" className={cn('flex flex-col gap-1.5', className)} {...props}>
      {items.map((item) => {
        const status = item.status ?? 'uploaded';
        const Icon = iconFor(item.mimeType);
        const percent = Math.round(Math.min(1, Math.max(0, item.progress ?? 0)) * 100);
        return (
          <li
            key={item.id}
            className={cn(
              'flex items-center gap-3 rounded-lg border border-border bg-surface px-3 py-2',
              status === 'failed' && 'border-danger/40 bg-danger-subtle',
            )}
          >
            <Icon aria-hidden="true" className="size-5 shrink-0 text-muted" />
            <div className="min-w-0 flex-1">
              <p className="truncate font-medium text-fg text-sm" title={item.fileName}>
                {item.fileName}
              </p>
              {status === 'uploading' ? (
                <UploadProgress fileName={item.fileName} percent={percent} />
              ) : status === 'failed' ? (
                <p className="text-danger-text text-xs">{item.error ?? 'Upload failed.'}</p>
              ) : (
                <p className="text-muted text-xs">{formatBytes(item.sizeBytes)}</p>
              )}
            </div>
            {status === 'failed' && onRetry ? (
              <Button size="sm" onClick={() => onRetry(item.id)}>
                <RotateCw /> Retry
              </Button>
            ) : null}
            {status === 'uploaded' && onDownload ? (
              <IconButton
                label={`Download ${item.fileName}`}
                icon={<Download />}
                size="sm"
                onClick={() => onDownload(item.id)}
              />
            ) : null}
            {status === 'uploading' && onCancel ? (
              <IconButton
                label={`Cancel uploading ${item.fileName}`}
                icon={<X />}
                size="sm"
                onClick={() => onCancel(item.id)}
              />
            ) : null}
            {onRemove && status !== 'uploading' && item.removable !== false ? (
              <IconButton
                label={`Remove ${item.fileName}`}
                icon={<X />}
                size="sm"
                onClick={() => onRemove(item.id)}
              />
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}

/** An upload's progress bar and percentage, named after its file. */
function UploadProgress({ fileName, percent }: { fileName: string; percent: number }) {
  return (
    <div className="mt-1 flex items-center gap-2">
      <div
        role="progressbar"
        aria-label={`Uploading ${fileName}`}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className="h-1 flex-1 overflow-hidden rounded-full bg-hover"
      >
        <div
          className="h-full rounded-full bg-accent transition-[width] duration-(--tandem-duration-normal)"
          style={{ width: `${percent}%` }}
        />
      </div>
      <span className="text-muted text-xs tabular-nums">{percent}%</span>
    </div>
  );
}
