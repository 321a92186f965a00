import { useState } from 'react';
import { useApiData } from '../../../api/useApiData';
import { toast } from '../../../components/feedback/toast';
import {
  deleteNotification,
  fetchNotifications,
  markAllNotificationsRead,
  markNotificationRead,
} from '../api/dashboardApi';
import { DASHBOARD_MESSAGES } from '../messages';
import type { NotificationList, UserNotification } from '../types/dashboard';
import { useBusyIds } from './useBusyIds';

const EMPTY: NotificationList = { notifications: [], unread_count: 0 };

type Edited = { source: NotificationList | undefined; list: NotificationList };

/**
 * The user's notifications: loaded once (a failure is only logged and shows none),
 * then marked read, all marked read or deleted; each change is applied to the list
 * on screen when the server has accepted it.
 */
export function useNotifications() {
  const { data, isLoading, reload } = useApiData<NotificationList>('user-notifications', (signal) =>
    fetchNotifications({ signal }),
  );
  const [edited, setEdited] = useState<Edited | null>(null);
  const { run, isBusy } = useBusyIds();
  const list = (edited && edited.source === data ? edited.list : data) ?? EMPTY;

  const change = (update: (current: NotificationList) => NotificationList) => {
    setEdited((previous) => {
      const current = (previous && previous.source === data ? previous.list : data) ?? EMPTY;
      return { source: data, list: update(current) };
    });
  };

  const find = (id: string): UserNotification | undefined =>
    list.notifications.find((notification) => notification.id === id);

  const markRead = (id: string) =>
    run(`read:${id}`, async () => {
      try {
        await markNotificationRead(id);
        const wasUnread = find(id)?.is_read === false;
        change((current) => ({
          notifications: current.notifications.map((notification) =>
            notification.id === id ? { ...notification, is_read: true } : notification,
          ),
          unread_count: Math.max(0, current.unread_count - (wasUnread ? 1 : 0)),
        }));
      } catch {
        toast.error(DASHBOARD_MESSAGES.notificationUpdateFailed);
      }
    });

  const markAllRead = () =>
    run('read-all', async () => {
      try {
        await markAllNotificationsRead();
        change((current) => ({
          notifications: current.notifications.map((notification) => ({
            ...notification,
            is_read: true,
          })),
          unread_count: 0,
        }));
      } catch {
        toast.error(DASHBOARD_MESSAGES.notificationUpdateFailed);
      }
    });

  const remove = (id: string) =>
    run(`delete:${id}`, async () => {
      try {
        await deleteNotification(id);
        const wasUnread = find(id)?.is_read === false;
        change((current) => ({
          notifications: current.notifications.filter((notification) => notification.id !== id),
          unread_count: Math.max(0, current.unread_count - (wasUnread ? 1 : 0)),
        }));
      } catch {
        toast.error(DASHBOARD_MESSAGES.notificationDeleteFailed);
      }
    });

  return {
    notifications: list.notifications,
    unreadCount: list.unread_count,
    isLoading: isLoading && !data,
    reload,
    markRead,
    markAllRead,
    remove,
    isMarkingRead: (id: string) => isBusy(`read:${id}`),
    isMarkingAllRead: isBusy('read-all'),
    isDeleting: (id: string) => isBusy(`delete:${id}`),
  };
}
