import styled from 'styled-components';
import { renderStatic } from '../render-static';

const Chip = styled.li`
  padding: 2px;
`;

it('renders the markup with the styles its components use', () => {
  const { html, css } = renderStatic(<Chip>Mon</Chip>, { location: '/' });
  const [, className] = /<li class="[^"]* ([^"]+)">Mon<\/li>/.exec(html) ?? [];
  expect(className).toBeDefined();
  expect(css).toContain(`.${className}{padding:2px;}`);
});

it('makes every style attribute a class of its own styles: the page lets no markup style itself', () => {
  const { html, css } = renderStatic(
    <ul>
      <Chip style={{ textDecoration: 'none' }}>Mon</Chip>
      <li>
        <abbr style={{ textDecoration: 'none' }} title="Tuesday">
          Tue
        </abbr>
        <span style={{ fontFamily: '"Island Sans", serif' }}>Wed</span>
      </li>
    </ul>,
    { location: '/' },
  );
  expect(html).not.toContain('style=');
  const [, chipClass] = /<li class="(fp-\w+) [^"]+">Mon<\/li>/.exec(html) ?? [];
  const [, abbrClass] = /<abbr class="(fp-\w+)" title="Tuesday">/.exec(html) ?? [];
  // the same style, the same class and one rule, as strong as the attribute was
  expect(chipClass).toBe(abbrClass);
  expect(css.split(`.${chipClass}{`)).toHaveLength(2);
  expect(css).toContain(`.${chipClass}{text-decoration:none!important}`);
  expect(css).toMatch(/\.fp-\w+\{font-family:"Island Sans", serif!important\}/);
});
