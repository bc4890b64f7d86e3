import * as React from 'react';
import {useTheme} from '@mui/material/styles';
import {PieChart, useDrawingArea} from '@mui/x-charts';

const tasks = [
  {id: 'done', value: 34, label: 'Done'},
  {id: 'review', value: 9, label: 'In review'},
  {id: 'todo', value: 17, label: 'To do'},
];

function CenterLabel({children}: {children: React.ReactNode}) {
  const theme = useTheme();
  const {left, top, width, height} = useDrawingArea();
  return (
    <text
      x={left + width / 2}
      y={top + height / 2}
      textAnchor="middle"
      dominantBaseline="central"
      fontSize={18}
      fill={(theme.vars ?? theme).palette.text.primary}
    >
      {children}
    </text>
  );
}

export default function ComponentsCenterLabel() {
  const total = tasks.reduce((sum, task) => sum + task.value, 0);
  return (
    <PieChart height={260} series={[{data: tasks, innerRadius: 70}]}>
      <CenterLabel>{total} tasks</CenterLabel>
    </PieChart>
  );
}
