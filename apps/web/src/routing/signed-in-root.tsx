import { useEffect } from 'react';
import { Outlet } from 'react-router';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { ptBR as datePickersPtBR } from '@mui/x-date-pickers/locales';
import { AppServices } from '../app/AppServices';
import { MuiRoot } from '../app/MuiRoot';
import { startServiceWorker } from '../app/start-service-worker';
import '../app/dayjs-pt-br';

/**
 * What every signed-in page has around it and the sign-in pages do without: server state, toasts and dialogs
 * (AppServices) and the date pickers in pt-BR (TanStack Query, notistack, MUI X and dayjs stay out of the first
 * download), inside the MUI theme.
 */
export function SignedInRoot() {
  useEffect(startServiceWorker, []);
  return (
    <MuiRoot>
      <LocalizationProvider
        dateAdapter={AdapterDayjs}
        adapterLocale="pt-br"
        localeText={datePickersPtBR.components.MuiLocalizationProvider.defaultProps.localeText}
      >
        <AppServices>
          <Outlet />
        </AppServices>
      </LocalizationProvider>
    </MuiRoot>
  );
}
