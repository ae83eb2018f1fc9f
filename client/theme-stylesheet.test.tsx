import { MantineProvider } from '@mantine/core';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { colorSchemeManager, cssVariablesResolver, theme } from './theme.ts';

const REGENERATE = 'npx vitest run -u client/theme-stylesheet.test.tsx';

/** What MantineProvider would write into the page as <style> elements, as one stylesheet. */
function providerStyles(): string {
  const markup = renderToStaticMarkup(
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} colorSchemeManager={colorSchemeManager} forceColorScheme="light" />,
  );
  const sheets = [...markup.matchAll(/<style[^>]*>([^<]*)<\/style>/g)].map(([, css]) => css);
  return `/* theme.ts's CSS variables and Mantine's responsive classes, as MantineProvider writes them (App.tsx says why
 * they are a stylesheet). Made by its test from theme.ts: after changing the theme, \`${REGENERATE}\`. */
${sheets.join('\n')}
`;
}

describe("the theme's stylesheet (client/theme-stylesheet.css)", () => {
  it("holds what MantineProvider would write into the page for theme.ts, so that it need not", async () => {
    const css = providerStyles();
    // Both of the provider's sheets: the theme's variables and the hidden-from/visible-from classes.
    expect(css).toContain('--cl-paper: #f7f4ee');
    expect(css).toContain('--mantine-font-family: ');
    expect(css).toContain('.mantine-hidden-from-sm');
    await expect(css).toMatchFileSnapshot('./theme-stylesheet.css');
  });
});
