import ShowChartIcon from '@mui/icons-material/ShowChart';
import Avatar from '@mui/material/Avatar';

/** A company's logo; when it has none or the image fails, the default mark on a dark background. */
export function StockLogo({ logo, name, size = 40 }: { logo: string | null; name: string; size?: number }) {
  return (
    <Avatar
      src={logo ?? undefined}
      alt={name}
      variant="rounded"
      sx={{
        width: size,
        height: size,
        bgcolor: 'background.paper',
        border: 1,
        borderColor: 'divider',
        // MUI adds this class whenever no image is shown (none given, or it failed to load).
        '&.MuiAvatar-colorDefault': { bgcolor: '#14143A', color: '#FFFFFF' },
      }}
    >
      <ShowChartIcon aria-hidden sx={{ fontSize: size * 0.6 }} />
    </Avatar>
  );
}
