import * as React from 'react';
import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import {
  ChartsItemTooltipContent,
  ChartsTooltipContainer,
  ScatterChart,
  useItemTooltip,
  type ChartsTooltipContainerProps,
} from '@mui/x-charts';

const employees = [
  {id: 'Ana', x: 3, y: 52},
  {id: 'Ben', x: 6, y: 61},
  {id: 'Chloé', x: 9, y: 70},
  {id: 'Dmitri', x: 12, y: 74},
  {id: 'Eva', x: 4, y: 58},
  {id: 'Farid', x: 15, y: 83},
];

// A footer under the default content: the person behind the point.
function EmployeeFooter() {
  const item = useItemTooltip<'scatter'>();
  if (!item?.value) {
    return null;
  }
  return (
    <Typography variant="caption" sx={{display: 'block', px: 1.5, pb: 1}}>
      {item.value.id}: {item.value.x} years of experience
    </Typography>
  );
}

function EmployeeTooltip(props: ChartsTooltipContainerProps) {
  return (
    <ChartsTooltipContainer {...props}>
      <Paper elevation={0}>
        {/* The default content keeps its look; the footer is ours. */}
        <ChartsItemTooltipContent />
        <Divider />
        <EmployeeFooter />
      </Paper>
    </ChartsTooltipContainer>
  );
}

export default function TooltipDefaultContentExtended() {
  return (
    <ScatterChart
      height={300}
      xAxis={[{label: 'Years of experience'}]}
      yAxis={[{label: 'Salary (k€)'}]}
      series={[
        {data: employees, label: 'Engineers', markerSize: 6, valueFormatter: (point) => point && `${point.y} k€`},
      ]}
      slots={{tooltip: EmployeeTooltip}}
    />
  );
}
