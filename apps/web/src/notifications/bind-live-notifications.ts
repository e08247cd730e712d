// The binding's code, a chunk of its own: the bell paints first, its live updates follow.
export { bindNotificationsToCache } from '@tandem/api-client/react-query';
