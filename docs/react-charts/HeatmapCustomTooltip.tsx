import * as React from 'react';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import {ChartsTooltipContainer, Heatmap, useItemTooltip, type HeatmapTooltipProps} from '@mui/x-charts-pro';

const hours = ['8h', '9h', '10h', '11h', '12h', '13h', '14h', '15h', '16h', '17h'];
const days = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'];
// Support tickets opened per hour on an average week.
const dayProfile = [1.3, 1.1, 1, 0.95, 0.8];
const hourProfile = [14, 22, 27, 25, 16, 12, 19, 21, 18, 11];
const data = days.flatMap((_, day) =>
  hourProfile.map((base, hour): [number, number, number] => [hour, day, Math.round(base * dayProfile[day])]),
);
const dailyTotals = days.map((_, day) =>
  data.filter(([, cellDay]) => cellDay === day).reduce((sum, [, , value]) => sum + value, 0),
);
// Four agents answer about 6 tickets an hour each.
const CAPACITY = 24;

// The content reads the hovered cell from the tooltip hook: for a heatmap, its value is the [x, y, value] tuple.
function TicketTooltipContent() {
  const item = useItemTooltip<'heatmap'>();
  if (!item) {
    return null;
  }
  const [hour, day, tickets] = item.value;
  const share = Math.round((tickets / dailyTotals[day]) * 100);
  return (
    <Paper elevation={3} sx={{px: 1.5, py: 1}}>
      <Typography variant="subtitle2">
        {days[day]}, {hours[hour]}
      </Typography>
      <Typography variant="body2">
        {tickets} tickets, {share}% of the day
      </Typography>
      {tickets > CAPACITY && (
        <Typography variant="body2" color="error">
          Above the capacity of {CAPACITY} per hour
        </Typography>
      )}
    </Paper>
  );
}

// The tooltip slot: the container positions the popper, the content is ours.
function TicketTooltip(props: HeatmapTooltipProps) {
  return (
    <ChartsTooltipContainer {...props} trigger="item">
      <TicketTooltipContent />
    </ChartsTooltipContainer>
  );
}

export default function HeatmapCustomTooltip() {
  return (
    <Heatmap
      height={300}
      xAxis={[{data: hours}]}
      yAxis={[{data: days, width: 80}]}
      zAxis={[{colorMap: {type: 'continuous', min: 0, max: 36, color: ['#e8f5e9', '#1b5e20']}}]}
      series={[{data, label: 'Tickets'}]}
      slots={{tooltip: TicketTooltip}}
    />
  );
}
