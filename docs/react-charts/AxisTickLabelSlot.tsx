import * as React from 'react';
import {BarChart, ChartsText, type ChartsTextProps} from '@mui/x-charts';

const weekdays = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];
const visits = [410, 380, 455, 470, 520, 760, 690];
const TODAY = 'Fri';

// Replaces every tick label of the chart: today's weekday is drawn bold and in the primary color.
function HighlightedTickLabel(props: ChartsTextProps) {
  const {text, style, ...other} = props;
  const isToday = text === TODAY;
  return (
    <ChartsText
      {...other}
      text={isToday ? `${text} (today)` : text}
      style={{...style, ...(isToday ? {fontWeight: 700, fill: '#1976d2'} : {})}}
    />
  );
}

export default function AxisTickLabelSlot() {
  return (
    <BarChart
      height={280}
      xAxis={[{scaleType: 'band', data: weekdays}]}
      series={[{data: visits, label: 'Store visits'}]}
      slots={{axisTickLabel: HighlightedTickLabel}}
      hideLegend
    />
  );
}
