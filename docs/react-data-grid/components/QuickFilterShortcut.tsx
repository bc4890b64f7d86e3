import * as React from 'react';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import SearchIcon from '@mui/icons-material/Search';
import {
  DataGrid,
  QuickFilter,
  QuickFilterControl,
  QuickFilterTrigger,
  Toolbar,
  ToolbarButton,
  type GridColDef,
} from '@mui/x-data-grid';
import {ORDERS, type Order} from '@site/src/demo-data/orders';

const columns: GridColDef<Order>[] = [
  {field: 'customer', headerName: 'Customer', width: 170},
  {field: 'product', headerName: 'Product', width: 180},
  {field: 'quantity', headerName: 'Qty', type: 'number', width: 80},
  {field: 'status', headerName: 'Status', width: 120},
];

declare module '@mui/x-data-grid' {
  interface ToolbarPropsOverrides {
    searchExpanded?: boolean;
    onSearchExpandedChange?: (expanded: boolean) => void;
  }
}

type ShortcutToolbarProps = {searchExpanded?: boolean; onSearchExpandedChange?: (expanded: boolean) => void};

function ShortcutToolbar({searchExpanded, onSearchExpandedChange}: ShortcutToolbarProps) {
  return (
    <Toolbar>
      <Typography variant="body2" color="text.secondary" sx={{flex: 1, mx: 0.5}}>
        Press Ctrl+Shift+F (⌘+Shift+F on macOS) to search
      </Typography>
      <QuickFilter
        expanded={searchExpanded}
        onExpandedChange={onSearchExpandedChange}
        style={{display: 'flex', alignItems: 'center', gap: 4}}
      >
        <QuickFilterControl
          render={({ref, slotProps, ...controlProps}, state) => (
            <TextField
              {...controlProps}
              inputRef={ref}
              size="small"
              placeholder="Search orders"
              sx={{width: 200, display: state.expanded ? 'inline-flex' : 'none'}}
              slotProps={{...slotProps, htmlInput: {...slotProps?.htmlInput, 'aria-label': 'Search orders'}}}
            />
          )}
        />
        <QuickFilterTrigger
          render={(props) => (
            <Tooltip title="Search (Ctrl+Shift+F)">
              <ToolbarButton {...props}>
                <SearchIcon fontSize="small" />
              </ToolbarButton>
            </Tooltip>
          )}
        />
      </QuickFilter>
    </Toolbar>
  );
}

export default function QuickFilterShortcut() {
  const [searchExpanded, setSearchExpanded] = React.useState(false);

  React.useEffect(() => {
    const handleKeyDown = (event: KeyboardEvent) => {
      if ((event.ctrlKey || event.metaKey) && event.shiftKey && event.key.toLowerCase() === 'f') {
        event.preventDefault();
        // Opening the field moves the focus into it.
        setSearchExpanded(true);
      }
    };
    document.addEventListener('keydown', handleKeyDown);
    return () => document.removeEventListener('keydown', handleKeyDown);
  }, []);

  return (
    <Box sx={{height: 400, width: '100%'}}>
      <DataGrid
        rows={ORDERS}
        columns={columns}
        slots={{toolbar: ShortcutToolbar}}
        slotProps={{toolbar: {searchExpanded, onSearchExpandedChange: setSearchExpanded}}}
        showToolbar
      />
    </Box>
  );
}
