import * as React from 'react';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import {ChartsTooltipContainer, PieChart, useItemTooltip, type ChartsTooltipProps} from '@mui/x-charts';

const storage = [
  {id: 'photos', value: 41.2, label: 'Photos'},
  {id: 'videos', value: 68.5, label: 'Videos'},
  {id: 'documents', value: 8.9, label: 'Documents'},
  {id: 'apps', value: 22.4, label: 'Apps'},
];
const total = storage.reduce((sum, item) => sum + item.value, 0);

function StorageContent() {
  const tooltip = useItemTooltip<'pie'>();
  if (!tooltip) {
    return null;
  }
  const share = Math.round(((tooltip.value.value ?? 0) / total) * 100);
  return (
    <Paper elevation={3} sx={{p: 1.5, borderInlineStart: 4, borderColor: tooltip.color}}>
      <Typography variant="subtitle2">{tooltip.label}</Typography>
      <Typography variant="body2">
        {tooltip.formattedValue}, {share}% of the used space
      </Typography>
    </Paper>
  );
}

function StorageTooltip(props: ChartsTooltipProps) {
  return (
    <ChartsTooltipContainer {...props}>
      <StorageContent />
    </ChartsTooltipContainer>
  );
}

export default function TooltipItemContent() {
  return (
    <PieChart
      height={260}
      series={[{data: storage, innerRadius: 50, valueFormatter: (item) => `${item.value} GB`}]}
      slots={{tooltip: StorageTooltip}}
    />
  );
}
