import '@mui/material/styles';

// The site's theme always uses CSS variables (see src/settings/createDocsTheme.ts).
declare module '@mui/material/styles' {
  interface CssThemeVariables {
    enabled: true;
  }
}
