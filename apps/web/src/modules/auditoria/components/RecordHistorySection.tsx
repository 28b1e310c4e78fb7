import { Card, CardContent, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { isClientUser } from '@portal/domain';
import { RecordHistory } from './RecordHistory';
import { useSessionStore } from '../../../session/session.store';

/** A record's change history (who changed which field, before → after), for staff only. */
export function RecordHistorySection({
  entidade,
  id,
  versao,
}: {
  entidade: string;
  id: string;
  versao: string | number;
}) {
  const { t } = useTranslation();
  const interno = useSessionStore((s) => !!s.user && !isClientUser(s.user));
  if (!interno) return null;
  return (
    <Card variant="outlined" component="section">
      <CardContent>
        <Typography variant="h6" component="h2" sx={{ mb: 1.5 }}>
          {t('workflow.historico')}
        </Typography>
        <RecordHistory entidade={entidade} id={id} versao={versao} />
      </CardContent>
    </Card>
  );
}
