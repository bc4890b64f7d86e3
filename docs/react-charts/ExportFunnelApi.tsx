import * as React from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import DownloadIcon from '@mui/icons-material/Download';
import {FunnelChart} from '@mui/x-charts-pro/FunnelChart';
import {useChartProApiRef} from '@mui/x-charts-pro/hooks';

const steps = [
  {label: 'Visited the shop', value: 18400},
  {label: 'Viewed a product', value: 9600},
  {label: 'Added to cart', value: 3100},
  {label: 'Started checkout', value: 1700},
  {label: 'Paid', value: 1240},
];

export default function ExportFunnelApi() {
  const apiRef = useChartProApiRef<'funnel'>();
  return (
    <Stack spacing={1} sx={{alignItems: 'flex-start'}}>
      <Button
        size="small"
        startIcon={<DownloadIcon />}
        onClick={() => apiRef.current?.exportAsImage({type: 'image/png', fileName: 'checkout-funnel'})}
      >
        Download the funnel as PNG
      </Button>
      <FunnelChart
        apiRef={apiRef}
        height={300}
        series={[{data: steps, valueFormatter: ({value}) => `${value} sessions`}]}
      />
    </Stack>
  );
}
