import { Box, Card, CardContent, Chip, List, ListItem, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { RELEASE_NOTES, splitReleaseNoteLine } from '@portal/domain';

function NoteLines({ title, lines }: { title: string; lines: string[] }) {
  if (lines.length === 0) return null;
  return (
    <Box sx={{ mt: 2 }}>
      <Typography variant="subtitle2" color="text.secondary">
        {title}
      </Typography>
      <List dense disablePadding>
        {lines.map((line) => {
          const { tag, texto } = splitReleaseNoteLine(line);
          return (
            <ListItem key={line} disableGutters sx={{ alignItems: 'flex-start', gap: 1 }}>
              {tag && (
                <Chip label={tag} size="small" color="primary" variant="outlined" sx={{ flexShrink: 0 }} />
              )}
              <Typography variant="body2">{texto}</Typography>
            </ListItem>
          );
        })}
      </List>
    </Box>
  );
}

/** /versoesSistema: the release notes, newest first, improvements and fixes with their module tags. */
export function ReleaseNotesPage() {
  const { t } = useTranslation();
  return (
    <Box>
      <Typography variant="h4" component="h1" gutterBottom>
        {t('versoes.titulo')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {t('versoes.subtitulo')}
      </Typography>
      <Stack spacing={2}>
        {RELEASE_NOTES.map((note, i) => (
          <Card key={note.versao} variant="outlined" component="section" aria-label={`Versão ${note.versao}`}>
            <CardContent>
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                <Typography variant="h6" component="h2">
                  {note.versao}
                </Typography>
                <Typography color="text.secondary">{note.data}</Typography>
                {i === 0 && <Chip label={t('versoes.atual')} size="small" color="secondary" />}
              </Stack>
              <NoteLines title={t('versoes.melhorias')} lines={note.melhorias} />
              <NoteLines title={t('versoes.bugs')} lines={note.bug} />
              {note.melhorias.length + note.bug.length === 0 && (
                <Typography color="text.secondary">{t('versoes.vazio')}</Typography>
              )}
            </CardContent>
          </Card>
        ))}
      </Stack>
    </Box>
  );
}
