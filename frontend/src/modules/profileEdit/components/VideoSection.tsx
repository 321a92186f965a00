import { lazy, Suspense, useState } from 'react';
import { Alert, Button, Popconfirm, Progress, Spin, Upload } from 'antd';
import { DeleteOutlined, UploadOutlined, VideoCameraAddOutlined } from '@ant-design/icons';
import { MAX_VIDEO_SECONDS } from '@shared/rules';
import { VIDEO_ACCEPT } from '../constants';
import { useProfileVideo } from '../hooks/useProfileVideo';
import { MAX_VIDEO_MB, PROFILE_EDIT_MESSAGES } from '../messages';
import type { EditorRole, OwnerProfile } from '../types/ownerProfile';
import { ReasonModal } from './ReasonModal';
import { PRICE_TEXT } from '../../payments/prices';

/** The $7 payment (and PayPal behind it) is fetched when the owner asks for it. */
const VideoPayment = lazy(async () => ({
  default: (await import('../../payments/components/VideoPayment')).VideoPayment,
}));

export type VideoSectionProps = {
  profile: OwnerProfile;
  role: EditorRole;
  /** The video changed on the server (uploaded, deleted or paid for): read the profile again. */
  onChanged: () => void;
};

function formatSize(bytes: number): string {
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

/**
 * The profile video: the player (or "No video added") and, acting at once rather than on
 * save, delete and, for the owner, the $7 payment, then the upload with its progress bar.
 * An admin's deletion needs a reason, which the owner is told.
 */
export function VideoSection({ profile, role, onChanged }: VideoSectionProps) {
  const video = useProfileVideo({ profileId: profile.id, onChanged });
  const [isPaying, setIsPaying] = useState(false);
  const [isAskingReason, setIsAskingReason] = useState(false);
  const isAdmin = role === 'admin';
  const hasVideo = !!profile.video_url;

  const handleBeforeUpload = (file: File) => {
    void video.selectFile(file);
    // Nothing is sent until "Upload Video": keep antd from uploading or listing the file.
    return Upload.LIST_IGNORE;
  };

  const handleAdminDelete = async (reason: string) => {
    if (await video.deleteVideo(reason)) setIsAskingReason(false);
  };

  const handlePaid = () => {
    setIsPaying(false);
    onChanged();
  };

  return (
    <div className="profile-edit-video">
      {hasVideo ? (
        <video
          key={profile.video_url}
          className="profile-edit-video__player"
          src={profile.video_url ?? undefined}
          controls
          playsInline
          preload="metadata"
          aria-label={`Video of ${profile.name}`}
        />
      ) : (
        <p className="profile-form-empty">{PROFILE_EDIT_MESSAGES.noVideo}</p>
      )}

      {hasVideo && !isAdmin && (
        <Popconfirm
          title="Delete this video?"
          description={`Adding a video again needs a new ${PRICE_TEXT.video} payment.`}
          okText="Delete"
          okButtonProps={{ danger: true }}
          cancelText="Keep"
          onConfirm={() => video.deleteVideo()}
        >
          <Button danger icon={<DeleteOutlined aria-hidden="true" />} loading={video.isDeleting}>
            Delete Video
          </Button>
        </Popconfirm>
      )}
      {hasVideo && isAdmin && (
        <Button danger icon={<DeleteOutlined aria-hidden="true" />} onClick={() => setIsAskingReason(true)}>
          Delete Video
        </Button>
      )}

      {!hasVideo && !isAdmin && !profile.video_paid && (
        <div className="profile-edit-video__pay">
          <p className="profile-form-hint">
            {`Add a video of up to ${MAX_VIDEO_SECONDS} seconds for a one-time payment of ${PRICE_TEXT.video}. After an approval, a new video is reviewed again before it is shown.`}
          </p>
          {isPaying ? (
            <Suspense fallback={<Spin />}>
              <VideoPayment profileId={profile.id} onPaid={handlePaid} />
            </Suspense>
          ) : (
            <Button icon={<VideoCameraAddOutlined aria-hidden="true" />} onClick={() => setIsPaying(true)}>
              Add Video ({PRICE_TEXT.video})
            </Button>
          )}
        </div>
      )}

      {!hasVideo && !isAdmin && profile.video_paid && (
        <div className="profile-edit-video__upload">
          <p className="profile-form-hint">
            {`Your video is paid for. MP4, MOV, AVI or WEBM, at most ${MAX_VIDEO_SECONDS} seconds and ${MAX_VIDEO_MB}MB.`}
          </p>
          <div className="profile-edit-video__controls">
            <Upload
              accept={VIDEO_ACCEPT}
              showUploadList={false}
              maxCount={1}
              beforeUpload={handleBeforeUpload}
              disabled={video.isUploading}
            >
              <Button icon={<VideoCameraAddOutlined aria-hidden="true" />} disabled={video.isUploading}>
                {video.selected ? 'Choose another video' : 'Choose Video'}
              </Button>
            </Upload>
            <Button
              type="primary"
              icon={<UploadOutlined aria-hidden="true" />}
              onClick={() => void video.upload()}
              loading={video.isUploading}
              disabled={video.isChecking}
            >
              Upload Video
            </Button>
          </div>
          {video.isChecking && <p className="profile-form-hint" role="status">Checking the video…</p>}
          {video.selected && (
            <p className="profile-edit-video__file">
              Selected: <strong>{video.selected.name}</strong> ({formatSize(video.selected.size)})
            </p>
          )}
          {video.uploadPercent !== null && (
            <Progress percent={video.uploadPercent} aria-label="Video upload progress" />
          )}
        </div>
      )}

      {!isAdmin && profile.requires_review && hasVideo && (
        <Alert
          className="profile-edit-video__review"
          type="info"
          showIcon
          title="The new video is waiting for review."
        />
      )}

      <ReasonModal
        open={isAskingReason}
        title="Delete this video?"
        description="The owner will need to pay again to add a new video."
        okText="Delete Video"
        confirmLoading={video.isDeleting}
        onSubmit={(reason) => void handleAdminDelete(reason)}
        onCancel={() => setIsAskingReason(false)}
      />
    </div>
  );
}
