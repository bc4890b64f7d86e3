import * as React from 'react';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import {LineChart} from '@mui/x-charts';

const sensors = [
  {id: 'kitchen', label: 'Kitchen', color: '#e53935', data: [21.5, 22.1, 23.8, 24.2, 22.9, 21.7]},
  {id: 'bedroom', label: 'Bedroom', color: '#1e88e5', data: [18.2, 18.0, 18.9, 19.6, 19.1, 18.4]},
  {id: 'office', label: 'Office', color: '#43a047', data: [19.8, 21.2, 22.4, 22.9, 22.0, 20.5]},
];
const times = ['06:00', '09:00', '12:00', '15:00', '18:00', '21:00'];

export default function LegendCustomHtml() {
  const [visible, setVisible] = React.useState<string[]>(sensors.map((sensor) => sensor.id));

  return (
    <Box>
      {/* An HTML legend: real checkboxes, keyboard accessible, wraps in narrow layouts. */}
      <FormGroup row aria-label="Rooms shown in the chart" sx={{justifyContent: 'center'}}>
        {sensors.map((sensor) => (
          <FormControlLabel
            key={sensor.id}
            label={sensor.label}
            control={
              <Checkbox
                checked={visible.includes(sensor.id)}
                onChange={(event) =>
                  setVisible((current) =>
                    event.target.checked ? [...current, sensor.id] : current.filter((id) => id !== sensor.id),
                  )
                }
                sx={{color: sensor.color, '&.Mui-checked': {color: sensor.color}}}
              />
            }
          />
        ))}
      </FormGroup>
      <LineChart
        height={280}
        xAxis={[{scaleType: 'point', data: times}]}
        yAxis={[{min: 16, max: 26, valueFormatter: (value: number) => `${value} °C`}]}
        series={sensors
          .filter((sensor) => visible.includes(sensor.id))
          .map(({id, label, color, data}) => ({id, label, color, data}))}
        hideLegend
      />
    </Box>
  );
}
