import * as React from 'react';
import {BarChart, type BarProps} from '@mui/x-charts';

// A "lollipop": a thin stem and a dot at the end of the bar. It draws the final geometry, without animation.
function LollipopBar(props: BarProps) {
  const {x, y, width, height, layout, color, ownerState, onClick, onPointerEnter, onPointerLeave} = props;
  const vertical = layout === 'vertical';
  const centerX = x + width / 2;
  const centerY = y + height / 2;
  return (
    <g
      onClick={onClick}
      onPointerEnter={onPointerEnter}
      onPointerLeave={onPointerLeave}
      opacity={ownerState.isFaded ? 0.3 : 1}
      data-highlighted={ownerState.isHighlighted || undefined}
    >
      {vertical ? (
        <rect x={centerX - 1.5} y={y} width={3} height={height} fill={color} />
      ) : (
        <rect x={x} y={centerY - 1.5} width={width} height={3} fill={color} />
      )}
      <circle
        cx={vertical ? centerX : x + width}
        cy={vertical ? y : centerY}
        r={ownerState.isHighlighted ? 9 : 7}
        fill={color}
      />
    </g>
  );
}

export default function BarsCustomBarSlot() {
  return (
    <BarChart
      height={300}
      xAxis={[{scaleType: 'band', data: ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun']}]}
      yAxis={[{min: 0, max: 10}]}
      series={[{data: [6.2, 7.5, 5.8, 8.1, 7.0, 9.4, 8.8], label: 'Hours of sleep', color: '#00897b'}]}
      slots={{bar: LollipopBar}}
      hideLegend
    />
  );
}
