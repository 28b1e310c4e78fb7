import { Outlet } from 'react-router';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { ptBR as datePickersPtBR } from '@mui/x-date-pickers/locales';

/**
 * What every signed-in page has around it and the sign-in pages do without: the date pickers in pt-BR (MUI X and
 * dayjs stay out of the first download).
 */
export function SignedInRoot() {
  return (
    <LocalizationProvider
      dateAdapter={AdapterDayjs}
      adapterLocale="pt-br"
      localeText={datePickersPtBR.components.MuiLocalizationProvider.defaultProps.localeText}
    >
      <Outlet />
    </LocalizationProvider>
  );
}
