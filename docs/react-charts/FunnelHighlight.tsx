import * as React from 'react';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import {FunnelChart, type HighlightItemData} from '@mui/x-charts-pro';

const stages = [
  {label: 'Downloaded', value: 9600},
  {label: 'Registered', value: 6100},
  {label: 'Completed profile', value: 3300},
  {label: 'Subscribed', value: 740},
];

export default function FunnelHighlight() {
  const [highlighted, setHighlighted] = React.useState<HighlightItemData | null>({seriesId: 'app', dataIndex: 2});

  return (
    <Stack spacing={1}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={highlighted?.dataIndex ?? null}
        onChange={(_, value: number | null) =>
          setHighlighted(value === null ? null : {seriesId: 'app', dataIndex: value})
        }
        aria-label="Highlighted stage"
        sx={{flexWrap: 'wrap'}}
      >
        {stages.map((stage, index) => (
          <ToggleButton key={stage.label} value={index}>
            {stage.label}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <FunnelChart
        height={300}
        series={[{id: 'app', data: stages, highlightScope: {highlight: 'item', fade: 'global'}}]}
        // Controlled: the buttons and the pointer both change the highlighted section.
        highlightedItem={highlighted}
        onHighlightChange={setHighlighted}
        hideLegend
      />
    </Stack>
  );
}
