/**
 * Global styles, imported once by main.tsx. Mantine CSS is imported per component (DESIGN.md section 6) and
 * as its `.layer.css` variant: everything then sits in `@layer mantine`, so our own unlayered CSS modules win
 * whatever order Vite injects them in, including CSS that arrives later with a lazily loaded page.
 * Components used only by one page import their Mantine CSS next to that page. The web fonts come
 * after the first paint (web-fonts.ts).
 */
import '@mantine/core/styles/baseline.layer.css';
import '@mantine/core/styles/default-css-variables.layer.css';
import '@mantine/core/styles/global.layer.css';
// The theme's variables, unlayered as MantineProvider's own <style> is, so they win over Mantine's defaults.
import './theme-stylesheet.css';

// Building blocks that other Mantine components reuse, then what the layout and most pages show.
import '@mantine/core/styles/UnstyledButton.layer.css';
import '@mantine/core/styles/CloseButton.layer.css';
import '@mantine/core/styles/VisuallyHidden.layer.css';
import '@mantine/core/styles/Paper.layer.css';
import '@mantine/core/styles/Overlay.layer.css';
import '@mantine/core/styles/ModalBase.layer.css';
import '@mantine/core/styles/Input.layer.css';
import '@mantine/core/styles/Loader.layer.css';
import '@mantine/core/styles/Group.layer.css';
import '@mantine/core/styles/Stack.layer.css';
import '@mantine/core/styles/Container.layer.css';
import '@mantine/core/styles/Text.layer.css';
import '@mantine/core/styles/Title.layer.css';
import '@mantine/core/styles/Anchor.layer.css';
import '@mantine/core/styles/Button.layer.css';
import '@mantine/core/styles/ActionIcon.layer.css';
import '@mantine/core/styles/Avatar.layer.css';
import '@mantine/core/styles/Indicator.layer.css';
import '@mantine/core/styles/Burger.layer.css';
import '@mantine/core/styles/Divider.layer.css';
import '@mantine/core/styles/SimpleGrid.layer.css';
import '@mantine/core/styles/Skeleton.layer.css';

import './global.css';
