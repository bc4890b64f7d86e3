import * as React from 'react';
import Box from '@mui/material/Box';
import {RichTreeView, type TreeViewBaseItem} from '@mui/x-tree-view';

type Employee = {employeeNumber: string; fullName: string; jobTitle: string};

const ORG_CHART: TreeViewBaseItem<Employee>[] = [
  {
    employeeNumber: 'E-001',
    fullName: 'Ada Ramos',
    jobTitle: 'CEO',
    children: [
      {
        employeeNumber: 'E-002',
        fullName: 'Lee Chen',
        jobTitle: 'CTO',
        children: [
          {employeeNumber: 'E-004', fullName: 'Priya Nair', jobTitle: 'Engineering manager'},
          {employeeNumber: 'E-005', fullName: 'Tom Okafor', jobTitle: 'Staff engineer'},
        ],
      },
      {employeeNumber: 'E-003', fullName: 'Sam Ito', jobTitle: 'CFO'},
    ],
  },
];

export default function RichItemsCustomShape() {
  return (
    <Box sx={{minHeight: 220, minWidth: 300}}>
      <RichTreeView
        aria-label="Organization chart"
        items={ORG_CHART}
        getItemId={(item) => item.employeeNumber}
        getItemLabel={(item) => `${item.fullName} (${item.jobTitle})`}
        defaultExpandedItems={['E-001', 'E-002']}
      />
    </Box>
  );
}
