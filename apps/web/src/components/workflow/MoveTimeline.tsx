import { Box, Chip, Stack, Typography } from '@mui/material';
import AttachFileIcon from '@mui/icons-material/AttachFile';
import { useTranslation } from 'react-i18next';
import { formatDateTime, type TMoveMade } from '@portal/domain';

/** A record's moves, oldest first: who moved it from what to what, when, for whom, why and with which files. */
export function MoveTimeline({ moves }: { moves: readonly TMoveMade[] }) {
  const { t } = useTranslation();
  if (moves.length === 0)
    return (
      <Typography variant="body2" color="text.secondary">
        {t('workflow.semMovimentos')}
      </Typography>
    );
  return (
    <Stack component="ol" spacing={0} sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {moves.map((m, i) => (
        <Box
          component="li"
          key={`${m.em}-${i}`}
          sx={{
            position: 'relative',
            pl: 3,
            pb: i === moves.length - 1 ? 0 : 2,
            // The rail between the dots.
            '&::before': {
              content: '""',
              position: 'absolute',
              left: 5,
              top: 14,
              bottom: 0,
              borderLeft: i === moves.length - 1 ? 'none' : '2px solid',
              borderColor: 'divider',
            },
          }}
        >
          <Box
            aria-hidden
            sx={{
              position: 'absolute',
              left: 0,
              top: 5,
              width: 12,
              height: 12,
              borderRadius: '50%',
              bgcolor: 'primary.main',
            }}
          />
          <Typography variant="body2" sx={{ fontWeight: 600 }}>
            {t('workflow.dePara', { de: m.deLabel, para: m.paraLabel })}
          </Typography>
          <Typography variant="caption" color="text.secondary" component="p">
            {m.substituindo
              ? t('workflow.porSubstituindo', {
                  por: m.por,
                  substituindo: m.substituindo,
                  em: formatDateTime(m.em),
                })
              : t('workflow.por', { por: m.por, em: formatDateTime(m.em) })}
          </Typography>
          {m.motivo && (
            <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', mt: 0.5 }}>
              {t('workflow.motivo', { motivo: m.motivo })}
            </Typography>
          )}
          {m.arquivos.length > 0 && (
            <Stack direction="row" useFlexGap spacing={1} sx={{ flexWrap: 'wrap', mt: 0.5 }}>
              {m.arquivos.map((a) => (
                <Chip
                  key={a.id}
                  size="small"
                  variant="outlined"
                  icon={<AttachFileIcon />}
                  label={a.nome}
                  component="a"
                  href={`/api/arquivos/${a.id}`}
                  download
                  clickable
                />
              ))}
            </Stack>
          )}
        </Box>
      ))}
    </Stack>
  );
}
