import * as React from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import {BarChart, type BarItemIdentifier} from '@mui/x-charts';

const browsers = ['Chrome', 'Safari', 'Edge', 'Firefox', 'Other'];
const share = [64, 19, 5, 3, 9];

export default function TooltipControlled() {
  // The item the tooltip shows: set by the buttons, or by the pointer through onTooltipItemChange.
  const [tooltipItem, setTooltipItem] = React.useState<BarItemIdentifier | null>({
    type: 'bar',
    seriesId: 'share',
    dataIndex: 1,
  });

  return (
    <Stack spacing={1}>
      <Stack direction="row" spacing={1} sx={{flexWrap: 'wrap'}}>
        {browsers.map((browser, dataIndex) => (
          <Button
            key={browser}
            size="small"
            variant={tooltipItem?.dataIndex === dataIndex ? 'contained' : 'outlined'}
            onClick={() => setTooltipItem({type: 'bar', seriesId: 'share', dataIndex})}
          >
            {browser}
          </Button>
        ))}
        <Button size="small" onClick={() => setTooltipItem(null)}>
          Hide
        </Button>
      </Stack>
      <BarChart
        height={300}
        xAxis={[{scaleType: 'band', data: browsers}]}
        series={[{id: 'share', data: share, label: 'Share of visits', valueFormatter: (value) => `${value}%`}]}
        // Item tooltip, attached above the bar it describes.
        slotProps={{tooltip: {trigger: 'item', anchor: 'node', position: 'top'}}}
        tooltipItem={tooltipItem}
        onTooltipItemChange={(item) => setTooltipItem(item as BarItemIdentifier | null)}
        hideLegend
      />
    </Stack>
  );
}
