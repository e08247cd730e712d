export {
  describeNotification,
  SYSTEM_ACTOR,
  taskLabel,
  UNKNOWN_ACTOR,
} from './describe-notification';
export { groupNotifications, type NotificationGroup } from './group-notifications';
export { bellLabel, NotificationBell, type NotificationBellProps } from './notification-bell';
export { NotificationItem, type NotificationItemProps } from './notification-item';
export { NotificationList, type NotificationListProps } from './notification-list';
export {
  type InboxNotification,
  NOTIFICATION_KINDS,
  type NotificationKind,
  type NotificationNames,
  type NotificationPerson,
} from './notification-types';
