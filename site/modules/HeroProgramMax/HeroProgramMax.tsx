import type { HeroProgramMaxProps } from './definition.ts';
import { ProgramHero } from '../../components/ProgramHero/index.tsx';

export default function HeroProgramMax({
  eyebrow,
  title,
  subtitle,
  image,
  facts,
  primaryLink,
  secondaryLink,
  subtheme,
}: HeroProgramMaxProps) {
  return (
    <ProgramHero
      variant="max"
      eyebrow={eyebrow}
      title={title}
      subtitle={subtitle}
      image={image}
      subtheme={subtheme}
      facts={facts}
      links={[primaryLink, secondaryLink]}
    />
  );
}
