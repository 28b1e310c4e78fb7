import {
  Card,
  CardContent,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import { useTranslation } from 'react-i18next';
import { formatDecimal, type TOs } from '@portal/domain';
import { OsProgresso } from './OsProgresso';

/** The order's progress and, per EAP item, the quantity to execute, what the logs executed and the percentage. */
export function OsAvancoCard({ os }: { os: TOs }) {
  const { t } = useTranslation('os');
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  return (
    <Card variant="outlined" component="section" aria-labelledby="os-avanco">
      <CardContent>
        <Typography id="os-avanco" variant="h6" component="h2">
          {t('pagina.avanco')}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
          {t('pagina.avancoTexto')}
        </Typography>
        <Stack sx={{ mb: 2 }} data-testid="os-progresso">
          <OsProgresso valor={os.progresso} label={t('pagina.avanco')} />
        </Stack>
        {os.itens.length === 0 ? (
          <Typography color="text.secondary">{t('pagina.semItens')}</Typography>
        ) : phone ? (
          <Stack spacing={1.5}>
            {os.itens.map((item) => (
              <Stack key={item.eapItemId} spacing={0.5}>
                <Typography variant="body2" sx={{ fontWeight: 600 }}>
                  {item.codigo} · {item.descricao}
                </Typography>
                <Typography variant="caption" color="text.secondary">
                  {formatDecimal(item.executado, 3)} / {formatDecimal(item.quantidade, 3)} {item.unidade}
                </Typography>
                <OsProgresso valor={item.percentual} label={item.descricao} />
              </Stack>
            ))}
          </Stack>
        ) : (
          <Table size="small">
            <TableHead>
              <TableRow>
                <TableCell>{t('campos.item')}</TableCell>
                <TableCell align="right">{t('campos.quantidade')}</TableCell>
                <TableCell align="right">{t('campos.executado')}</TableCell>
                <TableCell sx={{ width: 200 }}>{t('campos.progresso')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {os.itens.map((item) => (
                <TableRow key={item.eapItemId}>
                  <TableCell>
                    {item.codigo} · {item.descricao}
                  </TableCell>
                  <TableCell align="right">
                    {formatDecimal(item.quantidade, 3)} {item.unidade}
                  </TableCell>
                  <TableCell align="right">
                    {formatDecimal(item.executado, 3)} {item.unidade}
                  </TableCell>
                  <TableCell>
                    <OsProgresso valor={item.percentual} label={item.descricao} />
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </CardContent>
    </Card>
  );
}
