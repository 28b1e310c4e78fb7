/** The calendar module's public surface: a module adds its events to everyone's feed through `app.calendar`. */
export type { CalendarContext, CalendarEvent, CalendarRange, CalendarSource } from './calendar-registry';
