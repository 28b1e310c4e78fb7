import { useState } from 'react';
import { Box, Button, Card, CardContent, Container, Link, Stack, TextField, Typography } from '@mui/material';
import RefreshIcon from '@mui/icons-material/Refresh';
import { Navigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@portal/domain';
import { usePublicConfig } from '../../../lib/use-public-config';
import { PageLoading } from '../../../layout/PageLoading';
import { useDevMailbox } from '../platform.queries';

/** Turns the URLs of a plain-text mail into links. */
function Linkified({ text }: { text: string }) {
  const parts = text.split(/(https?:\/\/\S+)/g);
  return (
    <Typography component="pre" variant="body2" sx={{ whiteSpace: 'pre-wrap', fontFamily: 'inherit', m: 0 }}>
      {parts.map((part, i) =>
        /^https?:\/\//.test(part) ? (
          <Link key={i} href={part}>
            {part}
          </Link>
        ) : (
          part
        ),
      )}
    </Typography>
  );
}

/** /dev/mailbox: the mails the portal sent while there is no SMTP server (development only). */
export function DevMailboxPage() {
  const { t } = useTranslation();
  const [to, setTo] = useState('');
  const config = usePublicConfig();
  const mails = useDevMailbox(to, config.data?.caixaDeEmailDev === true);
  if (config.data && !config.data.caixaDeEmailDev) return <Navigate to="/404?de=/dev/mailbox" replace />;
  return (
    <Container component="main" maxWidth="md" sx={{ py: 4 }}>
      <Typography variant="h4" component="h1" gutterBottom>
        {t('caixa.titulo')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {t('caixa.texto')}
      </Typography>
      <Stack direction="row" spacing={2} sx={{ mb: 3 }}>
        <TextField
          label={t('caixa.filtrar')}
          size="small"
          value={to}
          onChange={(e) => setTo(e.target.value)}
          sx={{ flex: 1 }}
        />
        <Button startIcon={<RefreshIcon />} onClick={() => void mails.refetch()}>
          {t('caixa.atualizar')}
        </Button>
      </Stack>
      {config.isPending || mails.isPending ? (
        <PageLoading />
      ) : mails.isError ? (
        <Typography color="error">{t('erros.carregar')}</Typography>
      ) : mails.data.items.length === 0 ? (
        <Typography color="text.secondary">{t('caixa.vazio')}</Typography>
      ) : (
        <Stack spacing={2}>
          {mails.data.items.map((mail) => (
            <Card key={mail.id} variant="outlined" component="article" aria-label={mail.subject}>
              <CardContent>
                <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
                  {mail.subject}
                </Typography>
                <Typography variant="caption" color="text.secondary" component="p" sx={{ mb: 1 }}>
                  {t('caixa.para')}: {mail.to} · {formatDateTime(mail.createdAt)}
                </Typography>
                <Box sx={{ bgcolor: 'background.default', p: 2, borderRadius: 1 }}>
                  <Linkified text={mail.text} />
                </Box>
              </CardContent>
            </Card>
          ))}
        </Stack>
      )}
    </Container>
  );
}
