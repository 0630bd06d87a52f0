import styled from "@emotion/styled";
import { Link } from "gatsby";
import * as React from "react";

import { differentiators, footerTagline, legalLinks, resourceLinks, strategies } from "../../config/footer";
import { address, contactEmail, copyrightYear, siteName, socialLinks } from "../../config/site";
import { mq } from "../../theme/media";
import { colors, fontSizes, fontWeights, sizes, space } from "../../theme/tokens";
import { StaticIsland } from "../static/StaticIsland";

/**
 * The site footer: text and links only, so a static part (StaticIsland). The layout keys it by
 * the page's path: a client-side navigation mounts it anew, so its links' aria-current follow
 * the page shown instead of the first page's prerendered DOM.
 */
export function Footer(): React.ReactElement {
  return (
    <StaticIsland root={Outer} kind="footer">
      <Grid>
        <section aria-labelledby="footer-brand" lang="pt-BR">
          <Brand id="footer-brand">{siteName}</Brand>
          <p>{footerTagline}</p>
          <address>
            <p>{address.line}</p>
            <p>
              <a href={`mailto:${contactEmail}`}>{contactEmail}</a>
            </p>
          </address>
          <Social aria-label="Social media">
            {socialLinks.map((link) => (
              <li key={link.href}>
                <a href={link.href} target="_blank" rel="noopener noreferrer">
                  {link.label}
                </a>
              </li>
            ))}
          </Social>
        </section>
        <section aria-labelledby="footer-differentiators" lang="pt-BR">
          <Heading id="footer-differentiators">Diferenciais</Heading>
          <List>
            {differentiators.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </List>
        </section>
        <section aria-labelledby="footer-strategies" lang="pt-BR">
          <Heading id="footer-strategies">Estratégias</Heading>
          <List>
            {strategies.map((link) => (
              <li key={link.label}>
                <Link to={link.to}>{link.label}</Link>
              </li>
            ))}
          </List>
        </section>
        <section aria-labelledby="footer-resources">
          <Heading id="footer-resources">Resources</Heading>
          <List>
            {resourceLinks.map((link) => (
              <li key={link.to}>
                <Link to={link.to}>{link.label}</Link>
              </li>
            ))}
          </List>
        </section>
      </Grid>
      <Bottom>
        <p>
          © {copyrightYear} {siteName}. All rights reserved.
        </p>
        <nav aria-label="Legal">
          <Inline>
            {legalLinks.map((link) => (
              <li key={link.to}>
                <Link to={link.to}>{link.label}</Link>
              </li>
            ))}
          </Inline>
        </nav>
      </Bottom>
    </StaticIsland>
  );
}

const Outer = styled.footer`
  background: ${colors.night};
  color: ${colors.nightText};
  font-size: ${fontSizes.sm};
  a {
    color: ${colors.nightText};
  }
  address {
    font-style: normal;
  }
`;

const Grid = styled.div`
  display: grid;
  gap: ${space[6]};
  max-width: ${sizes.content};
  margin: 0 auto;
  padding: ${space[7]} ${space[4]} ${space[5]};
  ${mq.md} {
    grid-template-columns: 2fr 1fr 1fr 1fr;
  }
`;

const Brand = styled.h2`
  font-size: ${fontSizes.xl};
`;

const Heading = styled.h2`
  font-size: ${fontSizes.md};
  font-weight: ${fontWeights.semibold};
`;

const List = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    padding: ${space[1]} 0;
  }
`;

const Social = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${space[3]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Inline = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${space[4]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Bottom = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: ${space[3]};
  max-width: ${sizes.content};
  margin: 0 auto;
  padding: ${space[4]};
  border-top: 1px solid rgba(226, 232, 240, 0.15);
  color: ${colors.nightMuted};
  p {
    margin: 0;
  }
`;
