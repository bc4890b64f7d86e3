import * as React from 'react';
import Stack from '@mui/material/Stack';
import {Gauge} from '@mui/x-charts';

export default function GaugeArcs() {
  return (
    <Stack direction="row" spacing={2} sx={{flexWrap: 'wrap'}}>
      {/* Speedometer */}
      <Gauge width={160} height={140} value={72} startAngle={-110} endAngle={110} />
      {/* Half circle, pushed down so it uses the width of its box */}
      <Gauge width={180} height={110} value={45} startAngle={-90} endAngle={90} cy="85%" innerRadius="70%" />
      {/* Thin ring with rounded ends */}
      <Gauge width={140} height={140} value={87} innerRadius="88%" cornerRadius="50%" />
    </Stack>
  );
}
