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

it("keeps a url's `;` in its declaration, and leaves a style that could end its rule alone", () => {
  const { html, css } = renderStatic(
    <p>
      <span style={{ backgroundImage: 'url(data:image/png;base64,AAAA)' }}>a</span>
      <span style={{ content: '"}"' }}>b</span>
    </p>,
    { location: '/' },
  );
  expect(css).toMatch(/\.fp-\w+\{background-image:url\(data:image\/png;base64,AAAA\)!important\}/);
  // not in a rule: an attribute, which the page's policy ignores
  expect(css).not.toContain('content:');
  expect(html).toContain('style="content:&quot;}&quot;"');
});
