import { Badge, Button, Card, Skeleton, Tag } from 'antd';
import { CheckOutlined, DeleteOutlined } from '@ant-design/icons';
import { ButtonLink } from '../../../components/ButtonLink/ButtonLink';
import { formatDate } from '../../profiles/utils/format';
import type { UserNotification } from '../types/dashboard';

/** Where a notice leads on the site: a path of this site only (never another site's address). */
function siteLink(notification: UserNotification): string | null {
  const { link } = notification;
  return link && link.startsWith('/') && !link.startsWith('//') ? link : null;
}

export type NotificationsCardProps = {
  notifications: UserNotification[];
  unreadCount: number;
  isLoading: boolean;
  onMarkRead: (id: string) => void;
  onMarkAllRead: () => void;
  onDelete: (id: string) => void;
  isMarkingRead: (id: string) => boolean;
  isMarkingAllRead: boolean;
  isDeleting: (id: string) => boolean;
};

/** The user's notifications, unread ones highlighted, with mark read, mark all read and delete. */
export function NotificationsCard({
  notifications,
  unreadCount,
  isLoading,
  onMarkRead,
  onMarkAllRead,
  onDelete,
  isMarkingRead,
  isMarkingAllRead,
  isDeleting,
}: NotificationsCardProps) {
  const title = (
    <h2 className="notifications__title">
      Notifications
      {unreadCount > 0 && (
        <Badge
          count={unreadCount}
          className="notifications__count"
          title={`${unreadCount} unread`}
        />
      )}
    </h2>
  );

  let body;
  if (isLoading) {
    body = <Skeleton active title={false} paragraph={{ rows: 3 }} />;
  } else if (notifications.length === 0) {
    body = <p className="notifications__empty">No notifications yet.</p>;
  } else {
    body = (
      <ul className="notifications__list">
        {notifications.map((notification) => (
          <li
            key={notification.id}
            className={`notification${notification.is_read ? '' : ' notification--unread'}`}
            data-testid="notification"
          >
            <div className="notification__head">
              <strong className="notification__title">{notification.title}</strong>
              {!notification.is_read && (
                <Tag color="blue" className="notification__new">
                  New
                </Tag>
              )}
            </div>
            <p className="notification__message">{notification.message}</p>
            {notification.admin_reason && (
              <p className="notification__reason">Reason: {notification.admin_reason}</p>
            )}
            <div className="notification__foot">
              <time className="notification__date" dateTime={notification.created_at}>
                {formatDate(notification.created_at) ?? ''}
              </time>
              <div className="notification__actions">
                {siteLink(notification) && (
                  <ButtonLink
                    size="small"
                    type="primary"
                    to={siteLink(notification) ?? ''}
                    aria-label={`Open: ${notification.title}`}
                  >
                    Open
                  </ButtonLink>
                )}
                {!notification.is_read && (
                  <Button
                    size="small"
                    icon={<CheckOutlined aria-hidden="true" />}
                    loading={isMarkingRead(notification.id)}
                    onClick={() => onMarkRead(notification.id)}
                    aria-label={`Mark read: ${notification.title}`}
                  >
                    Mark read
                  </Button>
                )}
                <Button
                  size="small"
                  danger
                  icon={<DeleteOutlined aria-hidden="true" />}
                  loading={isDeleting(notification.id)}
                  onClick={() => onDelete(notification.id)}
                  aria-label={`Delete: ${notification.title}`}
                >
                  Delete
                </Button>
              </div>
            </div>
          </li>
        ))}
      </ul>
    );
  }

  return (
    <Card
      title={title}
      className="my-account__card notifications"
      extra={
        <Button
          size="small"
          onClick={onMarkAllRead}
          loading={isMarkingAllRead}
          disabled={unreadCount === 0}
        >
          Mark all read
        </Button>
      }
    >
      {body}
    </Card>
  );
}
