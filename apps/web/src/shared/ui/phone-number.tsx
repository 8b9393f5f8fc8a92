import Box from '@mui/material/Box';

/** A phone number inside a sentence: left to right, bold, never broken across lines. */
export function PhoneNumber({ value }: { value: string }) {
  return (
    <Box component="bdi" dir="ltr" sx={{ whiteSpace: 'nowrap', fontWeight: 600, color: 'text.primary' }}>
      {value}
    </Box>
  );
}
