import type { ReactNode } from 'react';
import { Card, CardContent, Stack, Typography } from '@mui/material';

/** One section of the report, titled as in the PDF; sections never split across printed pages when they fit. */
export function RdoSecaoCard({
  titulo,
  extra,
  children,
}: {
  titulo: string;
  extra?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Card variant="outlined" component="section" sx={{ height: '100%', breakInside: 'avoid' }}>
      <CardContent>
        <Stack
          direction="row"
          sx={{ justifyContent: 'space-between', alignItems: 'baseline', gap: 1, mb: 1.5 }}
        >
          <Typography variant="h6" component="h2">
            {titulo}
          </Typography>
          {extra}
        </Stack>
        {children}
      </CardContent>
    </Card>
  );
}
