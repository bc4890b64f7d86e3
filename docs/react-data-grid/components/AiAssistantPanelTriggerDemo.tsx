import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import AutoAwesomeIcon from '@mui/icons-material/AutoAwesome';
import {
  AiAssistantPanelTrigger,
  DataGridPremium,
  GridAiAssistantPanel,
  Toolbar,
  type GridColDef,
  type PromptResponse,
} from '@mui/x-data-grid-premium';
import {ORDERS, type Order} from '@site/src/demo-data/orders';

const columns: GridColDef<Order>[] = [
  {field: 'date', headerName: 'Date', type: 'date', width: 120},
  {field: 'customer', headerName: 'Customer', width: 170},
  {field: 'country', headerName: 'Country', width: 130},
  {field: 'product', headerName: 'Product', width: 170},
  {field: 'quantity', headerName: 'Qty', type: 'number', width: 80},
];

// A canned, in-memory stand-in for a prompt-processing service (no network call).
function resolvePromptInMemory(prompt: string): Promise<PromptResponse> {
  const text = prompt.toLowerCase();
  const response: PromptResponse = {
    conversationId: 'in-memory',
    select: -1,
    filters: [],
    aggregation: {},
    sorting: [],
    grouping: [],
    pivoting: {},
    chart: null,
  };
  return new Promise((resolve, reject) => {
    setTimeout(() => {
      if (text.includes('japan')) {
        resolve({...response, filters: [{column: 'country', operator: 'equals', value: 'Japan'}]});
      } else if (text.includes('largest')) {
        resolve({...response, sorting: [{column: 'quantity', direction: 'desc'}]});
      } else {
        reject(new Error('The demo service only knows the suggested prompts.'));
      }
    }, 600);
  });
}

function AssistantToolbar() {
  return (
    <Toolbar>
      <AiAssistantPanelTrigger
        render={(props, state) => (
          <Button
            {...props}
            size="small"
            startIcon={<AutoAwesomeIcon />}
            variant={state.open ? 'contained' : 'outlined'}
          >
            Ask the table
          </Button>
        )}
      />
    </Toolbar>
  );
}

export default function AiAssistantPanelTriggerDemo() {
  return (
    <Box sx={{height: 480, width: '100%'}}>
      <DataGridPremium
        rows={ORDERS}
        columns={columns}
        aiAssistant
        onPrompt={resolvePromptInMemory}
        aiAssistantSuggestions={[{value: 'Orders from Japan'}, {value: 'Largest orders first'}]}
        slots={{toolbar: AssistantToolbar, aiAssistantPanel: GridAiAssistantPanel}}
        showToolbar
      />
    </Box>
  );
}
