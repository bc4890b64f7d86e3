import ComponentTypes from '@theme-original/NavbarItem/ComponentTypes';
import SettingsButton from '@site/src/components/SettingsDrawer';

// Custom navbar items are registered here, so the Navbar itself is never ejected.
export default {
  ...ComponentTypes,
  'custom-settingsButton': SettingsButton,
};
