import * as React from 'react';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Tooltip from '@mui/material/Tooltip';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutline';
import {RichTreeViewPro, TreeItem, type TreeItemProps} from '@mui/x-tree-view-pro';

type Region = {id: string; label: string; childrenCount: number};

const REGIONS: Record<string, string[]> = {
  '': ['Europe', 'North America', 'Oceania'],
  Europe: ['Lisbon', 'Lyon', 'Rotterdam'],
  'North America': ['Toronto', 'Denver'],
};

// Oceania's warehouses cannot be listed: its request always fails.
const dataSource = {
  getTreeItems: (parentId?: string) =>
    new Promise<Region[]>((resolve, reject) => {
      setTimeout(() => {
        if (parentId === 'Oceania') {
          reject(new Error('Service unavailable'));
          return;
        }
        const names = REGIONS[parentId ?? ''] ?? [];
        resolve(
          names.map((name) => ({id: name, label: name, childrenCount: REGIONS[name]?.length ?? (parentId ? 0 : 2)})),
        );
      }, 1200);
    }),
  getChildrenCount: (region: Region) => region.childrenCount,
};

function Spinner() {
  return <CircularProgress size={14} thickness={6} aria-label="Loading" />;
}

function ErrorBadge() {
  return (
    <Tooltip title="Could not load the warehouses of this region">
      <ErrorOutlineIcon color="error" sx={{fontSize: 16}} />
    </Tooltip>
  );
}

// The loading and error indicators are slots of each TreeItem, so the tree gets a custom item.
const WarehouseItem = React.forwardRef<HTMLLIElement, TreeItemProps>(function WarehouseItem(props, ref) {
  return <TreeItem {...props} ref={ref} slots={{loadingIcon: Spinner, errorIcon: ErrorBadge}} />;
});

export default function LazyLoadingCustomIndicators() {
  return (
    <Box sx={{minHeight: 240, minWidth: 260}}>
      <RichTreeViewPro
        aria-label="Warehouses by region"
        items={[]}
        dataSource={dataSource}
        slots={{item: WarehouseItem}}
      />
    </Box>
  );
}
