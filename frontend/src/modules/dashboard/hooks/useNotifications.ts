import { useQuery, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '../../../api/queryKeys';
import { toast } from '../../../components/feedback/toast';
import {
  deleteNotification,
  fetchNotifications,
  markAllNotificationsRead,
  markNotificationRead,
} from '../api/dashboardApi';
import { DASHBOARD_MESSAGES } from '../messages';
import type { NotificationList } from '../types/dashboard';
import { useBusyIds } from './useBusyIds';

const EMPTY: NotificationList = { notifications: [], unread_count: 0 };

/**
 * The user's notifications: loaded once (a failure is only logged and shows none),
 * then marked read, all marked read or deleted; each change is applied to the list
 * on screen when the server has accepted it.
 */
export function useNotifications() {
  const queryClient = useQueryClient();
  const { data, isPending, refetch } = useQuery({
    queryKey: queryKeys.account.notifications,
    queryFn: ({ signal }) => fetchNotifications({ signal }),
  });
  const { run, isBusy } = useBusyIds();
  const list = data ?? EMPTY;

  const change = (update: (current: NotificationList) => NotificationList) =>
    queryClient.setQueryData<NotificationList>(queryKeys.account.notifications, (current) =>
      update(current ?? EMPTY),
    );

  /** The list without notification `id`, or with it read; the unread count follows. */
  const changeOne = (id: string, update: 'read' | 'delete') =>
    change(({ notifications, unread_count }) => {
      const wasUnread = notifications.some((item) => item.id === id && !item.is_read);
      return {
        notifications:
          update === 'delete'
            ? notifications.filter((item) => item.id !== id)
            : notifications.map((item) => (item.id === id ? { ...item, is_read: true } : item)),
        unread_count: Math.max(0, unread_count - (wasUnread ? 1 : 0)),
      };
    });

  const markRead = (id: string) =>
    run(`read:${id}`, async () => {
      try {
        await markNotificationRead(id);
        changeOne(id, 'read');
      } catch {
        toast.error(DASHBOARD_MESSAGES.notificationUpdateFailed);
      }
    });

  const markAllRead = () =>
    run('read-all', async () => {
      try {
        await markAllNotificationsRead();
        change(({ notifications }) => ({
          notifications: notifications.map((item) => ({ ...item, is_read: true })),
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
        changeOne(id, 'delete');
      } catch {
        toast.error(DASHBOARD_MESSAGES.notificationDeleteFailed);
      }
    });

  return {
    notifications: list.notifications,
    unreadCount: list.unread_count,
    isLoading: isPending,
    reload: () => void refetch(),
    markRead,
    markAllRead,
    remove,
    isMarkingRead: (id: string) => isBusy(`read:${id}`),
    isMarkingAllRead: isBusy('read-all'),
    isDeleting: (id: string) => isBusy(`delete:${id}`),
  };
}
