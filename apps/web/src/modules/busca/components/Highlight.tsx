import { Box } from '@mui/material';
import { highlightRanges } from '../highlight-ranges';

/** A text with the words searched in bold. */
export function Highlight({ text, q }: { text: string; q: string }) {
  const parts: React.ReactNode[] = [];
  let at = 0;
  for (const [start, end] of highlightRanges(text, q)) {
    if (start > at) parts.push(text.slice(at, start));
    parts.push(
      <Box
        component="mark"
        key={start}
        sx={{ bgcolor: 'transparent', color: 'inherit', fontWeight: 700, textDecoration: 'underline' }}
      >
        {text.slice(start, end)}
      </Box>,
    );
    at = end;
  }
  if (at < text.length) parts.push(text.slice(at));
  return <>{parts}</>;
}
