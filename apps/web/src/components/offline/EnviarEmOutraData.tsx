import { useState } from 'react';
import { Button, Stack } from '@mui/material';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { formatDate, todayInSaoPaulo } from '@portal/domain';
import { reenviarComMudanca } from '../../lib/offline/guardar-envio';
import type { EnvioGuardado } from '../../lib/offline/envios-db';

/**
 * A record kept on the device for a day someone else reported first: the user picks another day (today at the
 * latest) and it is sent again for that day, under the same label with the new date.
 */
export function EnviarEmOutraData({
  envio,
  data,
  comData,
}: {
  envio: EnvioGuardado;
  /** The day the record was made for (aaaa-mm-dd). */
  data: string;
  /** The record's data as it is sent for `novaData`. */
  comData: (novaData: string) => unknown;
}) {
  const { t } = useTranslation('envios');
  const hoje = todayInSaoPaulo();
  const [novaData, setNovaData] = useState(data);
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'center' } }}>
      <DatePicker
        label={t('outraData.campo')}
        value={dayjs(novaData)}
        format="DD/MM/YYYY"
        maxDate={dayjs(hoje)}
        onChange={(value) => {
          if (value?.isValid()) setNovaData(value.format('YYYY-MM-DD'));
        }}
        slotProps={{ textField: { size: 'small', sx: { width: { xs: '100%', sm: 200 } } } }}
      />
      <Button
        variant="outlined"
        disabled={novaData === data || novaData > hoje}
        onClick={() =>
          void reenviarComMudanca(envio.id, (e) => ({
            dados: comData(novaData),
            rotulo: e.rotulo.replace(formatDate(data), formatDate(novaData)),
          }))
        }
      >
        {t('outraData.enviar', { data: formatDate(novaData) })}
      </Button>
    </Stack>
  );
}
