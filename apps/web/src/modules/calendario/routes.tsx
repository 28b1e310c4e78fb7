import { lazy } from 'react';
import type { ProfileCard, RouteEntry } from '../../routing/route-entry';

/** The calendar feed has no page of its own: it is made and revoked on one's profile. */
export const routes: RouteEntry[] = [];

/** "Calendário" on one's own profile: the ICS address to subscribe from Outlook or Google Agenda. */
export const profileCards: ProfileCard[] = [
  {
    id: 'calendario',
    order: 20,
    component: lazy(async () => ({
      default: (await import('./components/CalendarioAssinaturaCard')).CalendarioAssinaturaCard,
    })),
  },
];
