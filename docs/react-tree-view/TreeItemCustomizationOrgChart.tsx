import * as React from 'react';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {
  RichTreeView,
  TreeItemContent,
  TreeItemGroupTransition,
  TreeItemIcon,
  TreeItemIconContainer,
  TreeItemLabel,
  TreeItemProvider,
  TreeItemRoot,
  useTreeItem,
  useTreeItemModel,
  type UseTreeItemParameters,
} from '@mui/x-tree-view';
import {EMPLOYEES, type Employee} from '@site/src/demo-data/employees';

type OrgNode = {id: string; label: string; employee: Employee; children?: OrgNode[]};

// Turn the flat list (each employee points to a manager) into nested items.
function buildOrgChart(managerId: number | null): OrgNode[] {
  return EMPLOYEES.filter((employee) => employee.managerId === managerId).map((employee) => {
    const children = buildOrgChart(employee.id);
    return {
      id: String(employee.id),
      label: employee.name,
      employee,
      ...(children.length > 0 ? {children} : {}),
    };
  });
}

const ORG_CHART = buildOrgChart(null);

const DEPARTMENT_COLORS: Record<Employee['department'], string> = {
  Engineering: '#1565c0',
  Design: '#ad1457',
  Sales: '#2e7d32',
  Support: '#ef6c00',
  Finance: '#4527a0',
  Marketing: '#00838f',
};

const initialsOf = (name: string) =>
  name
    .split(' ')
    .map((part) => part[0])
    .join('');

interface EmployeeItemProps
  extends Omit<UseTreeItemParameters, 'rootRef'>,
    Omit<React.HTMLAttributes<HTMLLIElement>, 'onFocus'> {}

const EmployeeItem = React.forwardRef(function EmployeeItem(props: EmployeeItemProps, ref: React.Ref<HTMLLIElement>) {
  const {id, itemId, label, disabled, children, ...other} = props;
  const {
    getContextProviderProps,
    getRootProps,
    getContentProps,
    getIconContainerProps,
    getLabelProps,
    getGroupTransitionProps,
    status,
  } = useTreeItem({id, itemId, label, disabled, children, rootRef: ref});

  // The original item object, with every custom field.
  const employee = useTreeItemModel<OrgNode>(itemId)?.employee;
  if (!employee) {
    return null;
  }

  return (
    <TreeItemProvider {...getContextProviderProps()}>
      <TreeItemRoot {...getRootProps(other)}>
        <TreeItemContent {...getContentProps()}>
          <TreeItemIconContainer {...getIconContainerProps()}>
            <TreeItemIcon status={status} />
          </TreeItemIconContainer>
          <Avatar sx={{width: 32, height: 32, fontSize: 13, bgcolor: DEPARTMENT_COLORS[employee.department]}}>
            {initialsOf(employee.name)}
          </Avatar>
          <Box sx={{minWidth: 0, flexGrow: 1}}>
            <TreeItemLabel {...getLabelProps()} sx={{fontWeight: status.expandable ? 600 : 400}} />
            <Typography variant="caption" component="div" sx={{color: 'text.secondary'}} noWrap>
              {employee.role} · {employee.city}
            </Typography>
          </Box>
        </TreeItemContent>
        {children && <TreeItemGroupTransition {...getGroupTransitionProps()} />}
      </TreeItemRoot>
    </TreeItemProvider>
  );
});

export default function TreeItemCustomizationOrgChart() {
  return (
    <Box sx={{height: 420, width: 340, overflow: 'auto'}}>
      <RichTreeView
        aria-label="Organization chart"
        items={ORG_CHART}
        defaultExpandedItems={['1', '2', '7']}
        slots={{item: EmployeeItem}}
        itemChildrenIndentation={20}
      />
    </Box>
  );
}
