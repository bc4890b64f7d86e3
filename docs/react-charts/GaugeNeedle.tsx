import * as React from 'react';
import {GaugeContainer, GaugeReferenceArc, GaugeValueArc, useGaugeState} from '@mui/x-charts';

function Needle() {
  const {valueAngle, outerRadius, cx, cy} = useGaugeState();
  if (valueAngle === null) {
    return null;
  }
  const target = {
    x: cx + outerRadius * Math.sin(valueAngle),
    y: cy - outerRadius * Math.cos(valueAngle),
  };
  // currentColor follows the page's text colour in light and dark mode.
  return (
    <g>
      <circle cx={cx} cy={cy} r={5} fill="currentColor" />
      <path d={`M ${cx} ${cy} L ${target.x} ${target.y}`} stroke="currentColor" strokeWidth={3} />
    </g>
  );
}

export default function GaugeNeedle() {
  return (
    <GaugeContainer width={200} height={200} startAngle={-110} endAngle={110} value={72} aria-label="Speed, km/h">
      <GaugeReferenceArc />
      <GaugeValueArc />
      <Needle />
    </GaugeContainer>
  );
}
