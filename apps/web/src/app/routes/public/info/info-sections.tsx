import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

export type InfoSection = { title: string; body: string | readonly string[] };

/** Titled sections of a text page (terms, about, privacy, help), each a heading and its paragraphs. */
export function InfoSections({ sections }: { sections: readonly InfoSection[] }) {
  return (
    <Box sx={{ mb: 5 }}>
      {sections.map((section) => (
        <Box component="section" key={section.title} sx={{ mb: 2.5 }}>
          <Typography component="h2" variant="h6" sx={{ fontWeight: 700, mb: 0.5 }}>
            {section.title}
          </Typography>
          {(typeof section.body === 'string' ? [section.body] : section.body).map((paragraph) => (
            <Typography key={paragraph} sx={{ mb: 1 }}>
              {paragraph}
            </Typography>
          ))}
        </Box>
      ))}
    </Box>
  );
}
