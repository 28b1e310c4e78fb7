import { Card, CardContent, Stack, Typography } from '@mui/material';
import GavelIcon from '@mui/icons-material/Gavel';
import GroupsIcon from '@mui/icons-material/Groups';
import VisibilityOffIcon from '@mui/icons-material/VisibilityOff';
import { useTranslation } from 'react-i18next';

/** What the channel is: anonymous, why it exists (Lei 14.457/2022) and what happens after sending. */
export function CanalEticaExplicacao() {
  const { t } = useTranslation('etica');
  const itens = [
    { Icon: VisibilityOffIcon, texto: t('publico.anonimo') },
    { Icon: GroupsIcon, texto: t('publico.depois') },
    { Icon: GavelIcon, texto: t('publico.lei') },
  ];
  return (
    <Card variant="outlined" component="section" aria-labelledby="etica-como-funciona">
      <CardContent>
        <Typography variant="h6" component="h2" id="etica-como-funciona" sx={{ mb: 1.5 }}>
          {t('publico.comoFunciona')}
        </Typography>
        <Stack spacing={1.5}>
          {itens.map(({ Icon, texto }) => (
            <Stack key={texto} direction="row" spacing={1.5}>
              <Icon color="primary" aria-hidden sx={{ mt: 0.25 }} />
              <Typography variant="body2">{texto}</Typography>
            </Stack>
          ))}
        </Stack>
      </CardContent>
    </Card>
  );
}
