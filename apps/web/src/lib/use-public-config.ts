import { useQuery } from '@tanstack/react-query';
import { api } from './api-client';

export interface PublicConfig {
  empresa: string;
  versao: string;
  ambiente: 'dev' | 'prod';
  maxUploadBytes: number;
  caixaDeEmailDev: boolean;
}

/** What the server lets the browser know of its configuration (GET /api/config), cached for the session. */
export function usePublicConfig() {
  return useQuery({ queryKey: ['config'], queryFn: () => api<PublicConfig>('/config'), staleTime: Infinity });
}
