import type { ReactNode } from 'react';
import { Box, Card, CardContent, Stack, Typography } from '@mui/material';

/** One part of a daily log (form or view): a titled card, with room for a total beside the title. */
export function DiarioSecao({
  id,
  title,
  aside,
  children,
}: {
  id: string;
  title: string;
  aside?: ReactNode;
  children: ReactNode;
}) {
  const headingId = `diario-os-${id}`;
  return (
    <Card variant="outlined" component="section" aria-labelledby={headingId}>
      <CardContent sx={{ px: { xs: 1.5, sm: 2 } }}>
        <Stack
          direction="row"
          spacing={1}
          useFlexGap
          sx={{ justifyContent: 'space-between', alignItems: 'center', flexWrap: 'wrap', mb: 2 }}
        >
          <Typography variant="h6" component="h2" id={headingId}>
            {title}
          </Typography>
          {aside && <Box>{aside}</Box>}
        </Stack>
        {children}
      </CardContent>
    </Card>
  );
}
