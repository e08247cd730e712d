// A board's tasks by due date: a subpath of its own (`@tandem/ui/calendar`), so an app can load
// it only when the calendar is shown.
export {
  addDays,
  type CalendarMode,
  calendarDays,
  dayOf,
  startOfWeek,
  type WeekStart,
} from './calendar-dates';
export { TaskCalendar, type TaskCalendarProps } from './task-calendar';
